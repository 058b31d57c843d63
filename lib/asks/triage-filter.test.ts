import { describe, expect, it } from "vitest";
import { matchesTriageFilter, type TriageFilter, type TriageFilterFacts } from "./triage-filter";

const row = (over: Partial<TriageFilterFacts>): TriageFilterFacts => ({
  waitsOn: "maintainer",
  assignedReviewerId: null,
  latestRevisionId: "r2",
  myLastVerdictRevisionId: null,
  ...over,
});

describe("matchesTriageFilter (me = u1)", () => {
  const cases: [string, TriageFilter, Partial<TriageFilterFacts>, boolean][] = [
    ["all keeps everything", "all", { waitsOn: "nobody" }, true],
    ["needs my review: unassigned, waits on maintainer", "needs-my-review", {}, true],
    ["needs my review: assigned to me", "needs-my-review", { assignedReviewerId: "u1" }, true],
    ["needs my review: assigned to someone else", "needs-my-review", { assignedReviewerId: "u2" }, false],
    ["needs my review: waits on contributor", "needs-my-review", { waitsOn: "contributor" }, false],
    ["needs my review: approved", "needs-my-review", { waitsOn: "nobody" }, false],
    ["waiting on contributor: yes", "waiting-on-contributor", { waitsOn: "contributor" }, true],
    ["waiting on contributor: no", "waiting-on-contributor", { waitsOn: "maintainer" }, false],
    ["changed since my review: newer revision", "changed-since-my-review", { myLastVerdictRevisionId: "r1" }, true],
    ["changed since my review: I judged the latest", "changed-since-my-review", { myLastVerdictRevisionId: "r2" }, false],
    ["changed since my review: I never reviewed", "changed-since-my-review", { myLastVerdictRevisionId: null }, false],
  ];
  for (const [name, filter, over, expected] of cases)
    it(name, () => {
      expect(matchesTriageFilter(row(over), filter, "u1")).toBe(expected);
    });
  it("a signed-out reader has no assignment of their own", () => {
    expect(matchesTriageFilter(row({ assignedReviewerId: "u1" }), "needs-my-review", null)).toBe(false);
  });
});
