// ablation_beats_full on the bundled demo folder's real calibration rows, re-scored. With its
// primary judge the frame-dump ablation scores 0.0690 and the best full-input row 0.0976 (the
// codex row): the demo's calibration/scores.md records the same two numbers (0.068966 on line 50,
// 0.097561 on line 27), so no finding; the oracle anchor's 1.0 is not a degraded-input row. A
// scorer that pays the frame-dump ledger 0.5 (every other ledger its real score) must give one
// finding on that row's line.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAuditContext } from "../../audits/context";
import { readTaskFolder } from "../../importers/read-folder";
import { parseTaskFolder } from "../../importers/parse-task-folder";
import type { ParsedTask } from "../../importers/types";
import { loadJudge } from "../../judges/load-judge";
import { ablationBeatsFull } from "./for-task";

const DEMO = path.resolve(import.meta.dirname, "../../../prisma/fixtures/tasks/demo-shapes-activity");
const FRAME_DUMP = "calibration/ablations/ledgers/frame-dump-no-tools.json";
let task: ParsedTask;
let judgeScore: (bytes: Uint8Array) => number;

beforeAll(async () => {
  const files = await readTaskFolder(DEMO);
  const parsed = parseTaskFolder("demo-shapes-activity", files, { kind: "fixture", location: DEMO });
  if (!parsed.ok) throw new Error("the demo parses");
  task = parsed.task;
  const pairing = task.pairings.find((p) => p.isPrimary)!;
  const ctx = buildAuditContext((await loadJudge(pairing.judgeId))!, pairing.groundTruthRaw, pairing.judgeOptions);
  judgeScore = (bytes) => ctx.scorer.scoreBytes(bytes);
}, 60_000);

const rawOf = (p: string) => task.ledgers.find((l) => l.path === p)!.raw;

describe("ablation_beats_full", () => {
  it("the demo under its judge: the frame-dump ablation (0.0690) stays under the best full-input row (0.0976); the oracle anchor is no ablation", () => {
    expect(judgeScore(rawOf(FRAME_DUMP))).toBeCloseTo(0.068966, 5);
    expect(judgeScore(rawOf("calibration/rollouts/codex-gpt-5.6-sol.solution.json"))).toBeCloseTo(0.097561, 5);
    expect(ablationBeatsFull(task, judgeScore)).toEqual([]);
  });

  it("a degraded-input ledger scoring above every full-input row: one finding on its calibration row's line", () => {
    const frameDump = rawOf(FRAME_DUMP);
    const findings = ablationBeatsFull(task, (bytes) => (bytes === frameDump ? 0.5 : judgeScore(bytes)));
    expect(findings).toMatchObject([{ code: "ablation_beats_full", severity: "warn", file: "calibration/scores.md", line: 50 }]);
    expect(findings[0].message).toContain("scores 0.5000, above every full-input row (best 0.0976)");
  });

  it("no full-input agent row to compare with: no finding (nothing measured to beat)", () => {
    const withoutAgents = { ...task, rows: task.rows.filter((r) => r.kind !== "agent") };
    expect(ablationBeatsFull(withoutAgents, () => 1)).toEqual([]);
  });
});
