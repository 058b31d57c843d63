// One line of the triage list as the client table receives it: plain values only (dates as ISO
// strings), built on the server from lib/asks/store/triage-list.ts.
import type { GateOutcome } from "@/lib/gates";
import type { WaitsOnWho } from "@/lib/asks/waits-on";

export interface TriageTableRow {
  id: string;
  title: string;
  family: string;
  judgeId: string | null;
  isDemo: boolean;
  reviewStatus: string;
  latestRevisionId: string | null;
  latestRevisionAt: string | null;
  latestRevisionSource: string | null;
  revisionCount: number;
  rowCount: number;
  counts: Record<GateOutcome, number> | null;
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
  lastActivity: string | null;
  myLastVerdictRevisionId: string | null;
}

/** Sorting by attention: fails first, then not-enough-evidence, then claimed-only. */
export const attentionScore = (r: TriageTableRow) =>
  r.counts ? r.counts.fail * 10_000 + r.counts.insufficient * 100 + r.counts.claimed : -1;

export const shortWhen = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "—");
