// The triage list's two times over a table of task states; expected values are read off each
// case's own dates by hand (day numbers), not produced by the code.
import { describe, expect, it } from "vitest";
import { lastActivityOf, revisionsAfter, waitingSinceOf, type WaitingFacts } from "./triage-times";

const day = (n: number) => new Date(Date.UTC(2026, 11, n));
const revs = [
  { id: "r1", importedAt: day(1) },
  { id: "r2", importedAt: day(3) },
  { id: "r3", importedAt: day(5) },
];
const facts = (over: Partial<WaitingFacts>): WaitingFacts => ({
  waitsOn: "maintainer",
  revisions: revs,
  lastVerdict: null,
  awaitingSince: [],
  ...over,
});

describe("waitingSinceOf", () => {
  const cases: [string, Partial<WaitingFacts>, Date | null][] = [
    ["never reviewed: since the first revision", {}, day(1)],
    ["reviewed r1: since r2 came", { lastVerdict: { revisionId: "r1", at: day(2) } }, day(3)],
    ["reviewed r2: since r3 came", { lastVerdict: { revisionId: "r2", at: day(4) } }, day(5)],
    [
      "reviewed r2, an older submission awaits: since the submission",
      { lastVerdict: { revisionId: "r2", at: day(4) }, awaitingSince: [day(2), day(6)] },
      day(2),
    ],
    ["reviewed the latest (comment only): since the verdict", { lastVerdict: { revisionId: "r3", at: day(6) } }, day(6)],
    [
      "verdict on a revision since deleted: revisions after the verdict's time",
      { lastVerdict: { revisionId: "gone", at: day(4) } },
      day(5),
    ],
    ["waits on the contributor: since the verdict", { waitsOn: "contributor", lastVerdict: { revisionId: "r3", at: day(7) } }, day(7)],
    ["approved: since the verdict", { waitsOn: "nobody", lastVerdict: { revisionId: "r3", at: day(8) } }, day(8)],
    ["nothing imported, waits on the contributor", { waitsOn: "contributor", revisions: [] }, null],
  ];
  for (const [name, over, expected] of cases)
    it(name, () => {
      expect(waitingSinceOf(facts(over))).toBe(expected ? expected.getTime() : null);
    });
});

describe("lastActivityOf", () => {
  it("takes the newest event of any kind, with what it was", () => {
    expect(
      lastActivityOf([
        { what: "import", at: day(1) },
        { what: "verdict", at: day(2) },
        { what: "decision", at: day(4) },
        { what: "PR push", at: day(3) },
        { what: "comment", at: null },
      ]),
    ).toEqual({ what: "decision", at: day(4) });
  });
  it("a tie keeps the first listed; no event is null", () => {
    expect(
      lastActivityOf([
        { what: "submission", at: day(2) },
        { what: "ask ticked", at: day(2) },
      ])?.what,
    ).toBe("submission");
    expect(lastActivityOf([{ what: "comment", at: undefined }])).toBeNull();
  });
});

describe("revisionsAfter", () => {
  it.each([
    ["r1", 2],
    ["r3", 0],
    ["gone", null],
    [null, null],
  ] as const)("after %s: %s", (judged, n) => expect(revisionsAfter(revs, judged)).toBe(n));
});
