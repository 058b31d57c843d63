import { describe, expect, it } from "vitest";
import { PyDict, PyInt } from "../types";
import { floorMod, pyFloat, pyFloatFromString, pyFormatFloat, pyMax, pyMin, pyRound } from "./index";
import reference from "./__fixtures__/python-reference.json";

/** Python's float.hex() back to a double, exactly ("0x1.8p+1", "-0x0.0p+0", "nan", "inf"). */
function fromHex(s: string): number {
  if (s === "nan") return NaN;
  if (s === "inf") return Infinity;
  if (s === "-inf") return -Infinity;
  const m = /^(-?)0x([01])\.([0-9a-f]+)p([+-]\d+)$/.exec(s);
  if (!m) throw new Error(`bad hex float ${s}`);
  const mantissa = BigInt(`0x${m[2]}${m[3]}`);
  const exponent = Number(m[4]) - 4 * m[3].length;
  // mantissa * 2**exponent, exact: split the power so no intermediate over/underflows.
  const value = Number(mantissa) * 2 ** Math.max(exponent, -1000) * 2 ** Math.min(exponent + 1000, 0);
  return m[1] ? -value : value;
}
const same = (a: number, b: number) => Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b));

const ref = reference as {
  round: [string, number, string][];
  repr: [string, string][];
  mod: [string, string, string][];
  float: [string, string | null][];
};

describe("against CPython 3.11 (python-reference.json)", () => {
  it(`pyRound matches round(x, n) on ${ref.round.length} cases`, () => {
    const bad = ref.round.filter(([x, n, want]) => !same(pyRound(fromHex(x), n), fromHex(want)));
    expect(bad).toEqual([]);
  });
  it(`pyFormatFloat matches repr(x) on ${ref.repr.length} cases`, () => {
    const bad = ref.repr.filter(([x, want]) => pyFormatFloat(fromHex(x)) !== want);
    expect(bad).toEqual([]);
  });
  it(`floorMod matches a % m on ${ref.mod.length} cases`, () => {
    const bad = ref.mod.filter(([a, m, want]) => !same(floorMod(fromHex(a), fromHex(m)), fromHex(want)));
    expect(bad).toEqual([]);
  });
  it.each(ref.float)("pyFloatFromString(%j) is %s", (s, want) => {
    const got = pyFloatFromString(s);
    if (want === null) expect(got).toBeNull();
    else expect(same(got as number, fromHex(want))).toBe(true);
  });
});

describe("pyRound", () => {
  it.each([
    [2.675, 2, 2.67],
    [0.125, 2, 0.12],
    [0.375, 2, 0.38],
    [2.5, 0, 2],
    [3.5, 0, 4],
    [0.03125, 4, 0.0312],
    [0.09375, 4, 0.0938],
    [1234.5, -2, 1200],
    [-0.00004, 4, -0],
    [1 / 3, 6, 0.333333],
  ])("round(%d, %d) = %d", (x, n, want) => {
    expect(Object.is(pyRound(x, n), want)).toBe(true);
  });
  it("passes NaN and infinities through", () => {
    expect(pyRound(NaN, 4)).toBeNaN();
    expect(pyRound(Infinity, 4)).toBe(Infinity);
    expect(pyRound(-Infinity, 6)).toBe(-Infinity);
  });
});

describe("floorMod", () => {
  it("takes the sign of the modulus, like Python", () => {
    expect(floorMod(-10, 360)).toBe(350);
    expect(floorMod(370, 360)).toBe(10);
    expect(floorMod(10, -360)).toBe(-350);
    expect(floorMod(-1e-20, 360)).toBe(360); // CPython's fmod + correction, not ((a % m) + m) % m
    expect(floorMod(5, 0)).toBeNaN();
  });
});

describe("pyFormatFloat", () => {
  it.each([
    [1, "1.0"],
    [0.0938, "0.0938"],
    [1e16, "1e+16"],
    [1e15, "1000000000000000.0"],
    [1e-5, "1e-05"],
    [0.0001, "0.0001"],
    [1.5e-7, "1.5e-07"],
    [-0, "-0.0"],
    [NaN, "nan"],
    [Infinity, "inf"],
    [-Infinity, "-inf"],
    [1e308, "1e+308"],
    [123.456, "123.456"],
  ])("repr(%d) = %s", (x, want) => {
    expect(pyFormatFloat(x)).toBe(want);
  });
});

describe("pyFloat (float() on a parsed JSON value)", () => {
  it("converts numbers, bools, numeric strings; rejects the rest like Python", () => {
    expect(pyFloat(new PyInt(14n))).toEqual({ ok: true, value: 14 });
    expect(pyFloat(true)).toEqual({ ok: true, value: 1 });
    expect(pyFloat(false)).toEqual({ ok: true, value: 0 });
    expect(pyFloat(" 14\n")).toEqual({ ok: true, value: 14 });
    expect(pyFloat("1_4")).toEqual({ ok: true, value: 14 });
    expect(pyFloat("１４")).toEqual({ ok: true, value: 14 });
    expect(pyFloat("abc")).toEqual({ ok: false, error: "ValueError" });
    expect(pyFloat(null)).toEqual({ ok: false, error: "TypeError" });
    expect(pyFloat([])).toEqual({ ok: false, error: "TypeError" });
    expect(pyFloat(new PyDict())).toEqual({ ok: false, error: "TypeError" });
  });
  it("rounds big ints to nearest-even and overflows where Python does", () => {
    expect(pyFloat(new PyInt(2n ** 53n + 1n))).toEqual({ ok: true, value: 2 ** 53 });
    expect(pyFloat(new PyInt(10n ** 308n))).toEqual({ ok: true, value: 1e308 });
    expect(pyFloat(new PyInt(10n ** 309n))).toEqual({ ok: false, error: "OverflowError" });
  });
});

describe("pyMax / pyMin", () => {
  it("keep the first item unless a later one compares strictly better (NaN never does)", () => {
    expect(pyMax(0, NaN)).toBe(0);
    expect(pyMax(NaN, 0)).toBeNaN();
    expect(pyMin(0, NaN)).toBe(0);
    expect(pyMin(NaN, 0)).toBeNaN();
    expect(pyMax(1, 3, 2)).toBe(3);
    expect(pyMin(1, 3, -2)).toBe(-2);
    expect(Object.is(pyMax(0, -0), 0)).toBe(true);
    expect(Object.is(pyMax(-0, 0), -0)).toBe(true);
  });
});
