// One line of the triage list as the client table receives it: plain values only (dates as ISO
// strings), built on the server from lib/asks/store/triage-list.ts, in triage order for the reader
// (lib/asks/triage-rank.ts: `rank` is the position, `rankReason` why).
import type { GateOutcome } from "@/lib/gates";
import type { WaitsOnWho } from "@/lib/asks/waits-on";

export interface TriageTablePull {
  number: number;
  headSha: string;
  status: "success" | "failure" | "publish failed" | "not published";
}

export interface TriageTableRow {
  id: string;
  title: string;
  family: string;
  judgeId: string | null;
  isDemo: boolean;
  reviewStatus: string;
  /** 0 = first in triage order for the reader */
  rank: number;
  rankReason: string;
  latestRevisionId: string | null;
  latestRevisionAt: string | null;
  latestRevisionSource: string | null;
  revisionCount: number;
  rowCount: number;
  counts: Record<GateOutcome, number> | null;
  blocking: number;
  claimsNotReproduced: number;
  submissionsAwaiting: number;
  audits: "current" | "stale" | "none";
  changedSinceReview: boolean;
  openAuthorAsks: number;
  openMaintainerAsks: number;
  waitsOn: WaitsOnWho;
  waitsOnWhy: string;
  assignedReviewerId: string | null;
  assignedReviewerName: string | null;
  lastVerdictAuthorId: string | null;
  reviewed: boolean;
  lastActivity: string | null;
  lastActivityWhat: string | null;
  myLastVerdictRevisionId: string | null;
  pulls: TriageTablePull[];
}

/** Sorting by attention: fails first, then not-enough-evidence, then claimed-only. */
export const attentionScore = (r: TriageTableRow) =>
  r.counts ? r.counts.fail * 10_000 + r.counts.insufficient * 100 + r.counts.claimed : -1;

export const shortWhen = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "—");
