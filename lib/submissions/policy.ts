// What a submission is worth before and after a maintainer looks at it. Pure: the write paths
// (rows, uploads, revisions), the accept/reject actions and the gate facts all ask these, so a
// contributor's proposal cannot count anywhere a maintainer has not accepted it. Who may review is
// decided by can() (need "review") in the guard; these functions take its answer as `mayReview`.
import type { SubmissionState } from "../gates/row-flags";

export type { SubmissionState };

/** The kinds of thing a contributor submits; each carries its own review columns. */
export const SUBMISSION_KINDS = ["row", "ledger", "rollout", "revision"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** The words shown on a row (calibration table, export) for each state; null = not a submission. */
export const SUBMISSION_LABELS: Record<SubmissionState, string> = {
  submitted: "submitted — not counted until a maintainer accepts",
  accepted: "accepted",
  rejected: "rejected — counted by no gate",
};

/** A reviewer's own write counts as written, like an import; anyone else's is a proposal. */
export function submissionStateFor(mayReview: boolean): SubmissionState | null {
  return mayReview ? null : "submitted";
}

/** Only a maintainer decides that a row is official; the answer is the refusal's message, or null when allowed. */
export function statusRefusal(mayReview: boolean, requestedStatus: string | null): string | null {
  if (requestedStatus !== "official" || mayReview) return null;
  return (
    "row.status: only a maintainer sets a row's status to official; send the row without a status " +
    "(it lands as submitted and counts once a maintainer accepts it)"
  );
}

/**
 * The state a row counts with in the gates: its own, unless the revision it sits on is itself an
 * unaccepted submission (every row of a pushed folder is then a proposal too).
 */
export function effectiveSubmission(row: SubmissionState | null, revision: SubmissionState | null): SubmissionState | null {
  if (revision === "rejected" || row === "rejected") return "rejected";
  if (revision === "submitted" || row === "submitted") return "submitted";
  return row;
}

export type ReviewDecision = "accept" | "reject";

/** Which transitions a maintainer may make: from submitted either way; a decision may be revised, never undone to null. */
export function reviewRefusal(current: SubmissionState | null, decision: ReviewDecision, reason: string | null): string | null {
  if (current === null) return "this was not submitted by a contributor: it counts as imported and has nothing to accept or reject";
  if (decision === "reject" && !reason?.trim()) return "reason: say why it is rejected (the contributor sees it)";
  if (decision === "accept" && current === "accepted") return "already accepted";
  if (decision === "reject" && current === "rejected") return "already rejected";
  return null;
}

export const stateAfter = (decision: ReviewDecision): SubmissionState => (decision === "accept" ? "accepted" : "rejected");

/** What a reader is shown about a row's review: the state in words, who decided, and why. */
export interface SubmissionView {
  state: SubmissionState;
  label: string;
  reason: string | null;
  reviewedBy: string | null;
  /** the state comes from the pushed revision the row sits on, not the row itself */
  viaRevision: boolean;
}

interface Reviewable {
  submissionState?: string | null;
  reviewReason?: string | null;
  reviewedByName?: string | null;
}

const isState = (v: unknown): v is SubmissionState => v === "submitted" || v === "accepted" || v === "rejected";

/** The row's review as shown on the calibration table and in the export; null = imported, counts as the folder says. */
export function submissionView(row: Reviewable, revision: Reviewable | null | undefined): SubmissionView | null {
  const own = isState(row.submissionState) ? row.submissionState : null;
  const pushed = isState(revision?.submissionState) ? revision.submissionState : null;
  const state = effectiveSubmission(own, pushed);
  if (state === null) return null;
  const viaRevision = state !== own;
  const decided = viaRevision ? revision! : row;
  return {
    state,
    label: viaRevision ? `${SUBMISSION_LABELS[state]} (the pushed revision)` : SUBMISSION_LABELS[state],
    reason: decided.reviewReason ?? null,
    reviewedBy: decided.reviewedByName ?? null,
    viaRevision,
  };
}

/** One submission in the maintainer's accept / reject list (lib/submissions/store/list-submissions.ts). */
export interface SubmissionItem {
  kind: SubmissionKind;
  id: string;
  /** what it is, in words: the row's harness / model / condition, a file's path, the revision's source */
  title: string;
  state: SubmissionState;
  authorName: string | null;
  submittedAt: string;
  reviewedByName: string | null;
  reviewReason: string | null;
  /** a row's ledger and trajectory, decided with it ("ledger uploads/ledgers/…json") */
  parts: string[];
  /** what stands against the proposal, shown beside its Accept; a blocking one refuses Accept without an override */
  findings: { message: string; blocking: boolean }[];
}
