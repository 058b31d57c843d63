// Gate input from stored trajectories: each stored rollout's findings (computed at import/upload)
// plus the checks that need its calibration row (condition, claims), in the gate's plain shape.
import type { RowTrajectoryFacts } from "../../gates/trajectory-gates";
import type { TrajectoryReviewItem } from "../report/trajectory-review-section";
import { auditRowAgainstTrajectory } from "../audits/audit-row";
import type { Finding } from "../audits/finding";
import { TrajectorySummarySchema, type TrajectorySummary } from "../types";
import type { GateRevision, GateRow } from "../../gates/store/gate-revision";

type Revision = GateRevision;
type Row = GateRow;

/** A stored summary, or null when it predates the current schema (shown as "not audited"). */
export function storedSummary(json: unknown): TrajectorySummary | null {
  const parsed = TrajectorySummarySchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function rowLabel(row: Row): string {
  return [row.harness, row.model, row.condition !== "full" ? row.conditionLabel : null].filter(Boolean).join(" ");
}

/** The row fields the row-relative audits read. */
export interface RowClaimFields {
  condition: string;
  claimedTurns: number | null;
  model: string | null;
  harnessVersion: string | null;
  ledger: { sha256: string; path: string } | null;
}

/** The row's own claims, as the row-relative audits read them. */
export function rowClaimsOf(row: RowClaimFields) {
  return {
    condition: row.condition.replace(/_/g, "-"),
    claimedToolCalls: row.claimedTurns,
    claimedModel: row.model,
    claimedHarnessVersion: row.harnessVersion,
    ledger: row.ledger ? { sha256: row.ledger.sha256, path: row.ledger.path } : null,
  };
}

/** Every finding of one rollout as it bears on one row (row null: an unlinked trajectory). */
export function findingsFor(summary: TrajectorySummary, row: Row | null): Finding[] {
  return [...(summary.findings ?? []), ...(row ? auditRowAgainstTrajectory(summary, rowClaimsOf(row)) : [])];
}

export function trajectoryFactsOf(revision: Revision): RowTrajectoryFacts[] {
  const rowsByRollout = new Map<string, Row[]>();
  for (const row of revision.rows) {
    if (!row.rollout) continue;
    rowsByRollout.set(row.rollout.id, [...(rowsByRollout.get(row.rollout.id) ?? []), row]);
  }
  const out: RowTrajectoryFacts[] = [];
  // partial revisions (tests, snapshots) may carry no rollouts at all
  for (const rollout of revision.rollouts ?? []) {
    const summary = storedSummary(rollout.summary);
    if (!summary) continue;
    const rows = rowsByRollout.get(rollout.id) ?? [null];
    for (const row of rows) {
      out.push({
        rowId: row?.id ?? null,
        label: row ? rowLabel(row) : (rollout.path.split("/").pop() ?? rollout.path),
        rolloutId: rollout.id,
        rolloutPath: rollout.path,
        counts: row !== null && row.status === "official",
        findings: findingsFor(summary, row).map((f) => ({ kind: f.kind, severity: f.severity, step: f.step, title: f.title })),
        provenInstructionSha256: summary.firstUserMessage?.sha256 ?? null,
      });
    }
  }
  return out;
}

/** Per stored trajectory and row, every finding with its evidence (the PR comment's section). */
export function trajectoryReviewItems(revision: Revision): TrajectoryReviewItem[] {
  const rowsByRollout = new Map<string, Row[]>();
  for (const row of revision.rows) if (row.rollout) rowsByRollout.set(row.rollout.id, [...(rowsByRollout.get(row.rollout.id) ?? []), row]);
  const out: TrajectoryReviewItem[] = [];
  for (const rollout of revision.rollouts ?? []) {
    const summary = storedSummary(rollout.summary);
    if (!summary) continue;
    for (const row of rowsByRollout.get(rollout.id) ?? [null]) {
      out.push({ label: row ? rowLabel(row) : "unlinked trajectory", path: rollout.path, findings: findingsFor(summary, row) });
    }
  }
  return out;
}
