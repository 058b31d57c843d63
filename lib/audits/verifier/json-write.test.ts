// The spelling writer: with defaults it writes what JSON.stringify writes; every variant parses
// back to the same value (checked with JSON.parse, independent of the writer).
import { describe, expect, it } from "vitest";
import { withDecimalPoint, withEscapedFirst, withExponent, writeJson } from "./json-write";

const doc = { events: [{ label: "café", time: 72, nouns: ["a", "b"], x: 1.5, n: null, e: [], o: {} }], big: 1e21, zero: 0, neg: -0.25 };

describe("writeJson", () => {
  it.each([[""], ["  "], ["\t"]])("defaults equal JSON.stringify (indent %j)", (indent) => {
    expect(writeJson(doc, { indent })).toBe(JSON.stringify(doc, null, indent));
  });

  it.each([
    ["reversed keys", { reverseKeys: true }],
    ["decimal points", { number: withDecimalPoint }],
    ["exponents", { number: withExponent }],
    ["escapes", { string: withEscapedFirst }],
    ["CRLF and tabs", { indent: "\t", newline: "\r\n", trailingNewline: true }],
  ])("%s: the same value once parsed", (_name, spelling) => {
    const text = writeJson(doc, spelling);
    expect(text).not.toBe(JSON.stringify(doc));
    expect(JSON.parse(text)).toEqual(doc);
  });

  it.each([
    [72, "72.0", "7.2e1"],
    [1.5, "1.50", "1.5e0"],
    [0, "0.0", "0e0"],
    [-0.25, "-0.250", "-2.5e-1"],
    [1e21, "1e+21", "1e+21"],
  ])("%s respelled: %s, %s", (n, decimal, exponent) => {
    expect(withDecimalPoint(n)).toBe(decimal);
    expect(withExponent(n)).toBe(exponent);
    expect(Number(withDecimalPoint(n))).toBe(n);
    expect(Number(withExponent(n))).toBe(n);
  });

  it("an escaped first character is the same string", () => {
    expect(withEscapedFirst("red")).toBe('"\\u0072ed"');
    expect(JSON.parse(withEscapedFirst('é"x'))).toBe('é"x');
  });
});
