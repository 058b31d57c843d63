import { describe, expect, it } from "vitest";
import type { RevisionView } from "@/components/task/task-view-types";
import {
  antigravityNeverInspected,
  claudeInit,
  claudeResult,
  claudeTool,
  claudeUser,
  encodeLines,
} from "@/lib/rollouts/__fixtures__/hand-made";
import { coveragePercent } from "@/lib/rollouts/coverage/extract-coverage";
import { summarizeTrajectory } from "@/lib/rollouts/summarize-trajectory";
import {
  deltaIsOff,
  distinct,
  instructionMatch,
  olderInstructionOf,
  rowCoverage,
  rowMatchesText,
  toCalibrationTableRows,
  type CalibrationTableRow,
} from "./calibration-rows";

const SHA = "ab".repeat(32);

function revision(): RevisionView {
  const row = (over: Record<string, unknown>) => ({
    id: "r",
    ordinal: 0,
    harness: "Codex CLI",
    harnessVersion: "0.9",
    model: "gpt-5.6",
    reasoning: "high",
    condition: "full",
    conditionLabel: "full",
    claimedScore: 0.05,
    claimedScoreText: "0.05",
    claimedTurns: 80,
    instructionSha256: SHA,
    status: "official",
    notes: "",
    citedLedgerPath: null,
    citedRolloutPath: null,
    ledger: null,
    rollout: null,
    ...over,
  });
  return {
    instructionSha256: SHA,
    pairings: [
      { id: "p2", isPrimary: false },
      { id: "p1", isPrimary: true },
    ],
    ledgers: [
      {
        id: "L1",
        scoreRuns: [
          { pairingId: "p1", judgeId: "j", rewardValue: 0.05004, reason: "ok" },
          { pairingId: "p2", judgeId: "j2", rewardValue: 0.9, reason: "ok" },
        ],
      },
      { id: "L2", scoreRuns: [] },
      { id: "L3", scoreRuns: [{ pairingId: "p1", judgeId: "j", rewardValue: 0, reason: "top-level object must contain clearances" }] },
    ],
    rows: [
      row({
        id: "a",
        ledger: { id: "L1", path: "calibration/rollouts/codex.solution.json" },
        rollout: { path: "calibration/rollouts/codex.jsonl", sha256: "ff", toolCallTurns: 91 },
      }),
      row({
        id: "b",
        ordinal: 1,
        claimedScore: 0.2,
        claimedTurns: null,
        instructionSha256: "cd".repeat(32),
        ledger: { id: "L2", path: "x.json" },
        rollout: { path: "r/claude.jsonl", sha256: "ee", toolCallTurns: 64 },
      }),
      row({
        id: "c",
        ordinal: 2,
        instructionSha256: null,
        citedRolloutPath: "calibration/rollouts/missing.jsonl",
        citedLedgerPath: "calibration/ablations/x.json",
      }),
      row({
        id: "d",
        ordinal: 3,
        claimedScore: 0,
        instructionSha256: "abababab…abab",
        ledger: { id: "L3", path: "claude-native.json" },
        submissionState: "rejected",
        reviewReason: "a bare array",
        reviewedByName: "Mo",
      }),
    ],
  } as unknown as RevisionView;
}

describe("toCalibrationTableRows", () => {
  const rows = toCalibrationTableRows("demo task", revision());
  it("recomputes under the primary pairing and compares with the claim", () => {
    expect(rows.map((r) => [r.id, r.recomputed, r.recomputedNote, r.delta === null ? null : +r.delta.toFixed(5)])).toEqual([
      ["a", 0.05004, "ok", 0.00004],
      ["b", null, "not scored", null],
      ["c", null, "no ledger", null],
      ["d", 0, "top-level object must contain clearances", 0],
    ]);
  });
  it("marks a judge-rejected ledger (9.6), never an ordinary score", () => {
    expect(rows.map((r) => r.rejectedReason)).toEqual([null, null, null, "top-level object must contain clearances"]);
  });
  it("instruction parity, turns, links and rollout names", () => {
    expect(rows.map((r) => [r.instructionMatch, r.turns, r.ledgerHref, r.rolloutFile, r.rolloutMissing, r.missingLedgerPath])).toEqual([
      ["match", 80, "/tasks/demo%20task/ledgers/L1", "codex.jsonl", false, null],
      ["mismatch", 64, "/tasks/demo%20task/ledgers/L2", "claude.jsonl", false, null],
      ["unknown", 80, null, "missing.jsonl", true, "calibration/ablations/x.json"],
      ["match", 80, "/tasks/demo%20task/ledgers/L3", null, false, null],
    ]);
  });
});

describe("toCalibrationTableRows: submissions", () => {
  it("shows a contributor's row as submitted or rejected, with who and why; imported rows have none", () => {
    const rev = revision();
    rev.rows[1] = { ...rev.rows[1], submissionState: "submitted" };
    expect(
      toCalibrationTableRows("t", rev).map((r) => r.submission && [r.submission.state, r.submission.label, r.submission.reason]),
    ).toEqual([
      null,
      ["submitted", "submitted — not counted until a maintainer accepts", null],
      null,
      ["rejected", "rejected — counted by no gate", "a bare array"],
    ]);
  });
  it("every row of a pushed revision is a proposal until the revision is accepted", () => {
    const rows = toCalibrationTableRows("t", { ...revision(), submissionState: "submitted" });
    expect(rows.map((r) => [r.submission?.state, r.submission?.viaRevision])).toEqual([
      ["submitted", true],
      ["submitted", true],
      ["submitted", true],
      ["rejected", false],
    ]);
  });
});

