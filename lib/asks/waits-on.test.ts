// The waits-on rule (waits-on.ts header), one row per rule and the tie-breaks between them.
import { describe, expect, it } from "vitest";
import { waitsOn, type WaitsOnFacts } from "./waits-on";

const base: WaitsOnFacts = {
  hasRevision: true,
  submissionsAwaiting: 0,
  lastVerdict: { verdict: "request_changes", onLatest: true },
  openAuthorAsks: 0,
  openMaintainerAsks: 0,
};

describe("waitsOn", () => {
  const cases: [string, Partial<WaitsOnFacts>, string, string][] = [
    ["1 nothing imported", { hasRevision: false, lastVerdict: null }, "contributor", "no revision imported yet"],
    ["2 a submission awaits, even after a verdict", { submissionsAwaiting: 2 }, "maintainer", "2 submissions awaiting acceptance"],
    ["2 one submission", { submissionsAwaiting: 1, lastVerdict: null }, "maintainer", "1 submission awaiting acceptance"],
    ["3 never reviewed", { lastVerdict: null, openAuthorAsks: 3 }, "maintainer", "no verdict yet"],
    [
      "4 new revision beats open author asks",
      { lastVerdict: { verdict: "request_changes", onLatest: false }, openAuthorAsks: 2 },
      "maintainer",
      "changed since review",
    ],
    ["4 new revision after an approval", { lastVerdict: { verdict: "approve", onLatest: false } }, "maintainer", "changed since review"],
    ["5 author asks open", { openAuthorAsks: 1, openMaintainerAsks: 4 }, "contributor", "1 author-side ask open"],
    [
      "5 author asks open after a comment",
      { lastVerdict: { verdict: "comment", onLatest: true }, openAuthorAsks: 2 },
      "contributor",
      "2 author-side asks open",
    ],
    ["6 changes requested without asks", {}, "contributor", "changes requested"],
    ["6 changes requested, only maintainer asks open", { openMaintainerAsks: 1 }, "contributor", "changes requested"],
    [
      "7 approved with a follow-up",
      { lastVerdict: { verdict: "approve", onLatest: true }, openMaintainerAsks: 1 },
      "maintainer",
      "1 maintainer-side follow-up open",
    ],
    ["8 approved, nothing open", { lastVerdict: { verdict: "approve", onLatest: true } }, "nobody", "approved"],
    [
      "9 comment only, nothing open",
      { lastVerdict: { verdict: "comment", onLatest: true } },
      "maintainer",
      "comment-only verdict, no decision yet",
    ],
  ];
  for (const [name, over, who, why] of cases)
    it(name, () => {
      expect(waitsOn({ ...base, ...over })).toEqual({ who, why });
    });
});
