// The triage list's quick filters, as one pure predicate the table applies per row, and whose
// court a task waiting on a maintainer is in (the ranking, triage-rank.ts, uses the same rule):
//   mine:    assigned to me, or unassigned and my verdict is its newest
//   nobody's: unassigned and never reviewed
//   other:   assigned to another maintainer, or unassigned and another's verdict is the newest
// The filters:
//   needs my review:         waits on a maintainer, and mine (the ball is in my court)
//   needs a reviewer:        waits on a maintainer, and nobody's
//   waiting on contributor:  waits on the contributor
//   changed since my review: I wrote a verdict, and the latest revision is not the one it judged
// ("needs my review" matched every task waiting on any maintainer when nobody was assigned, issue 34.)
import type { WaitsOnWho } from "./waits-on";

export const TRIAGE_FILTERS = ["all", "needs-my-review", "needs-a-reviewer", "waiting-on-contributor", "changed-since-my-review"] as const;
export type TriageFilter = (typeof TRIAGE_FILTERS)[number];

export const TRIAGE_FILTER_LABEL: Record<TriageFilter, string> = {
  all: "all tasks",
  "needs-my-review": "needs my review",
  "needs-a-reviewer": "needs a reviewer",
  "waiting-on-contributor": "waiting on contributor",
  "changed-since-my-review": "changed since my review",
};

export interface CourtFacts {
  assignedReviewerId: string | null;
  /** who wrote the task's newest verdict; null: never reviewed (or written by no account) */
  lastVerdictAuthorId: string | null;
  /** the task has a verdict at all */
  reviewed: boolean;
}

export type Court = "mine" | "nobody" | "other";

export function courtOf(f: CourtFacts, me: string | null): Court {
  if (f.assignedReviewerId !== null) return me !== null && f.assignedReviewerId === me ? "mine" : "other";
  if (!f.reviewed) return "nobody";
  return me !== null && f.lastVerdictAuthorId === me ? "mine" : "other";
}

export interface TriageFilterFacts extends CourtFacts {
  waitsOn: WaitsOnWho;
  latestRevisionId: string | null;
  /** the revision my newest verdict on this task judged; null = I never reviewed it */
  myLastVerdictRevisionId: string | null;
}

export function matchesTriageFilter(row: TriageFilterFacts, filter: TriageFilter, me: string | null): boolean {
  switch (filter) {
    case "all":
      return true;
    case "needs-my-review":
      return row.waitsOn === "maintainer" && courtOf(row, me) === "mine";
    case "needs-a-reviewer":
      return row.waitsOn === "maintainer" && courtOf(row, me) === "nobody";
    case "waiting-on-contributor":
      return row.waitsOn === "contributor";
    case "changed-since-my-review":
      return row.myLastVerdictRevisionId !== null && row.latestRevisionId !== row.myLastVerdictRevisionId;
  }
}
