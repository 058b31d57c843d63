// Trajectory integrity: a row that counts toward a gate must not have read the answer key, used the
// network, run through a wrapper, received another instruction or broken its condition — as its
// own trajectory proves. A blocking finding on a counted row fails the gate, and the row is demoted
// in the gate facts (demotingFindings): every other gate lists it as "does not count". The
// instruction hash the log proves is the instruction-parity gate's business.
import { conditionLabel, exclusionOf, outcomeFromEvidence, rowLabel } from "./rows";
import { GATE_THRESHOLD_TEXT } from "./thresholds";
import type { DemotingFinding, Gate, GateEvidence, GateFacts } from "./types";

/** What the gate needs of one finding (lib/rollouts' Finding, without its detail). */
export interface TrajectoryFindingFacts {
  kind: string;
  severity: "fail" | "warning" | "info";
  step: number | null;
  title: string;
}

export interface RowTrajectoryFacts {
  rowId: string | null;
  label: string;
  rolloutId: string;
  rolloutPath: string;
  /** official measured row: it counts toward the difficulty gates */
  counts: boolean;
  findings: TrajectoryFindingFacts[];
  /** sha256 of the first user message the log records (null: the log does not record the prompt) */
  provenInstructionSha256: string | null;
}

/** Findings that keep a row from being official whatever else it shows. */
export const BLOCKING_KINDS = new Set([
  "answer_key_access",
  "network_used",
  "harness_wrapper",
  "instruction_mismatch",
  "condition_violation",
  "suspicious_file_name",
  // the trajectory belongs to another task (its first prompt is none of this task's instructions)
  "foreign_task",
]);

export function isBlocking(f: TrajectoryFindingFacts): boolean {
  return f.severity === "fail" && BLOCKING_KINDS.has(f.kind);
}

/**
 * The findings that take a row out of every count: the blocking ones except a proven instruction
 * mismatch, which the instruction-parity gate decides (fail: re-run it or record a waiver), as it
 * does for a mismatch claimed in scores.md, rather than silently dropping the row.
 */
export function demotingFindings(trajectories: readonly RowTrajectoryFacts[], rowId: string): DemotingFinding[] {
  return trajectories
    .filter((t) => t.rowId === rowId)
    .flatMap((t) =>
      t.findings
        .filter((f) => isBlocking(f) && f.kind !== "instruction_mismatch")
        .map((f) => ({ kind: f.kind, step: f.step, title: f.title, rolloutPath: t.rolloutPath })),
    );
}

/**
 * Rows that count toward a gate but have no stored trajectory of their own: nothing was audited, so
 * their honesty is not evidence (a trajectory cited but left out of the folder is absent; one tied to
 * the row by name only is contested until a reviewer confirms it).
 */
function unauditedRowEvidence(facts: GateFacts): GateEvidence[] {
  const stored = new Set((facts.trajectories ?? []).map((t) => t.rowId));
  return facts.rows
    .filter((r) => r.status === "official" && r.condition !== "other" && exclusionOf(r, "any") === null)
    .flatMap((row): GateEvidence[] => {
      const label = `${rowLabel(row)} (${conditionLabel(row)})`;
      const t = row.trajectory ?? null;
      if (t?.state === "stored" && t.linkedByName)
        return [
          {
            kind: "unknown",
            grade: "contested",
            rowId: row.id,
            text: `${label}: its trajectory ${t.path ?? ""} is linked by name only (please confirm before it counts as this row's audit)`,
            numbers: {},
          },
        ];
      if (stored.has(row.id)) return [];
      if (t?.state === "absent")
        return [
          {
            kind: "unknown",
            grade: "absent",
            rowId: row.id,
            text: `${label}: its trajectory ${t.path ?? ""} is not in the folder, so nothing was audited`,
            numbers: {},
          },
        ];
      return [
        { kind: "unknown", grade: "absent", rowId: row.id, text: `${label}: no stored trajectory, so nothing was audited`, numbers: {} },
      ];
    });
}

export function trajectoryIntegrityGate(facts: GateFacts): Gate {
  const evidence: GateEvidence[] = [];
  const trajectories = facts.trajectories ?? [];
  const contested = new Set(facts.rows.filter((r) => r.trajectory?.linkedByName).map((r) => r.id));
  for (const t of trajectories) {
    const where = (f: TrajectoryFindingFacts) => `${t.label}: ${f.title}${f.step !== null ? ` (step ${f.step})` : ""}`;
    const blocking = t.findings.filter(isBlocking);
    for (const f of blocking) {
      evidence.push({
        kind: t.counts ? "problem" : "note",
        rowId: t.rowId ?? undefined,
        text: t.counts ? `${where(f)} — cannot count as official` : `${where(f)} — row does not count as official`,
        numbers: { step: f.step },
      });
    }
    if (blocking.length === 0) {
      const warnings = t.findings.filter((f) => f.severity === "warning").length;
      const tail = warnings ? ` (${warnings} warning${warnings === 1 ? "" : "s"} to read)` : "";
      const why = t.rowId === null ? " — not linked to a row" : t.counts ? "" : " — row does not count as official";
      // a clean trajectory linked by name only is reported by unauditedRowEvidence, not passed here
      if (t.rowId !== null && contested.has(t.rowId) && t.counts) continue;
      evidence.push({
        kind: t.counts ? "ok" : "note",
        grade: "measured",
        rowId: t.rowId ?? undefined,
        text: `${t.label}: no blocking finding${tail}${why}`,
        numbers: { warnings },
      });
    }
  }
  evidence.push(...unauditedRowEvidence(facts));
  if (evidence.length === 0) evidence.push({ kind: "unknown", grade: "absent", text: "no stored trajectory to audit", numbers: {} });
  return {
    id: "trajectory-integrity",
    title: "Trajectories show honest runs",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["trajectory-integrity"],
    evidence,
  };
}
