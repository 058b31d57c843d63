import { describe, expect, it } from "vitest";
import { formatDelta, formatMinutes, formatScore } from "./format";

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
