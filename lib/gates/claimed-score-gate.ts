// Claimed vs recomputed: re-run the judge on every retained ledger and compare with the number
// the contributor wrote. Judge versions change during review, so a drift here is routine news.
import { claimReproduces, claimRuleText } from "./claim-precision";
import { formatDelta, formatScore } from "./format";
import { conditionLabel, outcomeFromEvidence, rowLabel } from "./rows";
import { GATE_THRESHOLD_TEXT } from "./thresholds";
import type { CalibrationRowFacts, Gate, GateEvidence, GateFacts } from "./types";

/** recomputed − claimed, or null when either is missing. */
export function claimDelta(row: Pick<CalibrationRowFacts, "claimedScore" | "recomputedScore">): number | null {
  if (row.claimedScore === null || row.recomputedScore === null) return null;
  return row.recomputedScore - row.claimedScore;
}

/**
 * Whether a claim agrees with the judge to the precision it was written with (claim-precision.ts);
 * true when there is nothing to compare.
 */
export function claimAgrees(row: Pick<CalibrationRowFacts, "claimedScore" | "recomputedScore" | "claimedScoreText">): boolean {
  return claimReproduces(row.claimedScore, row.claimedScoreText, row.recomputedScore);
}

/** The claim as written when we have it ("0.030"), else in the product's format. */
function claimShown(row: CalibrationRowFacts): string {
  const text = row.claimedScoreText?.trim();
  return text ? text : formatScore(row.claimedScore);
}

function rowEvidence(row: CalibrationRowFacts): GateEvidence {
  const numbers = { claimed: row.claimedScore, recomputed: row.recomputedScore, delta: claimDelta(row) };
  const label = `${rowLabel(row)} (${conditionLabel(row)})`;
  if (row.recomputedRejected) {
    return {
      kind: "note",
      grade: "rejected",
      rowId: row.id,
      text: `${label}: the judge rejected its ledger (${row.recomputedRejected}); nothing to compare the claim ${claimShown(row)} with`,
      numbers,
    };
  }
  if (row.recomputedScore === null) {
    return { kind: "unknown", grade: "absent", rowId: row.id, text: `${label}: ledger not scored yet`, numbers };
  }
  if (row.claimedScore === null) {
    return {
      kind: "note",
      grade: "measured",
      rowId: row.id,
      text: `${label}: recomputed ${formatScore(row.recomputedScore)}, nothing claimed`,
      numbers,
    };
  }
  const rule = claimRuleText(row.claimedScoreText);
  const compared = `claimed ${claimShown(row)}, recomputed ${formatScore(row.recomputedScore)} (Δ ${formatDelta(numbers.delta)}; ${rule})`;
  if (row.ledgerLinkedByName) {
    // a name match may have picked another run's ledger: neither agreement nor a mismatch is evidence yet
    return {
      kind: "unknown",
      grade: "contested",
      rowId: row.id,
      text: `${label}: ${compared}, ledger linked by name only (please confirm)`,
      numbers,
    };
  }
  if (claimAgrees(row)) return { kind: "ok", grade: "measured", rowId: row.id, text: `${label}: ${compared}`, numbers };
  return { kind: "problem", grade: "measured", rowId: row.id, text: `${label}: ${compared}: does not reproduce`, numbers };
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
  if (withLedger.length === 0) evidence.push({ kind: "unknown", grade: "absent", text: "no row has a ledger to re-score", numbers: {} });
  return {
    id: "claimed-matches-recomputed",
    title: "Claimed scores reproduce",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["claimed-matches-recomputed"],
    evidence,
  };
}
