import { describe, expect, it } from "vitest";
import { compareRows, filterCompareRows, sideTotals, type CompareFilter } from "./compare-rows";
import { ev } from "./__tests__/test-events";

const a = [
  ev({ index: 0, verdict: "full", label: "e0", timeSec: 1 }),
  ev({ index: 1, verdict: "none", label: "e1", timeSec: 2 }),
  ev({ index: 2, verdict: "partial", label: "e2", timeSec: 3, earned: 0.5 }),
  ev({ index: 0, verdict: "spurious", timeSec: 9 }),
];
const b = [
  ev({ index: 1, verdict: "full", label: "e1", timeSec: 2 }),
  ev({ index: 0, verdict: "full", label: "e0", timeSec: 1 }),
  ev({ index: 2, verdict: "partial", label: "e2", timeSec: 3, earned: 0.25 }),
  ev({ index: 3, verdict: "none", label: "e3", timeSec: null }),
];

describe("compareRows", () => {
  const rows = compareRows(a, b);
  it("aligns expected events by ground-truth index", () => {
    expect(rows.map((r) => [r.index, r.label, r.a?.verdict ?? null, r.b?.verdict ?? null, r.differs, r.delta])).toEqual([
      [0, "e0", "full", "full", false, 0],
      [1, "e1", "none", "full", true, 1],
      [2, "e2", "partial", "partial", true, -0.25],
      [3, "e3", null, "none", true, 0],
    ]);
  });
  const cases: [CompareFilter, number[]][] = [
    ["all", [0, 1, 2, 3]],
    ["differ", [1, 2, 3]],
    ["a-better", [2]],
    ["b-better", [1]],
  ];
  it.each(cases)("filter %s", (f, idx) => expect(filterCompareRows(rows, f).map((r) => r.index)).toEqual(idx));
});

describe("sideTotals", () => {
  it.each([
    [a, { earned: 1.5, available: 3, full: 1, partial: 1, none: 1, spurious: 1 }],
    [b, { earned: 2.25, available: 4, full: 2, partial: 1, none: 1, spurious: 0 }],
    [[], { earned: 0, available: 0, full: 0, partial: 0, none: 0, spurious: 0 }],
  ])("%#", (events, totals) => expect(sideTotals(events)).toEqual(totals));
});
