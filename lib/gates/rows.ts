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

/** Blocking trajectory findings take the row out of every count (lib/gates/trajectory-gates.ts). */
export function isDemoted(row: CalibrationRowFacts): boolean {
  return (row.demotedBy?.length ?? 0) > 0;
}

/** "its trajectory shows: Bash call reads tests/ (step 12)" — why a demoted row does not count. */
export function demotionReason(row: CalibrationRowFacts): string {
  const findings = row.demotedBy ?? [];
  return `its trajectory shows ${findings.map((f) => `${f.title}${f.step !== null ? ` (step ${f.step})` : ""}`).join("; ")}`;
}

/** An official, measured row whose trajectory shows nothing blocking: the only kind that can satisfy a calibration gate. */
export function isOfficialMeasured(row: CalibrationRowFacts): boolean {
  return row.status === "official" && !isConstructed(row) && !isDemoted(row);
}

/** An official, measured row demoted by its trajectory: listed as a note, never counted. */
export function isDemotedOfficial(row: CalibrationRowFacts): boolean {
  return row.status === "official" && !isConstructed(row) && isDemoted(row);
}

/** The note a gate lists for a demoted row, so the row still shows with why it does not count. */
export function demotedEvidence(row: CalibrationRowFacts, prefix = ""): GateEvidence {
  return {
    kind: "note",
    rowId: row.id,
    text: `${prefix}${rowLabel(row)} is official but does not count: ${demotionReason(row)}`,
    numbers: { claimed: row.claimedScore, recomputed: row.recomputedScore },
  };
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

const SEVERITY: Record<GateOutcome, number> = { pass: 0, warn: 1, insufficient: 2, fail: 3 };

/**
 * fail beats insufficient beats warn beats pass: one failing fact fails the gate; a missing fact
 * could hide a failure, so it outranks a warning.
 */
export function worstOutcome(outcomes: GateOutcome[]): GateOutcome {
  return outcomes.reduce<GateOutcome>((worst, o) => (SEVERITY[o] > SEVERITY[worst] ? o : worst), "pass");
}

const OUTCOME_OF_KIND: Record<GateEvidenceKind, GateOutcome> = {
  ok: "pass",
  note: "pass",
  warning: "warn",
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
