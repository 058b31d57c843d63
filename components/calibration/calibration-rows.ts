// The calibration table's row: plain, serialisable values (it crosses into a client component),
// with the comparisons reviewers make already computed: claimed vs recomputed score, the row's
// instruction sha256 vs the revision's current instruction, and how much of the video the row's
// trajectory inspected (the same numbers the ledger inspector's coverage track shows).
import { rejectionReason } from "@/components/task/judge-rejection";
import { claimTolerance, sameInstruction } from "@/lib/gates";
import { coveragePercent } from "@/lib/rollouts/coverage/extract-coverage";
import { TrajectorySummarySchema } from "@/lib/rollouts/types";
import type { RevisionView, RowView } from "@/components/task/task-view-types";
import { rowProvenance, type RowProvenance } from "@/lib/export/row-provenance";
import { submissionView, type SubmissionView } from "@/lib/submissions/policy";

const claimDelta = (claimed: number | null, recomputed: number | null) =>
  claimed == null || recomputed == null ? null : recomputed - claimed;

export type InstructionMatch = "match" | "mismatch" | "unknown";

/** The stored row's identity and run, as the task page's RowView carries them. */
type RowRun = Pick<RowView, "id" | "ordinal" | "harness" | "harnessVersion" | "model" | "reasoning" | "condition" | "conditionLabel">;

export interface CalibrationTableRow extends RowProvenance, RowRun {
  claimed: number | null;
  claimedText: string;
  /** our judge's score of the row's ledger under the primary pairing */
  recomputed: number | null;
  /** why there is no recomputed score, or the judge's reason */
  recomputedNote: string | null;
  /** the judge rejected the row's ledger as a whole (its 0 is a penalty): the judge's reason */
  rejectedReason: string | null;
  /** recomputed - claimed */
  delta: number | null;
  turns: number | null;
  instructionSha256: string | null;
  instructionMatch: InstructionMatch;
  /** for a mismatch: the label of the earlier revision whose instruction the row ran (null: none known) */
  instructionRevision: string | null;
  /** RowStatus enum value (official, diagnostic, replaced, ...) */
  status: string;
  notes: string;
  /** the ledger inspector for this row's ledger */
  ledgerHref: string | null;
  ledgerPath: string | null;
  /** the rollout (trajectory) file name, and its full path and sha256 for the tooltip */
  rolloutFile: string | null;
  rolloutPath: string | null;
  rolloutSha256: string | null;
  /** the row cites a rollout the folder does not contain */
  rolloutMissing: boolean;
  /** the row cites a ledger the folder does not contain */
  missingLedgerPath: string | null;
  /** % of the media's duration the row's trajectory inspected (video spans and stills); null: see coverageNote */
  coverage: number | null;
  /** % of the duration it listened to (transcribed / decoded audio), for the tooltip */
  audioCoverage: number | null;
  /** why there is no coverage number ("no trajectory", ...), or how it was measured */
  coverageNote: string;
  /** a contributor's proposal and its review (null: imported, counts as the folder says) */
  submission: SubmissionView | null;
}

/** What the coverage column reads of a revision beyond the view types: stored summaries and the media's duration. */
export interface CoverageInputs {
  rollouts?: readonly { id: string; path?: string; summary?: unknown }[];
  media?: readonly { durationSec: number | null }[];
}

/**
 * The row's coverage as the inspector's coverage track computes it (lib/rollouts/store/ledger-coverage.ts):
 * the stored summary's coverage, over the pinned media's duration, video and stills for the number.
 */
export function rowCoverage(
  rolloutId: string | null,
  revision: CoverageInputs,
): Pick<CalibrationTableRow, "coverage" | "audioCoverage" | "coverageNote"> {
  const none = (coverageNote: string) => ({ coverage: null, audioCoverage: null, coverageNote });
  if (!rolloutId) return none("no trajectory: nothing shows what the agent inspected");
  const rollout = revision.rollouts?.find((r) => r.id === rolloutId);
  const summary = rollout ? TrajectorySummarySchema.safeParse(rollout.summary) : null;
  const coverage = summary?.success ? summary.data.coverage : undefined;
  if (!coverage) return none("the trajectory has not been audited for coverage");
  const durationSec = revision.media?.[0]?.durationSec ?? null;
  const video = coveragePercent(coverage, durationSec, ["video", "frame"]);
  if (video === null) return none("the media's duration is unknown");
  const audio = coveragePercent(coverage, durationSec, ["audio"]);
  return {
    coverage: video,
    audioCoverage: audio,
    coverageNote: `${coverage.segments.length} inspected span${coverage.segments.length === 1 ? "" : "s"} from ${coverage.mediaCalls} media call${coverage.mediaCalls === 1 ? "" : "s"} over ${Math.round(durationSec!)} s`,
  };
}

