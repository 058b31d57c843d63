// The server's choice of rows for a view: expected orders written by hand from the rule in
// triage-view-rows.ts's header, on small rows whose values are chosen to tell the rules apart.
import { describe, expect, it } from "vitest";
import { triageRow } from "./__fixtures__/triage-rows";
import type { TriageTableRow } from "./triage-row";
import { DEFAULT_VIEW, type TriageSort, type TriageView } from "./triage-view";
import { sortTriageRows, toggledSort, triageViewRows } from "./triage-view-rows";

const ids = (rows: readonly TriageTableRow[]) => rows.map((r) => r.id);
// rank = position in triage order; ids chosen so natural and plain string order differ
const r = (rank: number, id: string, over: Partial<TriageTableRow> = {}): TriageTableRow => ({ ...triageRow(rank), id, ...over });

describe("sortTriageRows", () => {
  const rows = [
    r(0, "t-10", { rowCount: 5, assignedReviewerName: "bea", pulls: [{ number: 9, headSha: "a", status: "success" }] }),
    r(1, "t-2", { rowCount: 7, assignedReviewerName: null }),
    r(2, "T-1", { rowCount: 5, assignedReviewerName: "Al" }),
    r(3, "t-3", { rowCount: 1, assignedReviewerName: "al", pulls: [{ number: 12, headSha: "b", status: "failure" }] }),
  ];
  const cases: [TriageSort, boolean, string[]][] = [
    // the triage order and its reverse
    ["status", false, ["t-10", "t-2", "T-1", "t-3"]],
    ["status", true, ["t-3", "T-1", "t-2", "t-10"]],
    // natural order, case ignored: 1 < 2 < 3 < 10
    ["id", false, ["T-1", "t-2", "t-3", "t-10"]],
    ["id", true, ["t-10", "t-3", "t-2", "T-1"]],
    // equal values keep the triage order in both directions (t-10 rank 0 before T-1 rank 2)
    ["rowCount", false, ["t-3", "t-10", "T-1", "t-2"]],
    ["rowCount", true, ["t-2", "t-10", "T-1", "t-3"]],
    // no value (no reviewer, no PR) last in both directions; "Al" and "al" tie: triage order
    ["reviewer", false, ["T-1", "t-3", "t-10", "t-2"]],
    ["reviewer", true, ["t-10", "T-1", "t-3", "t-2"]],
    ["pr", false, ["t-10", "t-3", "t-2", "T-1"]],
    ["pr", true, ["t-3", "t-10", "t-2", "T-1"]],
  ];
  it.each(cases)("by %s, desc %s", (sort, desc, order) => expect(ids(sortTriageRows(rows, sort, desc))).toEqual(order));
  it("leaves its input as it was", () => {
    sortTriageRows(rows, "id", false);
    expect(ids(rows)).toEqual(["t-10", "t-2", "T-1", "t-3"]);
  });
});

describe("toggledSort: first direction, the other, back to the triage order (always page 1)", () => {
  const from = (over: Partial<TriageView>): TriageView => ({ ...DEFAULT_VIEW, page: 4, ...over });
  const cases: [string, Partial<TriageView>, TriageSort, Partial<TriageView>][] = [
    ["text starts ascending", {}, "id", { sort: "id", desc: false }],
    ["numbers start descending", {}, "gates", { sort: "gates", desc: true }],
    ["then the other way", { sort: "id", desc: false }, "id", { sort: "id", desc: true }],
    ["then the triage order", { sort: "id", desc: true }, "id", { sort: "status", desc: false }],
    ["numbers: then ascending", { sort: "gates", desc: true }, "gates", { sort: "gates", desc: false }],
    ["numbers: then the triage order", { sort: "gates", desc: false }, "gates", { sort: "status", desc: false }],
    ["the triage order reversed", {}, "status", { sort: "status", desc: true }],
    ["and back", { desc: true }, "status", { sort: "status", desc: false }],
    ["another column starts afresh", { sort: "id", desc: true }, "rowCount", { sort: "rowCount", desc: true }],
  ];
  it.each(cases)("%s", (_, view, column, next) => expect(toggledSort(from(view), column)).toEqual({ ...from(view), ...next, page: 0 }));
});

describe("triageViewRows", () => {
  const rows = Array.from({ length: 120 }, (_, i) => triageRow(i));
  const view = (over: Partial<TriageView>): TriageView => ({ ...DEFAULT_VIEW, ...over });

  it("one page of the matching rows, and how many match", () => {
    const out = triageViewRows(rows, view({ page: 2 }), null);
    expect(ids(out.rows)).toEqual(ids(rows.slice(100, 120)));
    expect([out.total, out.matching, out.pageCount, out.view.page]).toEqual([120, 120, 3, 2]);
  });
  it("a page past the last shows the last", () => {
    const out = triageViewRows(rows, view({ page: 9, size: 100 }), null);
    expect(ids(out.rows)).toEqual(ids(rows.slice(100)));
    expect(out.view.page).toBe(1);
  });
  it("no match: no rows, one (empty) page", () => {
    const out = triageViewRows(rows, view({ q: "nothing like it" }), null);
    expect([out.rows.length, out.matching, out.pageCount, out.view.page]).toEqual([0, 0, 1, 0]);
  });
  it("text matches id, title or family, case ignored", () => {
    const mixed = [r(0, "a", { title: "Kart Race" }), r(1, "b", { family: "KART" }), r(2, "kart-c"), r(3, "d")];
    expect(ids(triageViewRows(mixed, view({ q: "  kart " }), null).rows)).toEqual(["a", "b", "kart-c"]);
  });
  it("counts per quick filter with the text applied, the shown filter among them", () => {
    const mixed = [
      r(0, "x-mine", { assignedReviewerId: "u1" }),
      r(1, "x-other", { assignedReviewerId: "u2" }),
      r(2, "x-nobody"),
      r(3, "x-contributor", { waitsOn: "contributor", reviewed: true, lastVerdictAuthorId: "u1", myLastVerdictRevisionId: "old" }),
      r(4, "y-nobody"),
    ];
    const out = triageViewRows(mixed, view({ q: "x-", filter: "needs-a-reviewer" }), "u1");
    expect(ids(out.rows)).toEqual(["x-nobody"]);
    expect(out.matching).toBe(1);
    // by hand: 4 rows start "x-"; x-mine is mine; x-nobody nobody's; x-contributor waits on the
    // contributor and changed since my verdict (latest rev-3, my verdict judged "old")
    expect(out.perFilter).toEqual([
      { filter: "all", count: 4 },
      { filter: "needs-my-review", count: 1 },
      { filter: "needs-a-reviewer", count: 1 },
      { filter: "waiting-on-contributor", count: 1 },
      { filter: "changed-since-my-review", count: 1 },
    ]);
  });
});
