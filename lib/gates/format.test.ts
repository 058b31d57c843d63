import { describe, expect, it } from "vitest";
import { formatDelta, formatMinutes, formatNumber, formatScore } from "./format";

describe("formatNumber: plain numbers for people", () => {
  it.each([
    // the claim tolerance of a 4-decimal claim as computed (0.5 * 10 ** -4 is 4.9999999999999996e-5 in binary)
    [0.5 * 10 ** -4, "5e-5"],
    [0.5 * 10 ** -5, "5e-6"],
    [0.0005, "0.0005"],
    [0.005, "0.005"],
    [0.1 + 0.2, "0.3"],
    [0.3, "0.3"],
    [12, "12"],
    [-2.5e-7, "-2.5e-7"],
    [1 / 3, "0.3333333333"],
    [1e-4, "0.0001"],
    [0, "0"],
    [-0, "0"],
    [1e-300, "1e-300"],
    [2e15, "2e+15"],
    [null, "—"],
    [Number.POSITIVE_INFINITY, "Infinity"],
  ])("%s -> %s", (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it("reads back as the number it shows, to its 10 significant digits", () => {
    for (const v of [0.5 * 10 ** -4, 0.1 + 0.2, 123.456, 7e-9, 0.049999999]) expect(Number(formatNumber(v))).toBeCloseTo(v, 9);
  });
});

describe("formatScore", () => {
  it.each([
    [0.0938, "0.0938"],
    [0.097561, "0.0976"],
    [1, "1.0000"],
    [0, "0.0000"],
    [0.25, "0.2500"],
    [0.12345, "0.1235"],
    [0.1234567, "0.1235"],
    [0.606, "0.6060"],
    [null, "—"],
    [Number.NaN, "NaN"],
  ])("%s -> %s", (value, text) => {
    expect(formatScore(value)).toBe(text);
  });
});

describe("formatDelta", () => {
  it.each([
    [-0.197368, "−0.1974"],
    [0.0001, "+0.0001"],
    [0.00002, "+<0.0001"],
    [-0.00002, "−<0.0001"],
    [0, "0.0000"],
    [-1e-10, "0.0000"],
    [null, "—"],
  ])("%s -> %s", (value, text) => {
    expect(formatDelta(value)).toBe(text);
  });
});

describe("formatMinutes", () => {
  it.each([
    [150, "2.5 min"],
    [1070.5, "17.8 min"],
    [3600.048, "60.0 min"],
  ])("%s s -> %s", (seconds, text) => {
    expect(formatMinutes(seconds)).toBe(text);
  });
});
