// The score-only path's reader for the ledgers people actually upload: pure-ASCII JSON shaped
// exactly `{"clearances": [{<the 23 fields in canonical order>: <scalar>}, ...]}` is read straight
// from the bytes into the validator's rows, with no UTF-8 decode, no PyDict / Map per entry and no
// key strings. Anything else returns null and the caller uses the exact reader (pyjson) instead,
// so this reader only has to be right on documents it accepts, and on those Python's json.loads
// is simple:
//
// * every byte is ASCII: the UTF-8 decode cannot fail, there is no BOM (0xEF) and no lone
//   surrogate (a surrogate is non-ASCII in UTF-8; the escape `\ud800` has a backslash, below);
// * whitespace is ' ', '\t', '\n', '\r' (json's WHITESPACE; universal newlines only move error
//   positions, and an accepted document has no error);
// * one top-level key, `clearances`, holding a list of objects whose keys are the 23 fields, each
//   once, in any order: no duplicate keys, and the key set check of spec 2.2.1 holds (a document
//   whose first value character is not `{` is rejected outright: whatever it is, it is no object);
// * values are scalars: null, true, false, NaN, Infinity, -Infinity, a number, or a string with no
//   backslash and no control character (an object or list value, an escape, leading zeros, "1.",
//   a number followed by anything but a delimiter: null, the exact reader decides);
// * numbers as number.ts reads them (same grammar, same one-pass digits and Clinger fast path,
//   else Number(text)); an int of more than 15 digits returns null (the exact reader handles big
//   ints and the 4300-digit limit).
//
// Rows hold what checkValues reads (validate-entry.ts): floats as numbers; ints as PyInt in the
// two fields that must be JSON integers (clearance_index, superseded_by_index) and as their exact
// double elsewhere (finiteNumber reads an int and its double alike, exact below 2**53); a string in
// a vocabulary as that word, any other string as NOT_A_WORD (only vocabulary membership is read).
import { PyInt, type PyValue } from "../types";
import type { Clearance } from "./clearance";
import { CLEARANCE_FIELDS, COMMAND_TYPES, MAX_PREDICTIONS, OVERSHOOT_BUCKETS, STATUSES, UNITS } from "./constants";
import { validClearanceOfValues } from "./validate-entry";

/** The document's verdict: its valid predictions and how many entries it submitted, or rejected (scores 0). */
export type FastLedger = { kind: "scored"; preds: Clearance[]; submitted: number } | { kind: "rejected" };

const encoder = new TextEncoder();
const FIELD_KEYS = CLEARANCE_FIELDS.map(quoted);
const FIELD_COUNT = FIELD_KEYS.length;
const LIST_KEY = quoted("clearances");
const I_INDEX = CLEARANCE_FIELDS.indexOf("clearance_index");
const I_LINK = CLEARANCE_FIELDS.indexOf("superseded_by_index");
const WORDS: readonly string[] = [...new Set<string>([...COMMAND_TYPES, ...STATUSES, ...OVERSHOOT_BUCKETS, ...UNITS])];
const WORD_BYTES = WORDS.map((w) => encoder.encode(w));
/** Stands for every string that is no vocabulary word (it is none: no word has a NUL). */
export const NOT_A_WORD = "\u0000";
/** PyInt objects for 0..MAX_PREDICTIONS + 1, the index fields' usual values (spares a BigInt each). */
const SMALL_INTS = Array.from({ length: MAX_PREDICTIONS + 2 }, (_, n) => new PyInt(BigInt(n)));

const SPACE = 0x20,
  TAB = 0x09,
  LF = 0x0a,
  CR = 0x0d,
  QUOTE = 0x22,
  BACKSLASH = 0x5c,
  COMMA = 0x2c,
  COLON = 0x3a,
  MINUS = 0x2d,
  OPEN_BRACE = 0x7b,
  CLOSE_BRACE = 0x7d,
  OPEN_BRACKET = 0x5b,
  CLOSE_BRACKET = 0x5d;

