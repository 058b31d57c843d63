// Small shared rules about calibration rows and outcomes, used by several gates: which rows count
// toward which gate (status, submission, trajectory demotion, provenance flags) and what a row's
// score stands on (measured, claimed, rejected, contested, absent).
import type { EvidenceGrade } from "./evidence-grade";
import { ROW_FLAG_EFFECT, type RowFlag } from "./row-flags";
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

/** A row's score and what it stands on: the judge's number on the row's own ledger is the only measured one. */
export interface GradedScore extends RowScore {
  grade: EvidenceGrade;
  /** for rejected and contested scores: why, in words */
  why: string | null;
}

export function gradedScoreOf(row: CalibrationRowFacts): GradedScore {
  if (row.recomputedRejected)
    return {
      value: null,
      source: "none",
      grade: "rejected",
      why: `the judge rejected its ledger (${row.recomputedRejected}): that 0 is a rejection, not a measured score`,
    };
  const { value, source } = scoreOf(row);
  if (source === "recomputed" && row.ledgerLinkedByName)
    return { value, source, grade: "contested", why: "its ledger is linked to the row by name only (please confirm the link)" };
  if (source === "recomputed") return { value, source, grade: "measured", why: null };
  if (source === "claimed") return { value, source, grade: "claimed", why: null };
  return { value, source, grade: "absent", why: null };
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

/**
 * What a row is counted for: `harness` = coverage and the strong-agent gates, `ablation` = a measured
 * ablation, `any` = every other gate (instruction parity, trajectory integrity). A flag's effect
 * (ROW_FLAG_EFFECT) decides which of these it removes the row from.
 */
export type CountPurpose = "harness" | "ablation" | "any";

/** "reconstruction (not the agent's own bytes), ablations/README.md:12" — a flag as evidence names it. */
export function flagText(flag: RowFlag): string {
  const where = flag.source.line !== null ? `${flag.source.file}:${flag.source.line}` : flag.source.file;
  return `${ROW_FLAG_EFFECT[flag.code].label}, ${where}: "${flag.text}"`;
}

/** The flags that keep a row from counting for `purpose`. */
export function blockingFlags(row: CalibrationRowFacts, purpose: CountPurpose): RowFlag[] {
  return (row.flags ?? []).filter((f) => {
    const effect = ROW_FLAG_EFFECT[f.code].countsToward;
    return (
      effect === "nothing" || (effect === "not-harness" && purpose === "harness") || (effect === "not-ablation" && purpose === "ablation")
    );
  });
}

/**
 * Why an official row counts toward no gate of this purpose (null: it counts). Rows whose status is
 * not official never count and are not asked; a submission counts only once a maintainer accepted it.
 */
export function exclusionOf(row: CalibrationRowFacts, purpose: CountPurpose): string | null {
  if (row.submission === "submitted") return "it is a contributor's submission a maintainer has not accepted yet";
  if (row.submission === "rejected") return "a maintainer rejected this submission";
  if (isConstructed(row)) return "it is constructed, not an agent run";
  if (isDemoted(row)) return demotionReason(row);
  const flags = blockingFlags(row, purpose);
  if (flags.length > 0) return `the task's own account flags it: ${flags.map(flagText).join("; ")}`;
  return null;
}

/** An official row nothing excludes for `purpose`: the only kind that can satisfy a calibration gate. */
export function countsToward(row: CalibrationRowFacts, purpose: CountPurpose): boolean {
  return row.status === "official" && exclusionOf(row, purpose) === null;
}

/** An official row kept out by its submission state, trajectory or flags: listed as a note, never counted. */
export function isExcludedOfficial(row: CalibrationRowFacts, purpose: CountPurpose): boolean {
  return row.status === "official" && !isConstructed(row) && exclusionOf(row, purpose) !== null;
}

/** @deprecated use countsToward(row, purpose) */
export function isOfficialMeasured(row: CalibrationRowFacts): boolean {
  return countsToward(row, "any");
}

/** The note a gate lists for an excluded official row, so the row still shows with why it does not count. */
export function demotedEvidence(row: CalibrationRowFacts, prefix = "", purpose: CountPurpose = "any"): GateEvidence {
  return {
    kind: "note",
    rowId: row.id,
    text: `${prefix}${rowLabel(row)} is official but does not count: ${exclusionOf(row, purpose) ?? "excluded"}`,
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

const SEVERITY: Record<GateOutcome, number> = { pass: 0, warn: 1, claimed: 2, insufficient: 3, fail: 4 };

/**
 * fail beats insufficient beats claimed beats warn beats pass: one failing fact fails the gate; a
 * missing fact could hide a failure, so it outranks a claim; a claim is weaker than any measurement.
 */
export function worstOutcome(outcomes: GateOutcome[]): GateOutcome {
  return outcomes.reduce<GateOutcome>((worst, o) => (SEVERITY[o] > SEVERITY[worst] ? o : worst), "pass");
}

const OUTCOME_OF_KIND: Record<Exclude<GateEvidenceKind, "ok">, GateOutcome> = {
  note: "pass",
  warning: "warn",
  problem: "fail",
  missing: "fail",
  unknown: "insufficient",
};

/** An ok line passes only when measured; claimed gives `claimed`; rejected/absent/contested decide nothing. */
const OUTCOME_OF_OK_GRADE: Record<EvidenceGrade, GateOutcome> = {
  measured: "pass",
  claimed: "claimed",
  rejected: "insufficient",
  absent: "insufficient",
  contested: "insufficient",
};

export function outcomeOfEvidence(e: GateEvidence): GateOutcome {
  return e.kind === "ok" ? OUTCOME_OF_OK_GRADE[e.grade] : OUTCOME_OF_KIND[e.kind];
}

/**
 * The outcome implied by evidence lines (see GateEvidenceKind and EvidenceGrade). A gate with no
 * evidence at all is insufficient: nothing checked is not a pass.
 */
export function outcomeFromEvidence(evidence: GateEvidence[]): GateOutcome {
  if (evidence.length === 0) return "insufficient";
  return worstOutcome(evidence.map(outcomeOfEvidence));
}
