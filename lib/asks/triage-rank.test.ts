// The triage order for one maintainer (me = u1), as a table: each case is a set of task states in
// the order the rule (triage-rank.ts header) puts them, written by hand from that rule, shuffled
// before ranking; the reason per row is written out in full.
import { describe, expect, it } from "vitest";
import { rankTriage, triageRank, type TriageRankFacts } from "./triage-rank";

const DAY = 86_400_000;
const task = (id: string, over: Partial<TriageRankFacts> = {}): TriageRankFacts => ({
  id,
  waitsOn: "maintainer",
  waitsOnWhy: "no verdict yet",
  assignedReviewerId: null,
  assignedReviewerName: null,
  lastVerdictAuthorId: null,
  lastVerdictAuthorName: null,
  reviewed: false,
  pushesSinceMyReview: null,
  submissionsAwaiting: 0,
  blocking: 0,
  waitingSince: 10 * DAY,
  ...over,
});
const mine = { reviewed: true, lastVerdictAuthorId: "u1", lastVerdictAuthorName: "Me", waitsOnWhy: "changed since review" };
const theirs = { reviewed: true, lastVerdictAuthorId: "u2", lastVerdictAuthorName: "Ana", waitsOnWhy: "changed since review" };

// a deterministic shuffle (reversed, then every other one moved to the end) so input order never decides
const shuffle = <T>(xs: T[]): T[] => {
  const r = [...xs].reverse();
  return [...r.filter((_, i) => i % 2 === 0), ...r.filter((_, i) => i % 2 === 1)];
};

describe("rankTriage (me = u1)", () => {
  const cases: [string, TriageRankFacts[]][] = [
    [
      "tiers: assigned to me, then new pushes or submissions, then other waits on me, then another's, then contributor, then nobody",
      [
        task("assigned-to-me", { assignedReviewerId: "u1", assignedReviewerName: "Me", waitingSince: 20 * DAY }),
        task("pushed-since-mine", { ...mine, pushesSinceMyReview: 2, waitingSince: 9 * DAY }),
        task("new-submission", { submissionsAwaiting: 1 }),
        task("first-review"),
        task("another-s", { ...theirs, pushesSinceMyReview: 3, blocking: 9 }),
        task("assigned-elsewhere", { assignedReviewerId: "u2", assignedReviewerName: "Ana", submissionsAwaiting: 4 }),
        task("on-contributor", { ...mine, waitsOn: "contributor", waitsOnWhy: "changes requested", blocking: 5 }),
        task("approved", { ...mine, waitsOn: "nobody", waitsOnWhy: "approved" }),
      ],
    ],
    [
      "within a tier more blocking first, then the oldest waiting first, then the id",
      [
        task("b-3-blocking", { blocking: 3, waitingSince: 5 * DAY }),
        task("c-1-blocking-old", { blocking: 1, waitingSince: 1 * DAY }),
        task("a-1-blocking-new", { blocking: 1, waitingSince: 2 * DAY }),
        task("d-1-blocking-new", { blocking: 1, waitingSince: 2 * DAY }),
        task("e-unknown-age", { blocking: 1, waitingSince: null }),
      ],
    ],
    [
      "assigned to me outranks new pushes even with fewer blocking and a newer wait",
      [
        task("assigned", { assignedReviewerId: "u1", waitingSince: 30 * DAY }),
        task("pushed", { ...mine, pushesSinceMyReview: 1, blocking: 7, waitingSince: 1 * DAY }),
      ],
    ],
  ];
  for (const [name, ordered] of cases)
    it(name, () => {
      expect(rankTriage(shuffle(ordered), "u1").map((r) => r.row.id)).toEqual(ordered.map((r) => r.id));
    });

  it("a signed-out reader: nothing is theirs, so another maintainer's task ranks with them", () => {
    const t = task("x", { assignedReviewerId: "u1" });
    expect(triageRank(t, null).tier).toBe(3);
  });
});

describe("triageRank reasons (me = u1)", () => {
  const cases: [string, TriageRankFacts, string][] = [
    [
      "assigned, pushes, blocking",
      task("t", { assignedReviewerId: "u1", ...mine, pushesSinceMyReview: 2, blocking: 1 }),
      "assigned to you · 2 new pushes since your review · 1 blocking",
    ],
    [
      "one push, one submission",
      task("t", { ...mine, pushesSinceMyReview: 1, submissionsAwaiting: 1 }),
      "you reviewed it last · 1 new push since your review · 1 submission awaiting",
    ],
    ["never reviewed", task("t", { blocking: 2 }), "unassigned, never reviewed · no verdict yet · 2 blocking"],
    ["never reviewed, submissions", task("t", { submissionsAwaiting: 3 }), "unassigned, never reviewed · 3 submissions awaiting"],
    ["another's, with what they owe", task("t", { ...theirs }), "last reviewed by Ana · changed since review"],
    ["assigned to another", task("t", { assignedReviewerId: "u2", assignedReviewerName: "Ana" }), "assigned to Ana · no verdict yet"],
    [
      "on the contributor, pushes still said",
      task("t", { ...mine, waitsOn: "contributor", waitsOnWhy: "2 author-side asks open", pushesSinceMyReview: 0 }),
      "you reviewed it last · 2 author-side asks open",
    ],
  ];
  for (const [name, facts, reason] of cases)
    it(name, () => {
      expect(triageRank(facts, "u1").reason).toBe(reason);
    });
});
