// Input of the PR-comment generator: stored facts plus the gates computed from them.
import type { CalibrationRowFacts, Gate } from "../gates";

export type ReviewVerdict = "approve" | "request_changes" | "comment";

export interface ReviewCommentInput {
  task: { id: string; title?: string | null };
  revision: {
    /** sha256 over the imported files (TaskRevision.contentSha256) */
    contentSha256: string;
    instructionSha256: string;
    /** the judge that produced the recomputed scores */
    judgeId?: string | null;
  };
  gates: Gate[];
  rows: ReviewCommentRow[];
  /** null: no verdict recorded yet */
  verdict: ReviewVerdict | null;
  comments: ReviewComment[];
  /** issues a reviewer tracks by hand, beyond what the gates find */
  openIssues: OpenIssue[];
}

export type ReviewCommentRow = Pick<
  CalibrationRowFacts,
  "id" | "harness" | "model" | "condition" | "conditionLabel" | "status" | "claimedScore" | "recomputedScore" | "turns"
>;

export interface ReviewComment {
  author: string;
  body: string;
  /** what the comment is about, e.g. "row:codex" or "gate:media-duration" */
  anchor?: string | null;
}

export interface OpenIssue {
  title: string;
  detail?: string | null;
}