const EXACT_DIGITS = 15;
const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];
const MAX_EXACT_POW10 = 22;

/** Index after the last value readValue read. */
let end = 0;
/** Per key position, the field the last entry had there (ledgers repeat one key order). */
const order = Int8Array.from(FIELD_KEYS, (_, f) => f);
/** One row, reused: checkValues only reads it. */
const row = new Array<PyValue>(FIELD_COUNT).fill(null);

function skipWs(b: Uint8Array, i: number): number {
  const len = b.length;
  while (i < len) {
    const c = b[i];
    if (c === SPACE || c === LF || c === CR || c === TAB) i++;
    else break;
  }
  return i;
}

/** A key with its quotes, as little-endian 32-bit words and the bytes after the last whole word. */
interface QuotedKey {
  bytes: Uint8Array;
  words: Uint32Array;
  /** length of `"<name>"` */
  length: number;
}

function quoted(name: string): QuotedKey {
  const bytes = encoder.encode(`"${name}"`);
  const words = new Uint32Array(bytes.length >> 2);
  const view = new DataView(bytes.buffer);
  for (let w = 0; w < words.length; w++) words[w] = view.getUint32(w * 4, true);
  return { bytes, words, length: bytes.length };
}

/** `"<key>"` at i, compared four bytes at a time (keys are most of a ledger's bytes). */
function keyAt(b: Uint8Array, v: DataView, i: number, key: QuotedKey): boolean {
  const n = key.length;
  // a DataView read past the end throws: a key that does not fit is no match
  if (i + n > b.length) return false;
  const words = key.words;
  for (let w = 0; w < words.length; w++) if (v.getUint32(i + w * 4, true) !== words[w]) return false;
  const bytes = key.bytes;
  for (let k = words.length * 4; k < n; k++) if (b[i + k] !== bytes[k]) return false;
  return true;
}

/** Per field position, where the first entry's gap before that value starts, its length and its field. */
const gapStart = new Int32Array(FIELD_COUNT);
const gapLength = new Int32Array(FIELD_COUNT);
const gapField = new Int8Array(FIELD_COUNT);

/**
 * Whether the n bytes at i equal the n bytes of the first entry's gap at t, eight at a time. Read
 * as doubles, two 8-byte runs are equal exactly when their bits are, unless one is NaN or a zero:
 * a gap is ASCII with no NUL (whitespace, comma, key, colon), whose doubles are neither.
 */
function sameBytes(b: Uint8Array, v: DataView, i: number, t: number, n: number): boolean {
  if (i + n > b.length) return false;
  let k = 0;
  for (; k + 8 <= n; k += 8) if (v.getFloat64(i + k, true) !== v.getFloat64(t + k, true)) return false;
  for (; k < n; k++) if (b[i + k] !== b[t + k]) return false;
  return true;
}

/** The field whose `"<name>"` is at i, or -1. */
function fieldAt(b: Uint8Array, v: DataView, i: number): number {
  for (let f = 0; f < FIELD_COUNT; f++) if (keyAt(b, v, i, FIELD_KEYS[f])) return f;
  return -1;
}

function wordAt(b: Uint8Array, i: number, w: string): boolean {
  for (let k = 0; k < w.length; k++) if (b[i + k] !== w.charCodeAt(k)) return false;
  return true;
}

function literal(value: PyValue, next: number): PyValue {
  end = next;
  return value;
}

