import { describe, expect, it } from "vitest";
import { PyInt } from "./types";
import { firstRewardDiff, reasonMatches, writesDetailsObject } from "./reward-compare";

describe("firstRewardDiff", () => {
  it.each<[string, unknown, unknown, string | null]>([
    ["equal", { reward: 0.5, n: 3 }, { n: 3, reward: 0.5 }, null],
    ["within 1e-9", { reward: 0.5 }, { reward: 0.5 + 5e-10 }, null],
    ["beyond 1e-9", { reward: 0.5 }, { reward: 0.500001 }, "reward"],
    ["NaN equals NaN", { p: NaN }, { p: NaN }, null],
    ["missing key", { a: 1, b: 2 }, { a: 1 }, "b"],
    ["extra key", { a: 1 }, { a: 1, b: 2 }, "b"],
    ["nested", { details: { legs: [1, 2] } }, { details: { legs: [1, 3] } }, "details.legs[1]"],
    ["array length", { x: [1] }, { x: [1, 2] }, "x"],
    ["prose strings are free", { note: "a" }, { note: "b" }, null],
    ["status exact", { status: "ok" }, { status: "OK" }, "status"],
    ["null exact", { x: null }, { x: 0 }, "x"],
  ])("%s", (_n, e, a, path) => expect(firstRewardDiff(e, a)?.path ?? null).toBe(path));
});

describe("reasonMatches", () => {
  it.each([
    ["ok", "ok", true],
    ["ok", "fine", false],
    ["invalid solution: Expecting value: line 1 column 1 (char 0)", "invalid solution: no JSON value at offset 0", true],
    ["invalid solution: Expecting value: line 1 column 1 (char 0)", "invalid solution: ", false],
    ["action 1 repeats a noun", "action 2 repeats a noun", false],
  ])("%s ~ %s = %s", (e, a, ok) => expect(reasonMatches(e, a)).toBe(ok));
});

describe("firstRewardDiff: numbers, and what the message says", () => {
  it.each<[string, unknown, unknown, string | null]>([
    ["a Python int equals the same number", { n: new PyInt(3n) }, { n: 3 }, null],
    ["a bigint equals the same number", { n: 3n }, { n: 3 }, null],
    ["infinities are exact", { x: Infinity }, { x: 1e308 }, "x"],
    ["Infinity equals Infinity", { x: Infinity }, { x: Infinity }, null],
    ["NaN is not a number's equal", { x: NaN }, { x: 0 }, "x"],
    ["a boolean is exact", { ok: true }, { ok: 1 }, "ok"],
    ["a reason keeps its judge-written prefix", { reason: "bad: Expecting value: x" }, { reason: "bad: no value" }, null],
    ["list items keep their parent's key", { reason: ["a"] }, { reason: ["b"] }, "reason[0]"],
  ])("%s", (_n, e, a, path) => expect(firstRewardDiff(e, a)?.path ?? null).toBe(path));

  it("names the actual side in key messages", () => {
    expect(firstRewardDiff({ a: 1 }, {}, "the port's reward")).toEqual({ path: "a", message: "key missing in the port's reward" });
    expect(firstRewardDiff({}, { b: 1 })).toEqual({ path: "b", message: "unexpected key in actual" });
    expect(firstRewardDiff({ xs: [] }, { xs: {} })).toEqual({ path: "xs", message: "expected array, got object" });
    expect(firstRewardDiff({ r: 0.5 }, { r: 0.25 })).toEqual({ path: "r", message: "expected 0.5, got 0.25" });
    expect(firstRewardDiff({ r: 0.5 }, null)).toEqual({ path: "$", message: "expected object, got null" });
  });
});

describe("writesDetailsObject", () => {
  it.each([
    ["egocentric-activity-understanding@e25513b", true],
    ["flightgear-approach@cbfc22d", false],
    ["egocentric-activity-understanding", true],
  ])("%s -> %s", (id, yes) => expect(writesDetailsObject(id)).toBe(yes));
});
