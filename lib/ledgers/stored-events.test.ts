import { describe, expect, it } from "vitest";
import { parseStoredEvents } from "./stored-events";

const event = {
  kind: "expected",
  index: 0,
  matchedPrediction: null,
  label: "enter red_square",
  verdict: "none",
  timeSec: 3,
  endSec: 5.5,
  earned: 0,
  available: 1,
  fields: [{ name: "verb", expected: "enter", predicted: null, verdict: "miss" }],
};

describe("parseStoredEvents", () => {
  it("keeps a well-formed breakdown", () => {
    const r = parseStoredEvents([event]);
    expect(r.ok && r.events[0].timeSec).toBe(3);
  });
  it.each([
    ["NaN time -> not seekable", { timeSec: "NaN" }, null],
    ["missing time", { timeSec: undefined }, null],
    ["null time", { timeSec: null }, null],
  ])("%s", (_n, patch, t) => {
    const r = parseStoredEvents([{ ...event, ...patch }]);
    expect(r.ok && r.events[0].timeSec).toBe(t);
  });
  it("tagged non-finite units become numbers", () => {
    const r = parseStoredEvents([{ ...event, earned: "NaN" }]);
    expect(r.ok && Number.isNaN(r.events[0].earned)).toBe(true);
  });
  it.each([[null], [[]]])("empty: %j", (json) => expect(parseStoredEvents(json)).toEqual({ ok: true, events: [] }));
  it("reports where a malformed breakdown breaks", () => {
    const r = parseStoredEvents([event, { ...event, verdict: "great" }]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain("1.verdict");
  });
});
