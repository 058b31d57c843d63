import { describe, expect, it } from "vitest";
import type { JudgeEvent } from "@/lib/judges/types";
import { countByFilter, filterEvents, possibleUnits, predictedTime, toInspectorEvents, totals, type EventFilter } from "./inspector-events";
import { ev } from "./__tests__/test-events";

const events = [
  ev({ verdict: "full", timeSec: 3, endSec: 5.4, label: "enter red" }), // 0
  ev({ verdict: "none", timeSec: 10, label: "enter blue" }), // 1
  ev({ verdict: "partial", timeSec: 1, label: "move red", extra: { predictedStartFrame: 30 } }), // 2
  ev({ verdict: "spurious", timeSec: 3, label: "swap" }), // 3
  ev({ verdict: "spurious", timeSec: null, label: "dropped" }), // 4
  ev({ verdict: "none", timeSec: null, label: "race 2" }), // 5
];

describe("toInspectorEvents", () => {
  it("orders by time, expected before spurious at a tie, unseekable last in judge order", () => {
    const list = toInspectorEvents(events, 24);
    expect(list.map((x) => x.key)).toEqual([2, 0, 3, 1, 4, 5]);
    expect(list.map((x) => x.seekable)).toEqual([true, true, true, true, false, false]);
  });

  it("ignores non-finite times", () => {
    const [x] = toInspectorEvents([ev({ verdict: "none", timeSec: Number.NaN })]);
    expect([x.timeSec, x.seekable]).toEqual([null, false]);
  });
});

describe("predictedTime", () => {
  const cases: [string, Parameters<typeof ev>[0], number | null, number | null][] = [
    ["spurious: its own time", { verdict: "spurious", timeSec: 7 }, null, 7],
    ["unmatched expected: none", { verdict: "none", timeSec: 7 }, null, null],
    ["explicit predictedTimeSec", { verdict: "partial", timeSec: 7, extra: { predictedTimeSec: 7.5 } }, null, 7.5],
    ["egocentric frames / fps", { verdict: "partial", timeSec: 7, extra: { predictedStartFrame: 180 } }, 24, 7.5],
    ["frames without fps: expected time", { verdict: "partial", timeSec: 7, extra: { predictedStartFrame: 180 } }, null, 7],
    [
      "time field",
      { verdict: "full", timeSec: 100, fields: [{ name: "issued_time_s", expected: 100, predicted: 101.5, verdict: "ok" }] },
      null,
      101.5,
    ],
    [
      "kart t field",
      { verdict: "partial", timeSec: 60, fields: [{ name: "t", expected: { start: 60, end: 90 }, predicted: 95, verdict: "partial" }] },
      null,
      95,
    ],
  ];
  it.each(cases)("%s", (_n, patch, fps, expected) => expect(predictedTime(ev(patch), fps)).toBe(expected));
});

describe("filters", () => {
  const list = toInspectorEvents(events);
  const cases: [EventFilter, number[]][] = [
    ["all", [2, 0, 3, 1, 4, 5]],
    ["misses", [1, 5]],
    ["partials", [2]],
    ["spurious", [3, 4]],
    ["full", [0]],
  ];
  it.each(cases)("%s", (f, keys) => expect(filterEvents(list, f).map((x) => x.key)).toEqual(keys));
  it("counts", () => expect(countByFilter(list)).toEqual({ all: 6, misses: 2, partials: 1, spurious: 2, full: 1 }));
  it("totals", () => expect(totals(list)).toEqual({ earned: 1, available: 4 }));
});

describe("possibleUnits (9.6: a rejected submission shows what it could have earned)", () => {
  const field = (available: number) => ({ name: "f", expected: 1, predicted: null, verdict: "miss" as const, earned: 0, available });
  const mk = (over: Partial<JudgeEvent>): JudgeEvent => ({
    kind: "expected",
    index: 0,
    matchedPrediction: null,
    label: "x",
    verdict: "none",
    timeSec: 1,
    earned: 0,
    available: 0,
    fields: [],
    ...over,
  });
  it.each([
    ["a scored run: its own available units", [mk({ available: 20, earned: 5 }), mk({ available: 20 })], 40],
    [
      "a rejected run: 0 / 0 per event, units in the fields",
      [mk({ fields: [field(4), field(16)] }), mk({ fields: [field(4), field(16)] })],
      40,
    ],
    ["groups when there are no fields", [mk({ groups: [{ name: "g", earned: 0, available: 3 }] })], 3],
    ["spurious predictions offer nothing", [mk({ kind: "spurious", available: 5 })], 0],
  ])("%s", (_name, events, units) => expect(possibleUnits(events)).toBe(units));
});
