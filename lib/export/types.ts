// Input of the PR-comment generator: stored facts plus the gates computed from them, and the
// typed sections other parts of the dashboard append (audits, trajectories, revision diffs).
import type { CalibrationRowFacts, Gate } from "../gates";

export type ReviewVerdict = "approve" | "request_changes" | "comment";

export interface ReviewCommentInput {
  task: { id: string; title?: string | null };
  revision: {
    /** sha256 of the revision's steps/solve/instruction.md (the PR author can compute it) */
    instructionSha256: string;
    /** the primary judge: the one the recomputed column comes from */
    judgeId?: string | null;
  };
  gates: Gate[];
  rows: ReviewCommentRow[];
  /** null: no verdict recorded yet */
  verdict: ReviewVerdict | null;
  comments: ReviewComment[];
  /** issues a reviewer tracks by hand, beyond what the gates find */
  openIssues: OpenIssue[];
  /** import findings, of the folder and of its rows */
  findings?: ReviewFinding[];
  /** every judge the revision's ledgers were scored under */
  pairings?: ReviewJudgePairing[];
  /**
   * Sections appended by other parts of the dashboard (audit findings, trajectory findings,
   * "changed since last review"): typed blocks, escaped by the renderer, placed by `placement`.
   */
  sections?: ReviewSection[];
}

export type ReviewCommentRow = Pick<
  CalibrationRowFacts,
  "id" | "harness" | "model" | "condition" | "conditionLabel" | "status" | "claimedScore" | "claimedScoreText" | "recomputedScore" | "turns"
> & {
  /** the instruction.md sha256 the row ran, as recorded (full or abbreviated) */
  instructionSha256?: string | null;
  /** the judge refused the row's ledger (its score is a rejection, not an honest 0): the judge's reason */
  rejectedReason?: string | null;
};

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

export type FindingSeverity = "error" | "warning" | "info";

export interface ReviewFinding {
  severity: FindingSeverity;
  /** a path inside the task folder, as the PR shows it */
  file?: string | null;
  line?: number | null;
  field?: string | null;
  message: string;
  /** the calibration row the finding is about, named as the table names it */
  row?: string | null;
}

export interface ReviewJudgePairing {
  judgeId: string;
  label?: string | null;
  isPrimary: boolean;
  /** path inside the task folder, or a description when the ground truth is derived */
  groundTruthPath?: string | null;
  groundTruthSha256?: string | null;
  /** the folder's own oracle recomputed under this judge */
  oracleScore?: number | null;
  /** a perfect submission built from this pairing's ground truth, recomputed under it (when stored) */
  perfectScore?: number | null;
  /** calibration rows re-scored under this judge, by row id (rows without a ledger are absent) */
  rowScores?: Record<string, number | null>;
}

// ---- sections: what other helpers append ----

/** Inline text: plain strings are escaped; code spans and bold are the only formatting. */
export type ReviewInline = string | { code: string } | { strong: string };
export type ReviewText = string | ReviewInline[];

export type ReviewBlock =
  | { kind: "paragraph"; text: ReviewText }
  | { kind: "bullets"; items: ReviewText[] }
  /** an ordered list ("Remaining author-side work: 1. … 2. …") */
  | { kind: "numbered"; items: ReviewText[] }
  | { kind: "table"; columns: ReviewTableColumn[]; rows: ReviewText[][] }
  /** folded on GitHub: `summary` is always visible, `blocks` open on a click */
  | { kind: "details"; summary: ReviewText; blocks: ReviewBlock[] }
  /** a reviewer's own words: quoted, so nothing in them can start a heading */
  | { kind: "quote"; text: string };

export interface ReviewTableColumn {
  title: string;
  align?: "left" | "right";
}

/**
 * Where an appended section goes: right under the heading (what the task says about itself, such
 * as its own verdict), after the blocking gates (a finding that changes the verdict), after the
 * calibration table (evidence about rows), or before the verdict.
 */
export type ReviewSectionPlacement = "top" | "after-gates" | "after-calibration" | "before-verdict";

export interface ReviewSection {
  /** stable id, e.g. "audit-findings"; sections with the same id are not repeated */
  id: string;
  title: string;
  placement?: ReviewSectionPlacement;
  blocks: ReviewBlock[];
}
