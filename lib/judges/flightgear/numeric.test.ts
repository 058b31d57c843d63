import { describe, expect, it } from "vitest";
import { PyInt } from "../types";
import { circularDiff, clamp, finiteNumber, floorDiv, floorMod, median, wrapDelta } from "./numeric";

describe("floored modulo (Python %)", () => {
  it.each([
    [-8, 360, 352],
    [532, 360, 172],
    [360, 360, 0],
    [-360, 360, 0],
    [-1e-20, 360, 360], // Python gives 360.0, not 0: fmod then one correction
    [7.5, 360, 7.5],
  ])("%s %% %s = %s", (x, y, want) => {
    expect(floorMod(x, y)).toBe(want);
  });
});

describe("floor division (Python //) for legs", () => {
  it.each([
    [0, 720, 0],
    [719.999, 720, 0],
    [720, 720, 1],
    [3599.999, 720, 4],
    [1440, 720, 2],
  ])("%s // %s = %s", (x, y, want) => {
    expect(floorDiv(x, y)).toBe(want);
  });
});

describe("circular heading difference", () => {
  it.each([
    [358, 0, 2],
    [0, 358, 2],
    [0.01, 358, 2.0099999999999909], // float64, as Python computes it
    [355, 3, 8],
    [3, 355, 8],
    [0, 180, 180],
    [180, 0, 180],
    [90, 90, 0],
    [359.5, 0.5, 1],
  ])("|%s - %s| = %s", (a, b, want) => {
    expect(circularDiff(a, b)).toBe(want);
  });

  it("wraps deltas into [-180, 180)", () => {
    expect(wrapDelta(10, 350)).toBe(20);
    expect(wrapDelta(350, 10)).toBe(-20);
    expect(wrapDelta(180, 0)).toBe(-180);
  });
});

describe("finite_number", () => {
  it("accepts ints and floats, never bools, never non-finite", () => {
    expect(finiteNumber(new PyInt(3n))).toBe(3);
    expect(finiteNumber(2.5)).toBe(2.5);
    expect(finiteNumber(true)).toBeUndefined();
    expect(finiteNumber(false)).toBeUndefined();
    expect(finiteNumber(NaN)).toBeUndefined();
    expect(finiteNumber(Infinity)).toBeUndefined();
    expect(finiteNumber(-Infinity)).toBeUndefined();
    expect(finiteNumber("3")).toBeUndefined();
    expect(finiteNumber(null)).toBeUndefined();
  });

  it("treats 10**400 as not finite (float() overflows) but 10**300 as finite", () => {
    expect(finiteNumber(new PyInt(10n ** 400n))).toBeUndefined();
    expect(finiteNumber(new PyInt(10n ** 300n))).toBe(1e300);
  });
});

describe("median and clamp", () => {
  it("follows statistics.median, with 0 for an empty list", () => {
    expect(median([])).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("clamps", () => {
    expect(clamp(5, -4, 4)).toBe(4);
    expect(clamp(-4.01, -4, 4)).toBe(-4);
    expect(clamp(1.5, -4, 4)).toBe(1.5);
  });
});
