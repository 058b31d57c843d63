// A task's revisions as the revision list shows them (plain values; lib/revisions/store/list-revisions.ts fills them in).

export interface RevisionListItem {
  id: string;
  label: string;
  importedAt: Date;
  sourceKind: string;
  /** sha256 of the revision's instruction.md (rows name the instruction they ran by it) */
  instructionSha256?: string;
  commits: { sha: string; author: string; authorDate: Date; message: string }[];
}

export interface RevisionHistory {
  revisions: RevisionListItem[];
  /** the latest verdict and the revision it judged (null: no verdict, or one from before verdicts recorded it) */
  lastReview: { verdict: string; author: string; createdAt: Date; revisionId: string | null } | null;
  /** the latest revision is not the one the last verdict judged */
  changedSinceReview: boolean;
}
