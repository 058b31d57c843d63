// The generic reader on the shapes ledgers come in (the bundled tasks' own ledger shapes written
// out by hand) and on hostile ones: nothing timed, deep nesting, frames without a frame rate.
import { describe, expect, it } from "vitest";
import { readPredictedEvents, readTimeValue, timeKey } from "./generic-events";

describe("timeKey", () => {
  it.each([
    ["t", { role: "start", unit: "s" }],
    ["issued_time_s", { role: "start", unit: "s" }],
    ["start_frame", { role: "start", unit: "frame" }],
    ["endFrame", { role: "end", unit: "frame" }],
    ["end_time", { role: "end", unit: "s" }],
    ["timestamp_ms", { role: "start", unit: "ms" }],
    ["frame", { role: "start", unit: "frame" }],
    ["duration", null],
    ["frame_count", null],
    ["clearance_index", null],
    ["completion_time_s", null],
    ["skid_time_total", null],
    ["items_collected", null],
  ] as const)("%s", (key, want) => expect(timeKey(key)).toEqual(want));
});

describe("readTimeValue", () => {
  it.each([
    [12.5, 12.5],
    [-1, null],
    [Number.NaN, null],
    ["02:03", 123],
    ["1:02:03.5", 3723.5],
    ["12.5s", 12.5],
    ["soon", null],
    ["1".repeat(40), null],
    [true, null],
  ] as const)("%s", (v, want) => expect(readTimeValue(v)).toBe(want));
});

describe("readPredictedEvents", () => {
  it("kart-like races with t in seconds, labelled by their fields", () => {
    const doc = {
      races: [
        { track: "Snow", t: 300, items_collected: 10 },
        { track: "Desert", t: 60, items_collected: 8 },
      ],
    };
    const r = readPredictedEvents(doc, null);
    expect(r).toMatchObject({ ok: true, path: "$.races", untimed: 0, truncated: false });
    if (!r.ok) return;
    expect(r.events.map((e) => [e.index, e.startSec, e.endSec, e.label, e.startField])).toEqual([
      [1, 60, null, "track=Desert items_collected=8", "t"],
      [0, 300, null, "track=Snow items_collected=10", "t"],
    ]);
  });
  it("egocentric/demo-like actions in frames: seconds from the fps, with the end", () => {
    const doc = { actions: [{ verb: "enter", nouns: ["red_square"], start_frame: 72, end_frame: 131 }] };
    const r = readPredictedEvents(doc, 24);
    expect(r.ok && r.events).toEqual([{ index: 0, label: "enter", startSec: 3, endSec: 131 / 24, startField: "start_frame" }]);
    expect(readPredictedEvents(doc, null)).toEqual({
      ok: false,
      reason: "the list at $.actions gives frames only, and the media's frame rate is not known",
    });
  });
  it("FlightGear-like clearances: the issue time, the command type as label", () => {
    const doc = { clearances: [{ clearance_index: 1, issued_time_s: 20, command_type: "turn_right_heading", completion_time_s: 40 }] };
    const r = readPredictedEvents(doc, null);
    expect(r.ok && r.events[0]).toEqual({ index: 0, label: "turn_right_heading", startSec: 20, endSec: null, startField: "issued_time_s" });
  });
  it("a bare top-level array, untimed entries counted, the most-timed list wins over a smaller one", () => {
    const doc = [{ time: "00:10", name: "a" }, { name: "no time" }, { time: 5, name: "b", meta: [{ t: 1 }] }];
    const r = readPredictedEvents(doc, null);
    expect(r).toMatchObject({ ok: true, path: "$", untimed: 1 });
    expect(r.ok && r.events.map((e) => e.label)).toEqual(["b", "a"]);
  });
  it("an end before the start is dropped, not drawn backwards", () => {
    const r = readPredictedEvents({ e: [{ start: 10, end: 4 }] }, null);
    expect(r.ok && r.events[0].endSec).toBeNull();
  });
  it("no timed list, or a document that is not a list at all, is a reason", () => {
    expect(readPredictedEvents({ answer: 42, items: [{ count: 3 }] }, null)).toEqual({
      ok: false,
      reason: "no list of objects with a time or frame field",
    });
    expect(readPredictedEvents("text", null)).toMatchObject({ ok: false });
    expect(readPredictedEvents(null, null)).toMatchObject({ ok: false });
  });
  it("bounded: a huge list keeps 5,000 events and says it was cut; deep nesting is not followed past 8 levels", () => {
    const big = { events: Array.from({ length: 6000 }, (_, i) => ({ t: i })) };
    const r = readPredictedEvents(big, null);
    expect(r.ok && [r.events.length, r.truncated]).toEqual([5000, true]);
    let deep: unknown = [{ t: 1 }];
    for (let i = 0; i < 20; i++) deep = { x: deep };
    expect(readPredictedEvents(deep, null)).toMatchObject({ ok: false });
  });
  it("labels are one line and at most 80 characters", () => {
    const r = readPredictedEvents({ e: [{ t: 1, label: `a\n${"b".repeat(200)}` }] }, null);
    expect(r.ok && r.events[0].label).toBe(`a ${"b".repeat(77)}…`);
  });
});
