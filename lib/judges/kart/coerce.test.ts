import { describe, expect, it } from "vitest";
import { PyDict, PyInt } from "../types";
import { ABSENT, finiteFloatOf, OVERFLOW, pyFloatOf } from "./coerce";

describe("pyFloatOf = Python float() with TypeError/ValueError as 'absent'", () => {
  it.each([
    [" 14\n", 14],
    ["1_4", 14],
    ["\uff11\uff14", 14], // full-width digits
    ["\u0661\u0664", 14], // Arabic-Indic digits
    ["+14", 14],
    ["1.4e1", 14],
    ["  -2.5  ", -2.5],
  ])("accepts the string %j", (text, value) => {
    expect(pyFloatOf(text)).toBe(value);
  });
  it("accepts nan / inf / infinity in any case", () => {
    expect(pyFloatOf("nan")).toBeNaN();
    expect(pyFloatOf("NaN")).toBeNaN();
    expect(pyFloatOf("inf")).toBe(Infinity);
    expect(pyFloatOf("-Infinity")).toBe(-Infinity);
    expect(pyFloatOf("INFINITY")).toBe(Infinity);
  });
  it.each(["", "12abc", "0x10", "1__4", "_14", "14_", "abc", "1,4"])("rejects the string %j", (text) => {
    expect(pyFloatOf(text)).toBe(ABSENT);
  });
  it("counts booleans as numbers", () => {
    expect(pyFloatOf(true)).toBe(1);
    expect(pyFloatOf(false)).toBe(0);
  });
  it("rejects null, arrays, objects and missing keys", () => {
    expect(pyFloatOf(null)).toBe(ABSENT);
    expect(pyFloatOf([1])).toBe(ABSENT);
    expect(pyFloatOf(new PyDict())).toBe(ABSENT);
    expect(pyFloatOf(undefined)).toBe(ABSENT);
  });
  it("passes float NaN and infinities through (v4 keeps them)", () => {
    expect(pyFloatOf(NaN)).toBeNaN();
    expect(pyFloatOf(-Infinity)).toBe(-Infinity);
  });
  it("raises OverflowError exactly from 2**1024 - 2**970 (round-half-even to 2**1024)", () => {
    const limit = 2n ** 1024n - 2n ** 970n;
    expect(pyFloatOf(new PyInt(limit - 1n))).toBe(1.7976931348623157e308);
    expect(pyFloatOf(new PyInt(limit))).toBe(OVERFLOW);
    expect(pyFloatOf(new PyInt(-limit))).toBe(OVERFLOW);
    expect(pyFloatOf(new PyInt(10n ** 308n))).toBe(1e308);
    expect(pyFloatOf(new PyInt(10n ** 309n))).toBe(OVERFLOW);
  });
  it("does not overflow on long digit strings (float('1' * 400) is inf)", () => {
    expect(pyFloatOf("1".repeat(400))).toBe(Infinity);
  });
});

describe("finiteFloatOf (@f933449)", () => {
  it("rejects NaN and infinities, from literals and strings", () => {
    expect(finiteFloatOf(NaN)).toBe(ABSENT);
    expect(finiteFloatOf(Infinity)).toBe(ABSENT);
    expect(finiteFloatOf("inf")).toBe(ABSENT);
    expect(finiteFloatOf("nan")).toBe(ABSENT);
    expect(finiteFloatOf("1" + "0".repeat(400))).toBe(ABSENT);
  });
  it("still reports an overflowing integer (the reference crashed there)", () => {
    expect(finiteFloatOf(new PyInt(10n ** 400n))).toBe(OVERFLOW);
  });
  it("keeps finite values", () => {
    expect(finiteFloatOf(" 113.3 ")).toBe(113.3);
    expect(finiteFloatOf(true)).toBe(1);
  });
});
