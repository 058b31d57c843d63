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
//    the text with its strings blanked out, in order, and matched to the values in document order,
//    which is the text's order when no key repeats (counted: outside strings a colon follows a key
//    and nothing else) and no key is an array index (JavaScript lists those first: any key
//    starting with a digit is handed back);
//  * ints are exact (BigInt from the token), and one longer than MAX_INT_TOKEN is handed back
//    (CPython refuses more than 4300 digits);
//  * nesting deeper than MAX_FAST_DEPTH (or half the caller's limit) is handed back (the exact
//    scanner decides where Python's recursion limit falls).
import { PyDict, PyInt, type PyValue } from "../types";

const MAX_FAST_DEPTH = 64;
/** digits and sign: far below CPython's 4300-digit limit */
const MAX_INT_TOKEN = 1000;
// A string literal (blanked out before numbers are read: a digit inside one is no number), a number
// token, a key's colon. Matched natively, in one pass each: the scan allocates one string per number
// and none per string or key (issue 35: a start-up run reads two documents, and every object it
// allocates is copied by the young-generation collector, as the whole parse stays alive).
// (unrolled: a run of plain characters costs the regexp no backtracking entry each)
const STRING_LITERAL = /"[^"\\]*(?:\\.[^"\\]*)*"/g;
const NUMBER_TOKEN = /-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;
const COLON = /:/g;

class HandBack extends Error {}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null;
}

/** What makes a number token a Python float: a fraction or an exponent (one native test per token). */
const FLOAT_MARK = /[.eE]/;

/** The document as the exact scanner would return it, or undefined when that cannot be shown cheaply. */
export function parseNativeExact(text: string, maxDepth: number): PyValue | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  // text accepted by JSON.parse: its strings are well formed, and outside them only structure,
  // literals and numbers remain
  let numbers: string[];
  let keys: number;
  try {
    const bare = text.replace(STRING_LITERAL, '""');
    // the number tokens in text order (an int is a token without fraction or exponent)
    numbers = bare.match(NUMBER_TOKEN) ?? [];
    keys = bare.match(COLON)?.length ?? 0;
  } catch {
    // the regexp's backtracking stack overflows on a string of millions of escapes: the scanner reads it
    return undefined;
  }
  for (const token of numbers) if (token.length > MAX_INT_TOKEN) return undefined;
  const depthLimit = Math.min(MAX_FAST_DEPTH, Math.floor(maxDepth / 2));
  let nextNumber = 0;
  let seenKeys = 0;
  const convert = (x: unknown, depth: number): PyValue => {
    if (x === null || typeof x === "string" || typeof x === "boolean") return x;
    if (typeof x === "number") {
      const token = numbers[nextNumber++];
      return token === undefined || FLOAT_MARK.test(token) ? x : new PyInt(BigInt(token));
    }
    if (depth >= depthLimit) throw new HandBack();
    if (Array.isArray(x)) {
      const out: PyValue[] = new Array<PyValue>(x.length);
      for (let i = 0; i < x.length; i++) out[i] = convert(x[i], depth + 1);
      return out;
    }
    // JSON.parse gives nothing else; the check only narrows the type
    if (!isObject(x)) throw new HandBack();
    const entries = new Map<string, PyValue>();
    // keys, not entries: no [key, value] pair allocated per member
    for (const key of Object.keys(x)) {
      const c = key.charCodeAt(0);
      if (c >= 48 && c <= 57) throw new HandBack();
      seenKeys++;
      entries.set(key, convert(x[key], depth + 1));
    }
    return new PyDict(entries);
  };
  try {
    const value = convert(parsed, 0);
    return seenKeys === keys && nextNumber === numbers.length ? value : undefined;
  } catch (err) {
    if (err instanceof HandBack) return undefined;
    throw err;
  }
}
