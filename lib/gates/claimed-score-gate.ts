// Claimed vs recomputed: re-run the judge on every retained ledger and compare with the number
// the contributor wrote. Judge versions change during review, so a drift here is routine news.
import { formatDelta, formatScore } from "./format";
import { conditionLabel, outcomeFromEvidence, rowLabel } from "./rows";
import { GATE_THRESHOLDS as T, GATE_THRESHOLD_TEXT } from "./thresholds";
import type { CalibrationRowFacts, Gate, GateEvidence, GateFacts } from "./types";

/** recomputed − claimed, or null when either is missing. */
export function claimDelta(row: Pick<CalibrationRowFacts, "claimedScore" | "recomputedScore">): number | null {
  if (row.claimedScore === null || row.recomputedScore === null) return null;
  return row.recomputedScore - row.claimedScore;
}

/** Whether a claim agrees with the judge (true when there is nothing to compare). */
export function claimAgrees(row: Pick<CalibrationRowFacts, "claimedScore" | "recomputedScore">): boolean {
  const delta = claimDelta(row);
  // the epsilon keeps an exact 1e-4 difference (0.1235 vs 0.1236) on the agreeing side
  return delta === null || Math.abs(delta) <= T.claimTolerance + T.scoreEpsilon;
}

function rowEvidence(row: CalibrationRowFacts): GateEvidence {
  const numbers = { claimed: row.claimedScore, recomputed: row.recomputedScore, delta: claimDelta(row) };
  const label = `${rowLabel(row)} (${conditionLabel(row)})`;
  if (row.recomputedScore === null) {
    return { kind: "unknown", rowId: row.id, text: `${label}: ledger not scored yet`, numbers };
  }
  if (row.claimedScore === null) {
    return { kind: "note", rowId: row.id, text: `${label}: recomputed ${formatScore(row.recomputedScore)}, nothing claimed`, numbers };
  }
  if (claimAgrees(row)) {
    return {
      kind: "ok",
      rowId: row.id,
      text: `${label}: claimed ${formatScore(row.claimedScore)}, recomputed ${formatScore(row.recomputedScore)}`,
      numbers,
    };
  }
  return {
    kind: "problem",
    rowId: row.id,
    text: `${label}: claimed ${formatScore(row.claimedScore)}, recomputed ${formatScore(row.recomputedScore)} (Δ ${formatDelta(numbers.delta)})`,
    numbers,
  };
}

export function claimedScoreGate(facts: GateFacts): Gate {
  const withLedger = facts.rows.filter((r) => r.hasLedger);
  const evidence = withLedger.map(rowEvidence);
  const unverifiable = facts.rows.filter((r) => !r.hasLedger && r.claimedScore !== null);
  if (unverifiable.length > 0) {
    evidence.push({
      kind: "note",
      text: `${unverifiable.length} row(s) claim a score with no ledger to recompute: ${unverifiable.map(rowLabel).join("; ")}`,
      numbers: {},
    });
  }
  if (withLedger.length === 0) evidence.push({ kind: "unknown", text: "no row has a ledger to re-score", numbers: {} });
  return {
    id: "claimed-matches-recomputed",
    title: "Claimed scores reproduce",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["claimed-matches-recomputed"],
    evidence,
  };
}
