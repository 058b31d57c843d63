import { describe, expect, it } from "vitest";
import { firstParityDiff, reasonMatches } from "./reward-parity";

describe("firstParityDiff", () => {
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
  ])("%s", (_n, e, a, path) => expect(firstParityDiff(e, a)?.path ?? null).toBe(path));
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
