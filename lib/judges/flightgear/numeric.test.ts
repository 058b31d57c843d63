import { describe, expect, it } from "vitest";
import { PyInt } from "../types";
import { seededRng } from "../../audits/rng";
import { circularDiff, clamp, finiteNumber, floorDiv, floorMod, median, mod360, wrapDelta } from "./numeric";

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

describe("mod360 (floorMod(x, 360) without fmod where one step is exact)", () => {
  const same = (x: number) => expect(Object.is(mod360(x), floorMod(x, 360)), `x = ${x}`).toBe(true);
  it("equals floorMod at and around every bound of its fast steps", () => {
    const bounds = [-720, -360, 0, 180, 360, 540, 720, 1080];
    for (const b of bounds) {
      for (const x of [b, -b, b + Number.EPSILON * Math.max(1, Math.abs(b)), b - Number.EPSILON * Math.max(1, Math.abs(b))]) same(x);
      same(b + 1e-13);
      same(b - 1e-13);
      same(b + 0.5);
      same(b - 0.5);
    }
    for (const x of [0, -0, 5e-324, -5e-324, -1e-20, 1e-20, 359.99999999999994, 719.9999999999999, -359.99999999999994]) same(x);
    for (const x of [NaN, Infinity, -Infinity, 1e300, -1e300]) same(x);
  });

  it("equals floorMod on 20,000 seeded headings, deltas and interpolated sums", () => {
    const r = seededRng(360);
    for (let k = 0; k < 20_000; k++) {
      const a = r() * 360;
      const b = Math.round(r() * 360 * 1000) / 1000;
      same(a - b + 180);
      same(b + r() * (a - b));
      same((r() - 0.5) * 2000);
    }
  });
});