describe("helpers", () => {
  it.each([
    [null, "0.0938", false],
    [0.00005, "0.0938", false], // half a unit of the 4th decimal
    [0.0001, "0.0938", true],
    [-0.0005, "0.030", false], // 0.030 ↔ 0.0295
    [-0.0006, "0.030", true],
    [0.004, "0.3", false], // capped at 0.005
    [0.006, "0.3", true],
    [0.0001, null, true], // no text: four decimals
    [-0.3, "0.35", true],
  ])("deltaIsOff(%s, %s) = %s", (d, text, off) => expect(deltaIsOff(d, text)).toBe(off));

  it.each([
    [null, "unknown"],
    [SHA.toUpperCase(), "match"],
    ["00", "mismatch"],
  ] as const)("instructionMatch(%s)", (sha, m) => expect(instructionMatch(sha, SHA)).toBe(m));

  // revisions newest first, as listRevisions gives them; the shown one is in the list too
  const OLD = "cd".repeat(32);
  const OLDER = "ef".repeat(32);
  const history = [
    { label: "b2c3d4e5 fix tolerance", instructionSha256: SHA },
    { label: "a1b2c3d4 first", instructionSha256: OLD },
    { label: "90abcdef older still", instructionSha256: OLDER },
    { label: "content 12345678 (folder import)" },
  ];
  it.each<[string, string | null, string | null]>([
    ["the current instruction", SHA, null],
    ["the previous revision's", OLD, "a1b2c3d4 first"],
    ["an abbreviated sha of an older one", `${OLDER.slice(0, 8)}…${OLDER.slice(-4)}`, "90abcdef older still"],
    ["one no revision had", "12".repeat(32), null],
    ["no sha", null, null],
  ])("olderInstructionOf: a row that ran %s", (_name, rowSha, label) => {
    expect(olderInstructionOf(rowSha, SHA, history)).toBe(label);
  });

  const row = {
    harness: "Claude Code",
    model: "opus",
    notes: "wrapped run",
    rolloutFile: "claude.jsonl",
    condition: "no_media",
    conditionLabel: "no media",
  } as CalibrationTableRow;
  it.each([
    ["", true],
    ["claude", true],
    ["WRAPPED", true],
    ["no_media", true],
    ["codex", false],
  ])("text filter %j", (q, ok) => expect(rowMatchesText(row, q)).toBe(ok));

  it("distinct keeps first-seen order", () =>
    expect(distinct([row, { ...row, harness: "Codex" }, row], (r) => r.harness)).toEqual(["Claude Code", "Codex"]));
});

describe("rowCoverage: the coverage column (the inspector's coverage track numbers)", () => {
  const INSTRUCTION = "Reconstruct the ledger.\n";
  // 0-600 s decoded at 1 fps + a still at 10 s (inside) => 600 of 1200 s; the 1 s still at 900 s adds 1 s
  const watched = summarizeTrajectory(
    encodeLines([
      claudeInit(),
      claudeUser(INSTRUCTION),
      ...claudeTool("Bash", { command: "ffmpeg -ss 0 -t 600 -i /workspace/materials/flight.mp4 -vf fps=1 /tmp/f_%04d.png" }),
      ...claudeTool("Bash", { command: "ffmpeg -ss 900 -i /workspace/materials/flight.mp4 -frames:v 1 /tmp/t900.png" }),
      claudeResult(),
    ]),
  );
  const never = summarizeTrajectory(antigravityNeverInspected());
  const inputs = (durationSec: number | null) => ({
    rollouts: [
      { id: "ro-watched", summary: watched },
      { id: "ro-never", summary: never },
      { id: "ro-old", summary: { format: "codex-exec-json" } }, // stored before the step model: unreadable
    ],
    media: [{ durationSec }],
  });

  it.each([
    ["a run that watched half the video and one still", "ro-watched", 1200, (601 / 1200) * 100],
    ["a run that never opened the media", "ro-never", 1200, 0],
  ])("%s", (_name, rolloutId, duration, pct) => {
    const c = rowCoverage(rolloutId, inputs(duration));
    expect(c.coverage).toBeCloseTo(pct, 6);
    // the same function the inspector's track calls, on the same stored coverage
    const stored = rolloutId === "ro-watched" ? watched.coverage! : never.coverage!;
    expect(c.coverage).toBe(coveragePercent(stored, duration, ["video", "frame"]));
    expect(c.audioCoverage).toBe(0);
  });

  it.each([
    ["no trajectory", null, 1200, "no trajectory: nothing shows what the agent inspected"],
    ["a trajectory stored before coverage existed", "ro-old", 1200, "the trajectory has not been audited for coverage"],
    ["a rollout id that is not in the revision", "ro-gone", 1200, "the trajectory has not been audited for coverage"],
    ["the media's duration unknown", "ro-watched", null, "the media's duration is unknown"],
  ])("%s: — with the reason as its tooltip", (_name, rolloutId, duration, note) => {
    expect(rowCoverage(rolloutId, inputs(duration))).toEqual({ coverage: null, audioCoverage: null, coverageNote: note });
  });

  it("toCalibrationTableRows fills the column per row from the row's own rollout", () => {
    const base = revision();
    const rows = toCalibrationTableRows("t", {
      ...base,
      ...inputs(1200),
      rows: [
        { ...base.rows[0], id: "a", rolloutId: "ro-watched", rollout: { path: "x.jsonl", sha256: "s", toolCallTurns: 2 } },
        { ...base.rows[0], id: "b", rolloutId: null, rollout: null },
      ],
    });
    expect(rows.map((r) => [r.id, r.coverage === null ? null : Number(r.coverage.toFixed(2))])).toEqual([
      ["a", 50.08],
      ["b", null],
    ]);
    expect(rows[0].coverageNote).toBe("2 inspected spans from 2 media calls over 1200 s");
  });
});
