// A fast path for parsePyJson on the documents V8's native JSON.parse reads exactly as CPython's
// scanner does; undefined for every other document, which then goes through the exact scanner
// (scanner.ts). A one-ledger judge CLI run spends most of its time in that scanner in V8's
// interpreter (issue 35); JSON.parse is native code. Only a success can be taken: the exact
// scanner keeps every error kind, message and position.
//
// When JSON.parse accepts a text, CPython's json (strict) accepts it too, with the same strings, the
// same floats (both round correctly), and, for a duplicate key, the last value at the first key's
// place. What JSON.parse cannot tell, this checks, and any doubt hands the text back:
//  * int or float: Python's `1` is an int, `1.0` and `1e0` floats. The number tokens are read from
//    the text in order (strings skipped) and matched to the values in document order, which is the
//    text's order when no key repeats (counted) and no key is an array index (JavaScript lists
//    those first: any key starting with a digit is handed back);
//  * ints are exact (BigInt from the token), and one longer than MAX_INT_TOKEN is handed back
//    (CPython refuses more than 4300 digits);
//  * nesting deeper than MAX_FAST_DEPTH (or half the caller's limit) is handed back (the exact
//    scanner decides where Python's recursion limit falls).
import { PyDict, PyInt, type PyValue } from "../types";

const MAX_FAST_DEPTH = 64;
/** digits and sign: far below CPython's 4300-digit limit */
const MAX_INT_TOKEN = 1000;
// a string (and whether a colon follows it: a key), or a number token: int part, fraction, exponent
const TOKEN = /"(?:[^"\\]|\\.)*"(\s*:)?|(-?\d+)(\.\d+)?([eE][-+]?\d+)?/g;

class HandBack extends Error {}

/** The document as the exact scanner would return it, or undefined when that cannot be shown cheaply. */
export function parseNativeExact(text: string, maxDepth: number): PyValue | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  // per number token in text order: the int's token, or null for a float
  const ints: (string | null)[] = [];
  let keys = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    if (m[2] !== undefined) {
      if (m[2].length > MAX_INT_TOKEN) return undefined;
      ints.push(m[3] === undefined && m[4] === undefined ? m[2] : null);
    } else if (m[1] !== undefined) keys++;
  }
  const depthLimit = Math.min(MAX_FAST_DEPTH, Math.floor(maxDepth / 2));
  let nextNumber = 0;
  let seenKeys = 0;
  const convert = (x: unknown, depth: number): PyValue => {
    if (x === null || typeof x === "string" || typeof x === "boolean") return x;
    if (typeof x === "number") {
      const token = ints[nextNumber++];
      return token === null || token === undefined ? x : new PyInt(BigInt(token));
    }
    if (depth >= depthLimit) throw new HandBack();
    if (Array.isArray(x)) {
      const out: PyValue[] = new Array<PyValue>(x.length);
      for (let i = 0; i < x.length; i++) out[i] = convert(x[i], depth + 1);
      return out;
    }
    // JSON.parse gives nothing else; the check only narrows the type
    if (typeof x !== "object" || x === null) throw new HandBack();
    const entries = new Map<string, PyValue>();
    for (const [key, item] of Object.entries(x)) {
      const c = key.charCodeAt(0);
      if (c >= 48 && c <= 57) throw new HandBack();
      seenKeys++;
      entries.set(key, convert(item, depth + 1));
    }
    return new PyDict(entries);
  };
  try {
    const value = convert(parsed, 0);
    return seenKeys === keys && nextNumber === ints.length ? value : undefined;
  } catch (err) {
    if (err instanceof HandBack) return undefined;
    throw err;
  }
}
