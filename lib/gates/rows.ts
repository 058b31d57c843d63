// Small shared rules about calibration rows and outcomes, used by several gates.
import type { CalibrationRowFacts, GateEvidence, GateEvidenceKind, GateOutcome } from "./types";

/** Which number a gate reads for a row: the judge's, when it has run; otherwise the claim. */
export interface RowScore {
  value: number | null;
  source: "recomputed" | "claimed" | "none";
}

export function scoreOf(row: CalibrationRowFacts): RowScore {
  if (row.recomputedScore !== null) return { value: row.recomputedScore, source: "recomputed" };
  if (row.claimedScore !== null) return { value: row.claimedScore, source: "claimed" };
  return { value: null, source: "none" };
}

export function isConstructed(row: CalibrationRowFacts): boolean {
  return row.constructed === true || row.status === "constructed";
}

/** An official, measured row: the only kind that can satisfy a calibration gate. */
export function isOfficialMeasured(row: CalibrationRowFacts): boolean {
  return row.status === "official" && !isConstructed(row);
}

/** "Codex CLI / gpt-5.6-sol" — how evidence names a row. */
export function rowLabel(row: Pick<CalibrationRowFacts, "harness" | "model" | "run">): string {
  const base = row.model ? `${row.harness} / ${row.model}` : row.harness;
  return row.run ? `${base} run ${row.run.index} of ${row.run.count}` : base;
}

/**
 * "no_media" -> "no-media": how the family writes condition names. Rows of condition "other"
 * (oracle, empty, probes) are named by the contributor's own label when there is one.
 */
export function conditionLabel(row: Pick<CalibrationRowFacts, "condition"> & { conditionLabel?: string | null }): string {
  if (row.condition === "other" && row.conditionLabel) return row.conditionLabel;
  return row.condition.replace(/_/g, "-");
}

const SEVERITY: Record<GateOutcome, number> = { pass: 0, insufficient: 1, fail: 2 };

/** fail beats insufficient beats pass: one failing fact fails the gate. */
export function worstOutcome(outcomes: GateOutcome[]): GateOutcome {
  return outcomes.reduce<GateOutcome>((worst, o) => (SEVERITY[o] > SEVERITY[worst] ? o : worst), "pass");
}

const OUTCOME_OF_KIND: Record<GateEvidenceKind, GateOutcome> = {
  ok: "pass",
  note: "pass",
  problem: "fail",
  missing: "fail",
  unknown: "insufficient",
};

/**
 * The outcome implied by evidence lines (see GateEvidenceKind). A gate with no evidence at
 * all is insufficient: nothing checked is not a pass.
 */
export function outcomeFromEvidence(evidence: GateEvidence[]): GateOutcome {
  if (evidence.length === 0) return "insufficient";
  return worstOutcome(evidence.map((e) => OUTCOME_OF_KIND[e.kind]));
}
