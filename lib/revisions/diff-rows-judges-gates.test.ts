import { describe, expect, it } from "vitest";
import { diffFiles } from "./diff-files";
import { diffGates, sinceReview } from "./diff-gates";
import { diffJudges } from "./diff-judges";
import { diffRows, rowKeys } from "./diff-rows";
import type { SnapshotGate, SnapshotPairing, SnapshotRow } from "./types";

const row = (over: Partial<SnapshotRow>): SnapshotRow => ({
  harness: "Codex CLI",
  model: "gpt-5.6-sol",
  conditionLabel: "full",
  status: "official",
  claimed: null,
  recomputed: null,
  ledgerSha256: "l1",
  instructionSha256: "i1",
  ...over,
});

describe("diffFiles", () => {
  it("lists added, removed and changed files by path, unchanged ones not at all", () => {
    const f = (path: string, sha256: string) => ({ path, sha256, byteLength: sha256.length });
    const d = diffFiles([f("a", "1"), f("b", "2"), f("c", "3")], [f("b", "2"), f("c", "33"), f("d", "4")]);
    expect(d.map((x) => [x.path, x.change])).toEqual([
      ["a", "removed"],
      ["c", "changed"],
      ["d", "added"],
    ]);
  });
});

describe("diffRows", () => {
  it("keeps a removed row's old score beside the new table (the FlightGear replaced round, 0.6060)", () => {
    const before = [row({ recomputed: 0.1506 }), row({ harness: "Claude Code", model: "opus-4.8", status: "official", recomputed: 0.606 })];
    const after = [
      row({ recomputed: 0.0938 }),
      row({ harness: "Claude Code", model: "opus-4.8", status: "official", recomputed: 0, ledgerSha256: "l9" }),
    ];
    after[1].harness = "Claude Code (native claude -p)";
    const d = diffRows(before, after);
    expect(d.map((r) => r.change)).toEqual(["kept", "added", "removed"]);
    expect(d[0].scoreDelta).toBeCloseTo(0.0938 - 0.1506, 10);
    expect(d[2].before!.recomputed).toBe(0.606);
  });

  it("says what else moved on a kept row", () => {
    const d = diffRows(
      [row({ status: "official", claimed: 0.1 })],
      [row({ status: "earlier_instruction", claimed: 0.2, ledgerSha256: "l2", instructionSha256: "i0" })],
    );
    expect(d[0].notes).toEqual([
      "status official → earlier_instruction",
      "claim 0.1 → 0.2",
      "ledger bytes changed",
      "ran another instruction",
    ]);
  });

  it.each([
    [[], ["reconstruction"], ["now labelled reconstruction"]],
    [["coached", "earlier_instruction"], ["earlier_instruction"], ["no longer labelled coached"]],
    [undefined, undefined, []],
    [["contaminated"], ["contaminated"], []],
  ])("labels %j -> %j say %j", (was, now, notes) => {
    expect(diffRows([row({ labels: was })], [row({ labels: now })])[0].notes).toEqual(notes);
  });

  it("tells repeated runs of one harness, model and condition apart by order", () => {
    expect(rowKeys([row({}), row({}), row({ conditionLabel: "no media" })])).toEqual([
      "codex cli | gpt 5.6 sol | full",
      "codex cli | gpt 5.6 sol | full #2",
      "codex cli | gpt 5.6 sol | no media",
    ]);
  });
});

describe("diffJudges", () => {
  const pairing = (over: Partial<SnapshotPairing>): SnapshotPairing => ({
    judgeId: "egocentric-activity-understanding@157e7b4",
    isPrimary: true,
    groundTruthPath: "steps/solve/tests/gt.json",
    groundTruthSha256: "g1",
    options: {},
    tolerances: { boundaryFrames: 24 },
    ...over,
  });
  it("reports a judge rewrite: version, tolerance moved from ±24 to ±12 frames, verifier file changed", () => {
    const d = diffJudges(
      [pairing({})],
      [pairing({ judgeId: "egocentric-activity-understanding@e25513b", tolerances: { boundaryFrames: 12 } })],
      [
        { path: "steps/solve/tests/judge.py", change: "changed", before: null, after: null },
        { path: "calibration/scores.md", change: "changed", before: null, after: null },
      ],
    );
    expect(d).toMatchObject({
      added: ["egocentric-activity-understanding@e25513b"],
      removed: ["egocentric-activity-understanding@157e7b4"],
      primaryBefore: "egocentric-activity-understanding@157e7b4",
      primaryAfter: "egocentric-activity-understanding@e25513b",
      tolerances: [{ key: "boundaryFrames", before: 24, after: 12 }],
      changed: true,
    });
    expect(d.verifierFiles.map((f) => f.path)).toEqual(["steps/solve/tests/judge.py"]);
  });
  it("reports a regenerated ground truth under the same judge, and nothing for identical pairings", () => {
    expect(diffJudges([pairing({})], [pairing({ groundTruthSha256: "g2" })], []).groundTruthChanged).toEqual([
      { judgeId: "egocentric-activity-understanding@157e7b4", before: "g1", after: "g2" },
    ]);
    expect(diffJudges([pairing({})], [pairing({})], []).changed).toBe(false);
  });
});

describe("gates between revisions", () => {
  const gate = (id: string, outcome: SnapshotGate["outcome"]): SnapshotGate => ({ id, title: id, outcome, reasons: [`${id} ${outcome}`] });
  it("lists only gates whose outcome changed", () => {
    const d = diffGates(
      [gate("agent-below-bar", "fail"), gate("oracle-perfect", "pass")],
      [gate("agent-below-bar", "pass"), gate("oracle-perfect", "pass"), gate("audit", "fail")],
    );
    expect(d.map((g) => [g.id, g.before, g.after])).toEqual([
      ["agent-below-bar", "fail", "pass"],
      ["audit", null, "fail"],
    ]);
  });
  it("splits a re-review into closed, remaining and regressed", () => {
    const then = [gate("a", "fail"), gate("b", "insufficient"), gate("c", "pass")];
    const now = [gate("a", "pass"), gate("b", "fail"), gate("c", "fail"), gate("d", "insufficient")];
    const s = sinceReview(then, now);
    expect(s.closed.map((g) => g.id)).toEqual(["a"]);
    expect(s.remaining.map((g) => g.id)).toEqual(["b"]);
    expect(s.regressed.map((g) => g.id)).toEqual(["c", "d"]);
  });
});