/** The scalar at i (sets `end`), or undefined when it is not one this reader takes. */
function readValue(b: Uint8Array, i: number, integerField: boolean): PyValue | undefined {
  switch (b[i]) {
    case QUOTE:
      return readString(b, i + 1);
    case 0x6e /* n */:
      return wordAt(b, i, "null") ? literal(null, i + 4) : undefined;
    case 0x74 /* t */:
      return wordAt(b, i, "true") ? literal(true, i + 4) : undefined;
    case 0x66 /* f */:
      return wordAt(b, i, "false") ? literal(false, i + 5) : undefined;
    case 0x4e /* N */:
      return wordAt(b, i, "NaN") ? literal(NaN, i + 3) : undefined;
    case 0x49 /* I */:
      return wordAt(b, i, "Infinity") ? literal(Infinity, i + 8) : undefined;
    case MINUS:
      if (b[i + 1] === 0x49) return wordAt(b, i, "-Infinity") ? literal(-Infinity, i + 9) : undefined;
      return readNumber(b, i, integerField);
    default:
      return readNumber(b, i, integerField);
  }
}

/** A string value, `start` just after its quote: the vocabulary word it spells, or NOT_A_WORD. */
function readString(b: Uint8Array, start: number): PyValue | undefined {
  const len = b.length;
  let j = start;
  for (; j < len; j++) {
    const c = b[j];
    if (c === QUOTE) break;
    if (c === BACKSLASH || c < SPACE || c >= 0x80) return undefined;
  }
  if (j >= len) return undefined;
  end = j + 1;
  const n = j - start;
  for (let w = 0; w < WORD_BYTES.length; w++) {
    const word = WORD_BYTES[w];
    if (word.length !== n) continue;
    let k = 0;
    while (k < n && b[start + k] === word[k]) k++;
    if (k === n) return WORDS[w];
  }
  return NOT_A_WORD;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** number.ts's scanNumber on bytes (same grammar and arithmetic); undefined for no number or a big int. */
function readNumber(b: Uint8Array, start: number, integerField: boolean): PyValue | undefined {
  const len = b.length;
  let i = start;
  let ch = b[i];
  const negative = ch === MINUS;
  if (negative) ch = b[++i];
  const intStart = i;
  let mantissa = 0;
  if (ch === 0x30) {
    i++;
  } else if (ch >= 0x31 && ch <= 0x39) {
    mantissa = ch - 0x30;
    i++;
    while (i < len) {
      ch = b[i];
      if (ch < 0x30 || ch > 0x39) break;
      mantissa = mantissa * 10 + (ch - 0x30);
      i++;
    }
  } else {
    return undefined;
  }
  const intDigits = i - intStart;
  let fracDigits = 0;
  let isFloat = false;
  if (b[i] === 0x2e /* . */ && isDigit(b[i + 1])) {
    isFloat = true;
    const fracStart = ++i;
    while (i < len) {
      ch = b[i];
      if (ch < 0x30 || ch > 0x39) break;
      mantissa = mantissa * 10 + (ch - 0x30);
      i++;
    }
    fracDigits = i - fracStart;
  }
  let exponent = 0;
  ch = b[i];
  if (ch === 0x65 || ch === 0x45 /* e E */) {
    let k = i + 1;
    const sign = b[k];
    if (sign === 0x2b || sign === MINUS) k++;
    const expStart = k;
    while (k < len) {
      ch = b[k];
      if (ch < 0x30 || ch > 0x39) break;
      exponent = exponent * 10 + (ch - 0x30);
      k++;
    }
    if (k > expStart) {
      isFloat = true;
      i = k;
      if (sign === MINUS) exponent = -exponent;
    } else {
      exponent = 0;
    }
  }
  end = i;
  if (isFloat) {
    const scale = exponent - fracDigits;
    if (intDigits + fracDigits <= EXACT_DIGITS && scale >= -MAX_EXACT_POW10 && scale <= MAX_EXACT_POW10) {
      const magnitude = scale < 0 ? mantissa / POW10[-scale] : mantissa * POW10[scale];
      return negative ? -magnitude : magnitude;
    }
    let text = "";
    for (let k = start; k < i; k++) text += String.fromCharCode(b[k]);
    return Number(text);
  }
  if (intDigits > EXACT_DIGITS) return undefined;
  // an int has no sign of zero: "-0" is 0, as BigInt(-0) is
  const n = mantissa === 0 ? 0 : negative ? -mantissa : mantissa;
  if (!integerField) return n;
  return n >= 0 && n < SMALL_INTS.length ? SMALL_INTS[n] : new PyInt(BigInt(n));
}

/**
 * The valid predictions of `bytes` and its entry count, or "rejected" (not an object, or more than
 * 2000 entries), for a document in the subset above; null for any other document (use the exact reader).
 */
export function readFastLedger(b: Uint8Array): FastLedger | null {
  const len = b.length;
  let i = skipWs(b, 0);
  // Not an object (a bare list, a BOM, any other value) or not JSON at all: either way the acceptor
  // rejects the document (spec 2.1), whatever follows, and a rejected document scores 0.
  if (b[i] !== OPEN_BRACE) return { kind: "rejected" };
  i = skipWs(b, i + 1);
  const v = new DataView(b.buffer, b.byteOffset, b.length);
  if (!keyAt(b, v, i, LIST_KEY)) return null;
  i = skipWs(b, i + LIST_KEY.length);
  if (b[i] !== COLON) return null;
  i = skipWs(b, i + 1);
  if (b[i] !== OPEN_BRACKET) return null;
  i = skipWs(b, i + 1);
  const preds: Clearance[] = [];
  let submitted = 0;
  if (b[i] === CLOSE_BRACKET) {
    i++;
  } else {
    // The first entry is read field by field and its gaps (the bytes from the end of one value to
    // the start of the next: comma, whitespace, key, colon) are remembered by position; a later
    // entry whose gap is byte-for-byte the same has the same field there, so it is compared four
    // bytes at a time instead of being re-tokenised. Any other gap takes the field-by-field path.
    let template = false;
    for (;;) {
      if (b[i] !== OPEN_BRACE) return null;
      let pos = i + 1;
      let seen = 0;
      for (let p = 0; p < FIELD_COUNT; p++) {
        let f: number;
        const gap = gapLength[p];
        if (template && sameBytes(b, v, pos, gapStart[p], gap)) {
          f = gapField[p];
          pos += gap;
          // more whitespace before the value than the first entry had (every whitespace byte is <= ' ')
          if (b[pos] <= SPACE) pos = skipWs(b, pos);
        } else {
          let j = skipWs(b, pos);
          if (p > 0) {
            if (b[j] !== COMMA) return null;
            j = skipWs(b, j + 1);
          }
          // the field the previous entry had at this position, else whichever field this key is
          f = order[p];
          if (!keyAt(b, v, j, FIELD_KEYS[f])) {
            f = fieldAt(b, v, j);
            if (f < 0) return null;
            order[p] = f;
          }
          j = skipWs(b, j + FIELD_KEYS[f].length);
          if (b[j] !== COLON) return null;
          j = skipWs(b, j + 1);
          if (!template) {
            gapStart[p] = pos;
            gapLength[p] = j - pos;
            gapField[p] = f;
          }
          pos = j;
        }
        // a repeated key: Python keeps the last value at the first position; the exact reader decides
        if (seen & (1 << f)) return null;
        seen |= 1 << f;
        const value = readValue(b, pos, f === I_INDEX || f === I_LINK);
        if (value === undefined) return null;
        row[f] = value;
        pos = end;
      }
      template = true;
      i = skipWs(b, pos);
      if (b[i] !== CLOSE_BRACE) return null;
      submitted++;
      // validated as we go; a later bail-out just throws the work away
      const clearance = validClearanceOfValues(row);
      if (clearance !== null) preds.push(clearance);
      i = skipWs(b, i + 1);
      if (b[i] === CLOSE_BRACKET) {
        i++;
        break;
      }
      if (b[i] !== COMMA) return null;
      i = skipWs(b, i + 1);
    }
  }
  i = skipWs(b, i);
  if (b[i] !== CLOSE_BRACE) return null;
  if (skipWs(b, i + 1) !== len) return null;
  return submitted > MAX_PREDICTIONS ? { kind: "rejected" } : { kind: "scored", preds, submitted };
}
