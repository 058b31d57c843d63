// Keeps the committed demo task (prisma/fixtures/tasks/demo-shapes-activity) honest: its pin
// matches the bundled clip, its claimed scores are the egocentric judge's (except the one that
// is wrong on purpose), and the GateFacts fixture the gate tests use says the same.
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { egocentricE25513b as judge } from "../judges/egocentric";
import { DEMO_CURRENT_SHA, demoFacts } from "./__fixtures__/real-task-facts";

const TASK = path.resolve(import.meta.dirname, "../../prisma/fixtures/tasks/demo-shapes-activity");
const read = (rel: string) => readFileSync(path.join(TASK, rel));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("demo-shapes-activity fixture", () => {
  const spec = read("SPEC.md").toString("utf8");

  it("pins the bundled clip by sha256 and byte length", () => {
    const clip = path.join(TASK, "media/demo-shapes.mp4");
    expect(spec).toContain(`  sha256: "${sha256(readFileSync(clip))}"`);
    expect(spec).toContain(`  bytes: ${statSync(clip).size}`);
    expect(demoFacts.media.sha256).toBe(sha256(readFileSync(clip)));
  });

  it("names its family explicitly and ships the oracle byte-identical to the key", () => {
    expect(read("task.toml").toString("utf8")).toMatch(/^family = "egocentric-activity-understanding"$/m);
    expect(read("steps/solve/solution/oracle.json").equals(read("steps/solve/tests/gt.json"))).toBe(true);
    expect(sha256(read("steps/solve/instruction.md"))).toBe(DEMO_CURRENT_SHA);
  });

  const vocabulary = JSON.parse(read("environment/vocabulary.json").toString("utf8"));
  const prepared = judge.prepare(read("steps/solve/tests/gt.json"), { ...vocabulary, videoFrames: 3600, frameTolerance: 12 });
  const score = (rel: string) => judge.headline(judge.score(prepared, read(rel)));

  it.each([
    ["calibration/rollouts/oracle.solution.json", "demo-oracle"],
    ["calibration/rollouts/empty.solution.json", "demo-empty"],
    ["calibration/rollouts/codex-gpt-5.6-sol.solution.json", "demo-codex"],
    ["calibration/rollouts/claude-opus-4.8.solution.json", "demo-claude"],
    ["calibration/rollouts/antigravity-gemini-3.6-flash.solution.json", "demo-agy"],
    ["calibration/ablations/ledgers/no-media.json", "demo-no-media"],
    ["calibration/ablations/ledgers/single-frame.json", "demo-single-frame"],
    ["calibration/ablations/ledgers/frame-dump-no-tools.json", "demo-frame-dump"],
  ])("%s scores what the gate fixture %s records", (rel, rowId) => {
    const row = demoFacts.rows.find((r) => r.id === rowId)!;
    expect(score(rel)).toBe(row.recomputedScore);
  });

  it("claims the judge's numbers in scores.md, except the Claude row (0.25 on purpose)", () => {
    const scores = read("calibration/scores.md").toString("utf8");
    expect(scores).toContain("| Codex CLI | 0.153.3 | gpt-5.6-sol | high | 0.097561 | 74 |");
    expect(scores).toContain("| Claude Code CLI | 2.1.246 | claude-opus-4-8 | high | 0.250000 | 131 |");
    expect(scores).toContain("| Antigravity | 1.1.12 | gemini-3.6-flash | high | 0.083333 | 58 |");
    expect(scores).toContain("| frame dump, no tools | 0.068966 | measured |");
    expect(score("calibration/rollouts/claude-opus-4.8.solution.json")).not.toBe(0.25);
  });
});
