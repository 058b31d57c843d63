import { describe, expect, it } from "vitest";
import { parseStrictDecimal, parseStrictInteger } from "./strict-decimal";

describe("parseStrictDecimal", () => {
  it.each([
    ["0.0938", 0.0938],
    ["0", 0],
    ["1", 1],
    ["1.0", 1],
    ["0.605950", 0.60595],
    ["12", 12],
  ])("reads %s", (text, value) => expect(parseStrictDecimal(text)).toEqual({ ok: true, value }));

  it.each([
    "0x1",
    "1e",
    "1e3",
    " 1",
    "1 ",
    "Infinity",
    "-Infinity",
    "NaN",
    "",
    ".5",
    "1.",
    "+1",
    "-0.1",
    "01",
    "0,5",
    "1_0",
    "٣",
    "0.1\u0000",
  ])("refuses %j", (text) => {
    const r = parseStrictDecimal(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/not a plain decimal/);
  });
});

describe("parseStrictInteger", () => {
  it.each([
    ["0", 0],
    ["88", 88],
  ])("reads %s", (text, value) => expect(parseStrictInteger(text)).toEqual({ ok: true, value }));
  it.each(["1.0", "0x10", "1e2", " 3", "-1", "99999999999999999999"])("refuses %j", (text) =>
    expect(parseStrictInteger(text).ok).toBe(false),
  );
});
