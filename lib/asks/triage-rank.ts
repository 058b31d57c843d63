// The order of the triage list for one maintainer: what needs THIS maintainer now comes first.
// Tiers, first match wins (whose court a task is in: triage-filter.ts):
//   0. waits on a maintainer, assigned to me
//   1. waits on a maintainer, mine or nobody's, with new pushes since my review or submissions awaiting
//   2. waits on a maintainer, mine or nobody's (first review, a comment-only verdict, a follow-up)
//   3. waits on a maintainer, another maintainer's
//   4. waits on the contributor
//   5. waits on nobody (approved)
// Within a tier: more blocking gates first, then the oldest waiting first, then the task id.
// Pure; the reason shown per row says which facts put it there.
import { courtOf, type CourtFacts } from "./triage-filter";
import type { WaitsOnWho } from "./waits-on";

export interface TriageRankFacts extends CourtFacts {
  id: string;
  waitsOn: WaitsOnWho;
  /** why it waits on whom (lib/asks/waits-on.ts): said when no stronger reason is */
  waitsOnWhy: string;
  assignedReviewerName: string | null;
  lastVerdictAuthorName: string | null;
  /** revisions imported after the one my newest verdict judged; null: I never reviewed the task */
  pushesSinceMyReview: number | null;
  submissionsAwaiting: number;
  /** gates that keep the commit status from success: fail, not checkable yet, claimed only */
  blocking: number;
  /** since when the task waits on its current side (ms since the epoch); null: unknown, ranked last */
  waitingSince: number | null;
}

export interface TriageRank {
  tier: number;
  /** "assigned to you · 2 new pushes since your review · 1 blocking" */
  reason: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function tierOf(f: TriageRankFacts, me: string | null): number {
  if (f.waitsOn === "contributor") return 4;
  if (f.waitsOn === "nobody") return 5;
  const court = courtOf(f, me);
  if (court === "other") return 3;
  if (court === "mine" && f.assignedReviewerId !== null) return 0;
  return (f.pushesSinceMyReview ?? 0) > 0 || f.submissionsAwaiting > 0 ? 1 : 2;
}

function whose(f: TriageRankFacts, me: string | null): string {
  if (f.assignedReviewerId !== null)
    return f.assignedReviewerId === me ? "assigned to you" : `assigned to ${f.assignedReviewerName ?? "another maintainer"}`;
  if (!f.reviewed) return "unassigned, never reviewed";
  return f.lastVerdictAuthorId !== null && f.lastVerdictAuthorId === me
    ? "you reviewed it last"
    : `last reviewed by ${f.lastVerdictAuthorName ?? "another maintainer"}`;
}

export function triageRank(f: TriageRankFacts, me: string | null): TriageRank {
  const fresh: string[] = [];
  if (f.pushesSinceMyReview) fresh.push(`${plural(f.pushesSinceMyReview, "new push", "new pushes")} since your review`);
  if (f.submissionsAwaiting) fresh.push(`${plural(f.submissionsAwaiting, "submission")} awaiting`);
  // the waits-on reason says what a maintainer owes when nothing new does, and what others owe
  const why = f.waitsOn !== "maintainer" || fresh.length === 0 ? [f.waitsOnWhy] : [];
  const parts = [whose(f, me), ...fresh, ...why, f.blocking ? `${f.blocking} blocking` : ""].filter(Boolean);
  return { tier: tierOf(f, me), reason: parts.join(" · ") };
}

/** The list in triage order for `me`, each row with its rank (the rows are not copied: a spread per row was garbage at 1,000 tasks). */
export function rankTriage<T extends TriageRankFacts>(rows: readonly T[], me: string | null): { row: T; rank: TriageRank }[] {
  const ranked = rows.map((row) => ({ row, rank: triageRank(row, me) }));
  return ranked.sort(
    (a, b) =>
      a.rank.tier - b.rank.tier ||
      b.row.blocking - a.row.blocking ||
      (a.row.waitingSince ?? Infinity) - (b.row.waitingSince ?? Infinity) ||
      (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0),
  );
}
