import { describe, expect, it } from "vitest";
import { PyDict, PyInt, type PyValue } from "../types";
import { ABSENT, OVERFLOW } from "./coerce";
import { assignmentCost, matchRacesByTime, predictionTime, windowFit } from "./time-match";

const dict = (entries: Record<string, PyValue>) => new PyDict(new Map(Object.entries(entries)));

describe("predictionTime", () => {
  it("prefers t, then t_start, then time, by key presence", () => {
    expect(predictionTime(dict({ t: 5, t_start: 6, time: 7 }))).toBe(5);
    expect(predictionTime(dict({ t_start: 6, time: 7 }))).toBe(6);
    expect(predictionTime(dict({ time: 7 }))).toBe(7);
    expect(predictionTime(dict({}))).toBe(ABSENT);
  });
  it("does not fall back past a present-but-null t", () => {
    expect(predictionTime(dict({ t: null, t_start: 6 }))).toBe(ABSENT);
  });
  it("coerces strings and booleans, rejects non-finite values", () => {
    expect(predictionTime(dict({ t: " 113.3 " }))).toBe(113.3);
    expect(predictionTime(dict({ t: true }))).toBe(1);
    expect(predictionTime(dict({ t: NaN }))).toBe(ABSENT);
    expect(predictionTime(dict({ t: "inf" }))).toBe(ABSENT);
  });
  it("reports an overflowing integer only where it is the value used", () => {
    expect(predictionTime(dict({ t: new PyInt(10n ** 400n) }))).toBe(OVERFLOW);
    expect(predictionTime(dict({ t: 5, t_start: new PyInt(10n ** 400n) }))).toBe(5);
  });
  it("gives non-objects no time", () => {
    expect(predictionTime(null)).toBe(ABSENT);
    expect(predictionTime([1, 2])).toBe(ABSENT);
  });
});

describe("window edges (±15 s)", () => {
  const w = { start: 100, end: 200 };
  it("includes both window ends and both widened ends", () => {
    expect(windowFit(w, 100)).toBe("inside");
    expect(windowFit(w, 200)).toBe("inside");
    expect(windowFit(w, 85)).toBe("widened");
    expect(windowFit(w, 215)).toBe("widened");
    expect(windowFit(w, 84.99)).toBe("outside");
    expect(windowFit(w, 215.01)).toBe("outside");
  });
  it("costs the distance to the middle, plus width + 15 in the margin, lowered by 1e6", () => {
    expect(assignmentCost(w, 150)).toBe(-1e6);
    expect(assignmentCost(w, 100)).toBe(50 - 1e6);
    expect(assignmentCost(w, 90)).toBe(60 + 100 + 15 - 1e6);
    expect(assignmentCost(w, 50)).toBe(0);
  });
});

describe("matchRacesByTime", () => {
  const windows = [
    { start: 0, end: 100 },
    { start: 100, end: 200 },
  ];
  it("matches each race to the prediction in its window", () => {
    const m = matchRacesByTime(windows, [dict({ t: 150 }), dict({ t: 50 })]);
    expect(m.predictionOfRace).toEqual([1, 0]);
    expect(m.fitOfRace).toEqual(["inside", "inside"]);
  });
  it("resolves a shared boundary optimally: both races matched", () => {
    const m = matchRacesByTime(windows, [dict({ t: 100 }), dict({ t: 100 })]);
    expect(m.predictionOfRace.filter((p) => p !== null)).toHaveLength(2);
  });
  it("prefers an inside prediction over a margin one", () => {
    const m = matchRacesByTime(windows, [dict({ t: 205 }), dict({ t: 190 })]);
    expect(m.predictionOfRace[1]).toBe(1);
  });
  it("leaves a race unmatched when no prediction is eligible", () => {
    const m = matchRacesByTime(windows, [dict({ t: 500 }), dict({}), null]);
    expect(m.predictionOfRace).toEqual([null, null]);
  });
  it("flags an overflowing time anywhere in the ledger", () => {
    expect(matchRacesByTime(windows, [dict({ t: 50 }), dict({ t: new PyInt(10n ** 400n) })]).timeOverflowAt).toBe(1);
  });
});
