import { describe, expect, it } from "vitest";
import { makeRow, passingFacts, withRows } from "./__fixtures__/build-facts";
import { claimAgrees, claimDelta, claimedScoreGate } from "./claimed-score-gate";

describe("claimAgrees (to the claim's written precision)", () => {
  it.each([
    [0.0938, "0.0938", 0.0938, true],
    [0.0938, "0.0938", 0.093846, true], // a claim rounded to 4 decimals
    [0.1235, "0.1235", 0.1236, false], // 1e-4 apart is more than half a unit of the 4th decimal
    [0.0938, "0.0938", 0.0937, false], // the example
    [0.03, "0.030", 0.0295, true], // the example: |Δ| = 0.0005, half a unit of 0.030
    [0.25, "0.25", 0.052632, false],
    [0.045, "0.045", 0.0455, true], // 3-decimal claims are held to 3 decimals
    [0.045, "0.045", 0.0456, false],
    [0.1235, null, 0.12354, true], // no written text: four decimals assumed
    [null, null, 0.5, true],
    [0.5, "0.5", null, true],
  ])("claimed %s (%s) vs recomputed %s -> %s", (claimedScore, claimedScoreText, recomputedScore, agrees) => {
    expect(claimAgrees({ claimedScore, claimedScoreText, recomputedScore })).toBe(agrees);
  });

  it("reports recomputed − claimed", () => {
    expect(claimDelta({ claimedScore: 0.25, recomputedScore: 0.052632 })).toBeCloseTo(-0.197368, 9);
    expect(claimDelta({ claimedScore: null, recomputedScore: 0.1 })).toBeNull();
  });
});

describe("claimedScoreGate", () => {
  it.each([
    ["every claim reproduces", passingFacts(), "pass"],
    ["one row drifts", withRows(makeRow({ id: "claude", claimedScore: 0.25, recomputedScore: 0.052632 })), "fail"],
    ["a ledger not scored yet", withRows(makeRow({ id: "claude", recomputedScore: null })), "insufficient"],
    ["a ledger and no claim", withRows(makeRow({ id: "claude", claimedScore: null })), "pass"],
    ["a claim with no ledger (noted)", withRows(makeRow({ id: "claude", hasLedger: false, recomputedScore: null })), "pass"],
    ["no ledgers anywhere", passingFacts({ rows: [makeRow({ id: "x", hasLedger: false, recomputedScore: null })] }), "insufficient"],
    // diagnostic and replaced rows are re-scored too: a reviewer reads their numbers as well
    ["a replaced row drifts", withRows(makeRow({ id: "old", status: "replaced", claimedScore: 0.606, recomputedScore: 0.5 })), "fail"],
  ] as const)("%s -> %s", (_name, facts, outcome) => {
    expect(claimedScoreGate(facts).outcome).toBe(outcome);
  });

  it("puts both numbers and the difference in the evidence", () => {
    const gate = claimedScoreGate(
      withRows(
        makeRow({
          id: "claude",
          harness: "Claude Code CLI",
          model: "claude-opus-4-8",
          claimedScore: 0.25,
          claimedScoreText: "0.25",
          recomputedScore: 0.052632,
        }),
      ),
    );
    const problem = gate.evidence.find((e) => e.kind === "problem");
    expect(problem?.rowId).toBe("claude");
    // the claim as written, and the rule next to the Δ
    expect(problem?.text).toBe(
      `Claude Code CLI / claude-opus-4-8 (full): claimed 0.25, recomputed 0.0526 (Δ −0.1974; |Δ| ≤ 0.005 (half a unit of "0.25"'s last decimal)): does not reproduce`,
    );
    expect(problem?.numbers.claimed).toBe(0.25);
    expect(problem?.numbers.recomputed).toBe(0.052632);
  });

  it("notes claims that cannot be re-scored", () => {
    const gate = claimedScoreGate(withRows(makeRow({ id: "claude", hasLedger: false, recomputedScore: null })));
    expect(gate.evidence.at(-1)?.text).toBe("1 row(s) claim a score with no ledger to recompute: Codex CLI / gpt-5.6-sol");
  });
});
