// Trajectory integrity: a row that counts toward a gate must not have read the answer key, used the
// network, run through a wrapper, received another instruction or broken its condition — as its
// own trajectory proves. A blocking finding on a counted row fails the gate, and the row is demoted
// in the gate facts (demotingFindings): every other gate lists it as "does not count". The
// instruction hash the log proves is the instruction-parity gate's business.
import { outcomeFromEvidence } from "./rows";
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

export function trajectoryIntegrityGate(facts: GateFacts): Gate {
  const evidence: GateEvidence[] = [];
  const trajectories = facts.trajectories ?? [];
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
      evidence.push({
        kind: t.counts ? "ok" : "note",
        rowId: t.rowId ?? undefined,
        text: `${t.label}: no blocking finding${tail}${why}`,
        numbers: { warnings },
      });
    }
  }
  if (trajectories.length === 0) evidence.push({ kind: "unknown", text: "no stored trajectory to audit", numbers: {} });
  return {
    id: "trajectory-integrity",
    title: "Trajectories show honest runs",
    outcome: outcomeFromEvidence(evidence),
    threshold: GATE_THRESHOLD_TEXT["trajectory-integrity"],
    evidence,
  };
}
