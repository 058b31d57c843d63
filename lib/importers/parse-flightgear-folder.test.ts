// The real FlightGear task folder, parsed end to end: contract hashes, rows, trajectories, content hash.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseTaskFolder } from "./parse-task-folder";
import { readTaskFolder } from "./read-folder";
import type { TaskFiles } from "./types";
import { FG, imported, rowFacts, source, TASKS } from "./__tests__/parse-task-folder-support";

const SHIPPED_FG_INSTRUCTION = "a970d16d52130b05e9879b9b43bc796414432add3e75ba9da6eb1795dc3811e4";

const files: Record<string, TaskFiles> = {};
beforeAll(async () => {
  files[FG] = await readTaskFolder(path.join(TASKS, FG));
});

describe("FlightGear", () => {
  it("imports the contract files with exact hashes", () => {
    const { task, codes } = imported(parseTaskFolder(FG, files[FG], source(FG)));
    expect([task.title, task.family, task.familySource, task.judgeId]).toEqual([
      "FlightGear ATC clearance compliance ledger",
      FG,
      "SPEC.md card task",
      `${FG}@cbfc22d`,
    ]);
    expect([task.instruction.sha256, task.instruction.byteLength]).toEqual([SHIPPED_FG_INSTRUCTION, 7407]);
    expect(task.instruction.text.startsWith("# Reconstruct The ATC Clearance-To-Compliance Ledger")).toBe(true);
    expect(task.taskToml.parsed).toMatchObject({ environment: { allow_internet: false, cpus: 8 } });
    expect(task.spec?.cardLine).toBe(7);
    expect(task.spec?.card).toMatchObject({ cognitive_level: "reasoning", scorer: { oracle_reward: 1 } });
    expect(task.groundTruth?.path).toBe("steps/solve/tests/ground_truth.json");
    expect(task.groundTruth?.sha256).toBe("9c21f212139d2d7decb4c9159252c3214c6637355659fba435407eb658260c4f");
    expect(task.oracle?.sha256).toBe("9f35570581dc5da32befdf22966578d0007e1945c629bd85d6b3d14713c7514a");
    expect(task.oracleNote).toBeNull();
    expect(task.media).toEqual([
      expect.objectContaining({
        url: "https://huggingface.co/datasets/Jordan8717/flightgear-atc-clearance-compliance-ledger/resolve/9f301d7fb4b81ceaa73ae98268679aae75fd03d0/flight.mp4",
        sha256: "a696502dc07cad2ac6e403027e3003f38c9508e527d6f37df2f6bb3b88eeab51",
        durationSec: 3600.048,
        width: null,
        height: 720,
        hasAudio: true,
        localPath: null,
      }),
    ]);
    expect(task.pairings.map((p) => [p.judgeId, p.isPrimary, p.groundTruthSha256, p.judgeOptions])).toEqual([
      [`${FG}@cbfc22d`, true, task.groundTruth?.sha256, {}],
    ]);
    expect(codes).toEqual([]);
  });

  it("links every row and refines it from the rollouts README and the harness record", () => {
    const { task } = imported(parseTaskFolder(FG, files[FG], source(FG)));
    const R = "calibration/rollouts/";
    const A = "calibration/ablations/ledgers/";
    expect(rowFacts(task)).toEqual([
      [
        32,
        "earlier_instruction",
        "0963eb1a…c3e1",
        false,
        null,
        `${R}codex-gpt-5.6-sol.jsonl`,
        `${R}ledgers/codex-gpt-5.6-sol.json`,
        ["instruction_sha_differs", "instruction_sha_abbreviated", "derived_from_prose"],
      ],
      [
        33,
        "official",
        SHIPPED_FG_INSTRUCTION,
        false,
        "network none (container has no interface)",
        `${R}claude-opus-4.8-native.jsonl`,
        `${R}ledgers/claude-opus-4.8-native.json`,
        ["derived_from_prose", "cited_file_missing"],
      ],
      [
        34,
        "earlier_instruction",
        "0963eb1a…c3e1",
        true,
        "isolated (no egress)",
        `${R}antigravity-gemini-3.6-flash-high.jsonl`,
        `${R}ledgers/antigravity-gemini-3.6-flash-high.json`,
        ["instruction_sha_differs", "instruction_sha_abbreviated", "derived_from_prose", "derived_from_prose"],
      ],
      [63, "replaced", null, true, null, null, `${R}ledgers/claude-opus-4.8-agent-host-superseded.json`, []],
      [84, "official", null, null, null, null, null, []],
      [85, "official", null, null, null, null, null, []],
      [86, "constructed", null, null, null, null, null, []],
      [87, "official", null, null, null, null, `${A}no-media.json`, []],
      // ablations/README.md cites ledgers/single-frame.json, which is absent upstream too
      [88, "official", null, null, null, null, `${A}single-frame.json`, ["cited_file_missing"]],
      [89, "official", null, null, null, null, `${A}video-only.json`, []],
      [90, "official", null, null, null, null, `${A}audio-only.json`, []],
      [91, "official", null, null, null, null, `${A}frame-dump-no-tools.json`, []],
    ]);
    const codexWrapped = task.rows[0].findings.find((f) => f.field === "wrapped");
    expect(codexWrapped).toMatchObject({ file: `${R}README.md`, line: 106 });
  });

  it("lifts the labels the folder's prose gives each row, citing file:line", () => {
    const { task } = imported(parseTaskFolder(FG, files[FG], source(FG)));
    const flags = task.rows.map((r): [number, string[]] => [
      r.sourceLine,
      r.flags.map((f) => `${f.code} ${f.source.file}:${f.source.line}`),
    ]);
    expect(flags.filter(([, f]) => f.length > 0)).toEqual([
      [32, ["earlier_instruction calibration/rollouts/README.md:82"]],
      [34, ["coached calibration/rollouts/README.md:110", "earlier_instruction calibration/rollouts/README.md:83"]],
      [63, ["coached calibration/ablations/README.md:108", "earlier_instruction calibration/rollouts/README.md:76"]],
      [89, ["reconstruction calibration/ablations/README.md:57"]],
    ]);
    const videoOnly = task.rows.find((r) => r.condition === "video_only")!;
    expect(videoOnly.flags[0].text).toContain("This is a reconstruction, not the agent's own bytes");
    // the native Claude row's own record describes the round it replaced: that round is labelled, not this row
    expect(task.rows.find((r) => r.sourceLine === 33)!.flags).toEqual([]);
    expect(task.rows.map((r) => r.runEnd?.kind ?? null).slice(0, 4)).toEqual(["completed", "completed", "error", null]);
  });

  it("reads the task's own verdict: the bold gate sentence of scores.md", () => {
    const { task } = imported(parseTaskFolder(FG, files[FG], source(FG)));
    expect(task.taskVerdict).toMatchObject({
      verdict: "passes",
      text: "The difficulty gate passes, but read why before trusting it.",
      source: { file: "calibration/scores.md", line: 111 },
    });
  });

  it("stores trajectories with their measured turn counts, which match the claims (88, 89)", () => {
    const { task } = imported(parseTaskFolder(FG, files[FG], source(FG)));
    expect(task.rollouts.map((r) => [r.path, r.format, r.toolCallTurns, r.origin, r.byteLength])).toEqual([
      ["calibration/rollouts/antigravity-gemini-3.6-flash-high.jsonl", "antigravity-stream-json", 89, "cited", 264775],
      ["calibration/rollouts/codex-gpt-5.6-sol.jsonl", "codex-exec-json", 88, "cited", 139696],
    ]);
    expect(task.ledgers.map((l) => l.origin)).toEqual(["ablation", "ablation", "ablation", "ablation", "agent", "agent", "agent", "agent"]);
    expect(task.ledgers.every((l) => l.parsesAsJson)).toBe(true);
    expect(task.artifacts.map((a) => `${a.kind}:${a.path.split("/").pop()}`)).toEqual([
      "readme:README.md",
      "results:results.json",
      "data:harness_status.json",
      "results:results.json",
      "doc:reviewer_verdicts.md",
      "readme:README.md",
      "doc:claude-opus-4.8-native.md",
      "scores:scores.md",
    ]);
    expect(task.notes.map((n) => n.kind)).toEqual(["credit_breakdown"]);
  });

  it("contentSha256 ignores Map order and changes with any byte", () => {
    const a = imported(parseTaskFolder(FG, files[FG], source(FG))).task.contentSha256;
    const reversed = new Map([...files[FG]].reverse());
    expect(imported(parseTaskFolder(FG, reversed, source(FG))).task.contentSha256).toBe(a);
    const changed = new Map(files[FG]);
    changed.set("calibration/scores.md", new TextEncoder().encode("# changed\n"));
    expect(imported(parseTaskFolder(FG, changed, source(FG))).task.contentSha256).not.toBe(a);
  });
});
