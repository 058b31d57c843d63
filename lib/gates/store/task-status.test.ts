import { describe, expect, it } from "vitest";
import type { Gate } from "../types";
import { taskStatus, type StatusRow } from "./task-status";

const gate = (outcome: Gate["outcome"]): Gate => ({
  id: "claimed-scores" as Gate["id"],
  title: "Claims reproduce",
  outcome,
  threshold: "1e-4",
  evidence: [],
});
const row = (over: Partial<StatusRow>): StatusRow => ({
  id: "r1",
  harness: "Codex CLI",
  model: "gpt",
  conditionLabel: "full",
  claimedScore: 0.0938,
  status: "official",
  ledgerId: "l1",
  findings: [],
  ...over,
});

describe("taskStatus", () => {
  it("is ok when every claim reproduces and no gate fails", () => {
    const s = taskStatus("t", "rev", [gate("pass"), gate("insufficient")], [row({})], () => 0.09375);
    expect(s).toMatchObject({ ok: true, claimsNotReproduced: [] });
  });
  it("counts a claimed gate apart from the passing ones, in the export's summary words", () => {
    const s = taskStatus("t", "rev", [gate("pass"), gate("claimed"), gate("claimed"), gate("insufficient")], [], () => null);
    expect(s.counts).toEqual({ pass: 1, warn: 0, claimed: 2, insufficient: 1, fail: 0 });
    expect(s.summary).toBe("0 gates fail, 1 cannot be checked yet, 2 hold only as claimed, 1 pass on measured evidence.");
  });
  it("holds a claim to its written precision: 0.030 reproduces as 0.0295, 0.0938 does not as 0.0937", () => {
    expect(taskStatus("t", "rev", [], [row({ claimedScore: 0.03, claimedScoreText: "0.030" })], () => 0.0295).ok).toBe(true);
    expect(taskStatus("t", "rev", [], [row({ claimedScore: 0.0938, claimedScoreText: "0.0938" })], () => 0.0937).ok).toBe(false);
  });
  it("fails on a failing gate", () => {
    expect(taskStatus("t", "rev", [gate("fail")], [], () => null).ok).toBe(false);
  });
  it("lists a score that does not reproduce from the stored runs", () => {
    const s = taskStatus("t", "rev", [], [row({ claimedScore: 0.25 })], () => 0.052632);
    expect(s.ok).toBe(false);
    expect(s.claimsNotReproduced).toEqual([
      { rowId: "r1", row: "Codex CLI / gpt (full)", claim: "score", message: "does not reproduce: recomputed 0.0526 vs claimed 0.25" },
    ]);
  });
  it("lists the turn and instruction claims a submission check found, once each", () => {
    const findings = [
      { code: "claim_turns", severity: "error" as const, message: "88 vs 90" },
      { code: "claim_instruction", severity: "error" as const, message: "other instruction" },
      { code: "claim_turns", severity: "error" as const, message: "dup" },
      { code: "unrelated", severity: "error" as const, message: "x" },
    ];
    const s = taskStatus("t", "rev", [], [row({ findings, claimedScore: null })], () => null);
    expect(s.claimsNotReproduced.map((c) => c.claim)).toEqual(["turns", "instruction"]);
  });
  it("does not count a row without a ledger or a claim", () => {
    expect(taskStatus("t", "rev", [], [row({ ledgerId: null }), row({ claimedScore: null })], () => 0).ok).toBe(true);
  });
});
