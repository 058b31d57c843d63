import { describe, expect, it } from "vitest";
import { formatDelta, formatUnits, formatValue } from "./format-value";

describe("formatValue", () => {
  it.each([
    [null, "—"],
    [undefined, "—"],
    [12, "12"],
    [0.123456, "0.1235"],
    [Number.NaN, "NaN"],
    ["enter", "enter"],
    [true, "true"],
    [["red_square", "blue_circle"], "red_square, blue_circle"],
    [[1, null], "1, —"],
    [{ start: 60, end: 90 }, '{"start":60,"end":90}'],
    ["x".repeat(100), `${"x".repeat(79)}…`],
  ])("%j -> %s", (v, s) => expect(formatValue(v)).toBe(s));
});

describe("formatUnits", () => {
  it.each([
    [1, 1, "1 / 1"],
    [0.0123, 0.05, "0.012 / 0.050"],
    [14, 20, "14 / 20"],
  ])("%s/%s", (e, a, s) => expect(formatUnits(e, a)).toBe(s));
});

describe("formatDelta", () => {
  it.each([
    [0, ""],
    [1e-12, ""],
    [1, "+1"],
    [-0.25, "−0.250"],
  ])("%s -> %j", (d, s) => expect(formatDelta(d)).toBe(s));
});
