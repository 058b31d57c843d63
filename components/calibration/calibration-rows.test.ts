import { describe, expect, it } from "vitest";
import type { RevisionView } from "@/components/task/task-view-types";
import {
  deltaIsOff,
  distinct,
  instructionMatch,
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
      row({ id: "d", ordinal: 3, claimedScore: 0, instructionSha256: "abababab…abab", ledger: { id: "L3", path: "claude-native.json" } }),
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

describe("helpers", () => {
  it.each([
    [null, false],
    [0.0001, false],
    [-0.0001, false],
    [0.00011, true],
    [-0.3, true],
  ])("deltaIsOff(%s) = %s", (d, off) => expect(deltaIsOff(d)).toBe(off));

  it.each([
    [null, "unknown"],
    [SHA.toUpperCase(), "match"],
    ["00", "mismatch"],
  ] as const)("instructionMatch(%s)", (sha, m) => expect(instructionMatch(sha, SHA)).toBe(m));

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