/** Whether Δ breaks the claim-precision rule for a claim written as `claimText` (lib/gates/claim-precision.ts). */
export function deltaIsOff(delta: number | null, claimText?: string | null): boolean {
  return delta !== null && Math.abs(delta) > claimTolerance(claimText) + 1e-9;
}

export function instructionMatch(rowSha: string | null, currentSha: string): InstructionMatch {
  if (!rowSha) return "unknown";
  // contributors write hashes abbreviated ("a970d16d…11e4"): the gate's own comparison
  return sameInstruction(rowSha, currentSha) ? "match" : "mismatch";
}

/** An earlier revision whose instruction.md the row ran (the newest such), or null. */
export function olderInstructionOf(
  rowSha: string | null,
  currentSha: string,
  earlier: readonly { label: string; instructionSha256?: string }[],
): string | null {
  if (!rowSha || sameInstruction(rowSha, currentSha)) return null;
  return earlier.find((r) => r.instructionSha256 && sameInstruction(rowSha, r.instructionSha256))?.label ?? null;
}

const basename = (p: string) => p.slice(p.lastIndexOf("/") + 1);

/** Maps the task page's overview (latest revision) to table rows. Pure. */
export function toCalibrationTableRows(
  taskId: string,
  revision: Pick<RevisionView, "pairings" | "ledgers" | "rows" | "instructionSha256"> &
    Partial<Pick<RevisionView, "submissionState" | "reviewReason" | "reviewedByName">> &
    CoverageInputs,
  /** the task's revisions (any order; the shown one is skipped by its sha): names the instruction a mismatched row ran */
  earlier: readonly { label: string; instructionSha256?: string }[] = [],
): CalibrationTableRow[] {
  const primary = revision.pairings.find((p) => p.isPrimary)?.id ?? null;
  const runsByLedger = new Map(revision.ledgers.map((l) => [l.id, l.scoreRuns]));
  return revision.rows.map((row) => {
    const run = row.ledger && primary ? (runsByLedger.get(row.ledger.id)?.find((r) => r.pairingId === primary) ?? null) : null;
    return {
      id: row.id,
      ordinal: row.ordinal,
      harness: row.harness,
      harnessVersion: row.harnessVersion,
      model: row.model,
      reasoning: row.reasoning,
      condition: row.condition,
      conditionLabel: row.conditionLabel,
      claimed: row.claimedScore,
      claimedText: row.claimedScoreText,
      recomputed: run?.rewardValue ?? null,
      recomputedNote: run ? run.reason : row.ledger ? "not scored" : "no ledger",
      rejectedReason: rejectionReason(run?.reason),
      delta: claimDelta(row.claimedScore, run?.rewardValue ?? null),
      turns: row.claimedTurns ?? row.rollout?.toolCallTurns ?? null,
      instructionSha256: row.instructionSha256,
      instructionMatch: instructionMatch(row.instructionSha256, revision.instructionSha256),
      instructionRevision: olderInstructionOf(row.instructionSha256, revision.instructionSha256, earlier),
      status: row.status,
      notes: row.notes,
      ledgerHref: row.ledger ? `/tasks/${encodeURIComponent(taskId)}/ledgers/${row.ledger.id}` : null,
      ledgerPath: row.ledger?.path ?? null,
      rolloutFile: row.rollout ? basename(row.rollout.path) : row.citedRolloutPath ? basename(row.citedRolloutPath) : null,
      rolloutPath: row.rollout?.path ?? row.citedRolloutPath ?? null,
      rolloutSha256: row.rollout?.sha256 ?? null,
      rolloutMissing: !row.rollout && !!row.citedRolloutPath,
      missingLedgerPath: !row.ledger && row.citedLedgerPath ? row.citedLedgerPath : null,
      ...rowCoverage(row.rollout ? row.rolloutId : null, revision),
      ...rowProvenance({ ...row, rolloutId: row.rollout ? row.rolloutId : null }, revision.rollouts ?? []),
      submission: submissionView(row, revision),
    };
  });
}

/** The free-text filter: any of the descriptive columns contains the text (case-insensitive). */
export function rowMatchesText(row: CalibrationTableRow, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [
    row.harness,
    row.harnessVersion,
    row.model,
    row.reasoning,
    row.conditionLabel,
    row.condition,
    row.status,
    row.notes,
    row.rolloutFile,
    row.ledgerPath,
    row.harnessMode,
    row.network,
    row.runEnded,
    // rows built before the provenance columns have no labels
    ...(row.labels ?? []).map((l) => l.label),
  ].some((v) => v != null && v.toLowerCase().includes(q));
}

/** Distinct values of a column, in first-seen order, for the filter pickers. */
export function distinct(rows: readonly CalibrationTableRow[], pick: (r: CalibrationTableRow) => string): string[] {
  return [...new Set(rows.map(pick))];
}
