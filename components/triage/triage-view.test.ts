// The triage view in the URL: every field read back as written, the default written as nothing,
// and hostile or stale values read as the default.
import { describe, expect, it } from "vitest";
import { DEFAULT_VIEW, parseTriageView, triageViewQuery, type TriageView } from "./triage-view";

const parse = (q: string) => parseTriageView(new URLSearchParams(q));

describe("triage view <-> URL", () => {
  const views: [string, Partial<TriageView>, string][] = [
    ["the default", {}, ""],
    ["a filter", { filter: "needs-my-review" }, "filter=needs-my-review"],
    ["text", { q: "kart race" }, "q=kart+race"],
    ["a sort descending", { sort: "gates", desc: true }, "sort=-gates"],
    ["a sort ascending", { sort: "activity" }, "sort=activity"],
    ["the triage order reversed", { desc: true }, "sort=-status"],
    ["page 3 of 100", { page: 2, size: 100 }, "page=3&size=100"],
  ];
  for (const [name, over, query] of views)
    it(name, () => {
      const v = { ...DEFAULT_VIEW, ...over };
      expect(triageViewQuery(v)).toBe(query);
      expect(parse(query)).toEqual(v);
    });

  it.each([
    ["filter=everything", DEFAULT_VIEW],
    ["sort=-password", DEFAULT_VIEW],
    ["sort=__proto__", DEFAULT_VIEW],
    ["page=0", DEFAULT_VIEW],
    ["page=-2", DEFAULT_VIEW],
    ["page=1.5", DEFAULT_VIEW],
    ["page=1e9", DEFAULT_VIEW],
    ["size=7", DEFAULT_VIEW],
    [`q=${"x".repeat(500)}`, { ...DEFAULT_VIEW, q: "x".repeat(200) }],
  ])("%s reads as %j", (query, view) => expect(parse(query)).toEqual(view));
});
