// The triage list's quick filters, as one pure predicate the table applies per row.
//   needs my review:         waits on a maintainer, and assigned to me or to nobody
//   waiting on contributor:  waits on the contributor
//   changed since my review: I wrote a verdict, and the latest revision is not the one it judged
import type { WaitsOnWho } from "./waits-on";

export const TRIAGE_FILTERS = ["all", "needs-my-review", "waiting-on-contributor", "changed-since-my-review"] as const;
export type TriageFilter = (typeof TRIAGE_FILTERS)[number];

export const TRIAGE_FILTER_LABEL: Record<TriageFilter, string> = {
  all: "all tasks",
  "needs-my-review": "needs my review",
  "waiting-on-contributor": "waiting on contributor",
  "changed-since-my-review": "changed since my review",
};

export interface TriageFilterFacts {
  waitsOn: WaitsOnWho;
  assignedReviewerId: string | null;
  latestRevisionId: string | null;
  /** the revision my newest verdict on this task judged; null = I never reviewed it */
  myLastVerdictRevisionId: string | null;
}

export function matchesTriageFilter(row: TriageFilterFacts, filter: TriageFilter, me: string | null): boolean {
  switch (filter) {
    case "all":
      return true;
    case "needs-my-review":
      return row.waitsOn === "maintainer" && (row.assignedReviewerId === null || row.assignedReviewerId === me);
    case "waiting-on-contributor":
      return row.waitsOn === "contributor";
    case "changed-since-my-review":
      return row.myLastVerdictRevisionId !== null && row.latestRevisionId !== row.myLastVerdictRevisionId;
  }
}
