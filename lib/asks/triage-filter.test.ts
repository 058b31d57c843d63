// The quick filters over a table of task states (me = u1). "needs my review" is the ball in my
// court: it matched every task waiting on any maintainer when nobody was assigned (5 of 5, issue 34).
import { describe, expect, it } from "vitest";
import { courtOf, matchesTriageFilter, TRIAGE_FILTERS, type TriageFilter, type TriageFilterFacts } from "./triage-filter";

// a task waiting on a maintainer, unassigned, whose newest verdict is another maintainer's
const row = (over: Partial<TriageFilterFacts>): TriageFilterFacts => ({
  waitsOn: "maintainer",
  assignedReviewerId: null,
  lastVerdictAuthorId: "u2",
  reviewed: true,
  latestRevisionId: "r2",
  myLastVerdictRevisionId: null,
  ...over,
});

// one task state per line, and which filters it passes (every filter is decided for every state)
const STATES: [string, Partial<TriageFilterFacts>, TriageFilter[]][] = [
  ["assigned to me, waits on maintainer", { assignedReviewerId: "u1" }, ["all", "needs-my-review"]],
  ["assigned to me, waits on contributor", { assignedReviewerId: "u1", waitsOn: "contributor" }, ["all", "waiting-on-contributor"]],
  ["assigned to someone else, even after my verdict", { assignedReviewerId: "u2", lastVerdictAuthorId: "u1" }, ["all"]],
  ["unassigned, my verdict is the newest, waits on maintainer", { lastVerdictAuthorId: "u1" }, ["all", "needs-my-review"]],
  ["unassigned, another's verdict is the newest", {}, ["all"]],
  ["unassigned, never reviewed", { reviewed: false, lastVerdictAuthorId: null }, ["all", "needs-a-reviewer"]],
  [
    "unassigned, never reviewed, nothing imported",
    { reviewed: false, lastVerdictAuthorId: null, waitsOn: "contributor" },
    ["all", "waiting-on-contributor"],
  ],
  ["unassigned, a verdict by no account is the newest", { lastVerdictAuthorId: null }, ["all"]],
  ["approved by me", { lastVerdictAuthorId: "u1", waitsOn: "nobody", myLastVerdictRevisionId: "r2" }, ["all"]],
  [
    "I reviewed r1, r2 came since (and mine is the newest verdict)",
    { lastVerdictAuthorId: "u1", myLastVerdictRevisionId: "r1" },
    ["all", "needs-my-review", "changed-since-my-review"],
  ],
  [
    "I reviewed r1, another reviewed r2 since",
    { myLastVerdictRevisionId: "r1", waitsOn: "contributor" },
    ["all", "waiting-on-contributor", "changed-since-my-review"],
  ],
];

describe("matchesTriageFilter (me = u1)", () => {
  for (const [name, over, passes] of STATES)
    it(name, () => {
      expect(TRIAGE_FILTERS.filter((f) => matchesTriageFilter(row(over), f, "u1"))).toEqual(passes);
    });

  it("five tasks all waiting on a maintainer, none assigned: only the ones in my court need my review", () => {
    const five = [
      row({ reviewed: false, lastVerdictAuthorId: null }),
      row({ reviewed: false, lastVerdictAuthorId: null }),
      row({ lastVerdictAuthorId: "u1" }),
      row({ lastVerdictAuthorId: "u2" }),
      row({ lastVerdictAuthorId: "u3" }),
    ];
    expect(five.filter((r) => matchesTriageFilter(r, "needs-my-review", "u1"))).toHaveLength(1);
    expect(five.filter((r) => matchesTriageFilter(r, "needs-a-reviewer", "u1"))).toHaveLength(2);
  });

  it("a signed-out reader has no court of their own", () => {
    expect(matchesTriageFilter(row({ assignedReviewerId: "u1" }), "needs-my-review", null)).toBe(false);
    expect(courtOf({ assignedReviewerId: null, lastVerdictAuthorId: null, reviewed: true }, null)).toBe("other");
  });
});
