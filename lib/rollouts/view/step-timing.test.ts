import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseTrajectory } from "../parse/parse-trajectory";
import type { Step } from "../parse/step-types";
import { formatDuration, formatOffset, stepTimings } from "./step-timing";

const CLAUDE = "prisma/fixtures/trajectories/hands-bimanual-manipulation-3d-joint-trajectory__claude-code-fable-opennet.jsonl";

function step(p: Partial<Step> & Pick<Step, "index" | "kind">): Step {
  return { line: p.index + 1, text: "", ...p };
}

describe("stepTimings", () => {
  const T = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
  it.each([
    {
      name: "a tool call runs to its result, not to the next step (calls interleave)",
      steps: [
        step({ index: 0, kind: "tool_call", callId: "a", timestamp: T(0) }),
        step({ index: 1, kind: "tool_call", callId: "b", timestamp: T(1) }),
        step({ index: 2, kind: "tool_result", callId: "b", timestamp: T(3) }),
        step({ index: 3, kind: "tool_result", callId: "a", timestamp: T(10) }),
      ],
      want: [
        [0, 10_000, "until-result"],
        [1000, 2000, "until-result"],
        [3000, 7000, "until-next"],
        [10_000, null, null],
      ],
    },
    {
      name: "the log's own duration wins; a step without a timestamp has no offset and borrows none",
      steps: [
        step({ index: 0, kind: "assistant", timestamp: T(0), durationMs: 2500 }),
        step({ index: 1, kind: "assistant" }),
        step({ index: 2, kind: "assistant", timestamp: T(4) }),
      ],
      want: [
        [0, 2500, "recorded"],
        [null, null, null],
        [4000, null, null],
      ],
    },
    {
      name: "a clock going backwards gives no negative duration",
      steps: [step({ index: 0, kind: "assistant", timestamp: T(5) }), step({ index: 1, kind: "assistant", timestamp: T(2) })],
      want: [
        [3000, null, null],
        [0, null, null],
      ],
    },
  ])("$name", ({ steps, want }) => {
    const got = stepTimings(steps, null).steps.map((t) => [t.offsetMs, t.durationMs, t.durationSource]);
    expect(got).toEqual(want);
  });

  it("no timestamps at all (Codex): no wall time unless the log writes one", () => {
    const steps = [step({ index: 0, kind: "assistant" })];
    expect(stepTimings(steps, null)).toMatchObject({ wallMs: null, wallSource: null, firstTimestamp: null });
    expect(stepTimings(steps, 90_000)).toMatchObject({ wallMs: 90_000, wallSource: "recorded" });
  });

  // expected values computed with Python's datetime over the raw file (call line's timestamp to its tool_result line's)
  it("the real Claude Code transcript: per-step times, tool durations, wall time from result.duration_ms", () => {
    const parsed = parseTrajectory(new Uint8Array(fs.readFileSync(CLAUDE)));
    const run = stepTimings(parsed.steps, parsed.meta.durationMs);
    expect(run.firstTimestamp).toBe("2026-08-24T04:43:17.849Z");
    expect(run.lastTimestamp).toBe("2026-08-24T05:14:44.982Z");
    expect(run).toMatchObject({ wallMs: 1_891_696, wallSource: "recorded" });
    const callOnLine = (line: number) => parsed.steps.findIndex((s) => s.kind === "tool_call" && s.line === line);
    expect(run.steps[callOnLine(4)]).toEqual({ offsetMs: 2540, durationMs: 69, durationSource: "until-result" });
    expect(run.steps[callOnLine(6)].durationMs).toBe(223);
    expect(run.steps[callOnLine(85)].durationMs).toBe(16); // the first Write
    // a step has a time exactly when its source line carries a timestamp (read here from the raw line)
    const lines = fs.readFileSync(CLAUDE, "utf8").split("\n");
    const stampedLine = (n: number) => typeof (JSON.parse(lines[n - 1]) as { timestamp?: unknown }).timestamp === "string";
    parsed.steps.forEach((s, i) => expect(run.steps[i].offsetMs !== null, `step ${i} line ${s.line}`).toBe(stampedLine(s.line)));
    expect(run.steps.filter((t) => t.offsetMs !== null).length).toBeGreaterThan(150);
  });

  it("Antigravity: the step's own duration_seconds (line 5: an errored run_command, 0.24474064 s)", () => {
    const fg =
      "prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger/calibration/rollouts/antigravity-gemini-3.6-flash-high.jsonl";
    const parsed = parseTrajectory(new Uint8Array(fs.readFileSync(fg)));
    const i = parsed.steps.findIndex((s) => s.kind === "tool_result" && s.line === 5);
    expect(stepTimings(parsed.steps, parsed.meta.durationMs).steps[i]).toMatchObject({ durationMs: 245, durationSource: "recorded" });
  });
});

describe("formatDuration / formatOffset", () => {
  it.each([
    [69, "69 ms"],
    [3400, "3.4 s"],
    [125_000, "2 min 05 s"],
    [1_891_696, "31 min 32 s"],
    [3_720_000, "1 h 02 min"],
  ])("%d ms → %s", (ms, want) => expect(formatDuration(ms)).toBe(want));
  it.each([
    [2540, "+0:02.5"],
    [723_400, "+12:03.4"],
    [3_723_000, "+1:02:03.0"],
  ])("offset %d → %s", (ms, want) => expect(formatOffset(ms)).toBe(want));
});
