// Python's float() on a str and on a parsed JSON value (kart coerces every scored field with it).
import { PyInt, type PyValue } from "../types";

/** Non-ASCII characters Python 3.11 counts as whitespace (str.isspace); float() turns them into ' '. */
const NON_ASCII_SPACES = new Set([
  0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f,
  0x205f, 0x3000,
]);

/**
 * First code point ("zero") of every run of ten Unicode decimal digits in Python 3.11's database
 * (Unicode 14.0; `unicodedata.decimal(c) == 0`). Taken as data rather than from \p{Nd} because
 * the JS engine's Unicode version is newer and has more digit runs.
 */
const DECIMAL_ZEROS = [
  0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20, 0x1040, 0x1090, 0x17e0,
  0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10,
  0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0, 0x11650, 0x116c0, 0x11730, 0x118e0, 0x11950, 0x11c50,
  0x11d50, 0x11da0, 0x16a60, 0x16ac0, 0x16b50, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0,
];

function decimalValue(cp: number): number {
  for (const zero of DECIMAL_ZEROS) if (cp >= zero && cp < zero + 10) return cp - zero;
  return -1;
}

const ASCII_SPACE = /^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g;
const FLOAT_SYNTAX = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i;

/** Python `float(s)` for a str; null where Python raises ValueError. */
export function pyFloatFromString(s: string): number | null {
  // Like CPython: non-ASCII spaces become ' ', non-ASCII decimal digits become ASCII, and anything
  // else non-ASCII becomes a character no number contains.
  let ascii = "";
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) ascii += ch;
    else if (NON_ASCII_SPACES.has(cp)) ascii += " ";
    else {
      const d = decimalValue(cp);
      ascii += d >= 0 ? String(d) : "?";
    }
  }
  let text = ascii.replace(ASCII_SPACE, "");
  if (text.includes("_")) {
    const stripped = removeDigitUnderscores(text);
    if (stripped === null) return null;
    text = stripped;
  }
  if (!FLOAT_SYNTAX.test(text)) return null;
  const lower = text.toLowerCase().replace(/^\+/, "");
  if (lower.endsWith("nan")) return NaN;
  if (lower.endsWith("inf") || lower.endsWith("infinity")) return lower.startsWith("-") ? -Infinity : Infinity;
  return Number(text);
}

/** An underscore is allowed only between two digits ("1_4", "1e1_0"; not "_1", "1_", "1__4", "1_.5"). */
function removeDigitUnderscores(text: string): string | null {
  const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "_" && !(isDigit(text[i - 1]) && isDigit(text[i + 1]))) return null;
  }
  return text.replaceAll("_", "");
}

export type PyFloatResult = { ok: true; value: number } | { ok: false; error: "TypeError" | "ValueError" | "OverflowError" };

/**
 * Python `float(v)` on a parsed JSON value: bools are 1.0 / 0.0, ints convert with correct
 * rounding (OverflowError from about 1.8e308: "int too large to convert to float"), strings as
 * pyFloatFromString, None / list / dict are a TypeError.
 */
export function pyFloat(v: PyValue): PyFloatResult {
  if (typeof v === "number") return { ok: true, value: v };
  if (typeof v === "boolean") return { ok: true, value: v ? 1 : 0 };
  if (v instanceof PyInt) {
    // Number(bigint) rounds to nearest, ties to even, like int.__float__; it is infinite exactly
    // where Python raises OverflowError.
    const value = Number(v.value);
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, error: "OverflowError" };
  }
  if (typeof v === "string") {
    const value = pyFloatFromString(v);
    return value === null ? { ok: false, error: "ValueError" } : { ok: true, value };
  }
  return { ok: false, error: "TypeError" }; // None, list, dict
}
