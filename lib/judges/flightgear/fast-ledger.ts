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
import type { PyValue } from "../types";
import type { Clearance } from "./clearance";
import { CLEARANCE_FIELDS, COMMAND_TYPES, MAX_PREDICTIONS, OVERSHOOT_BUCKETS, STATUSES, UNITS } from "./constants";
import { validClearanceOfValues } from "./validate-entry";
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  keyAt,
  MINUS,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
  quoted,
  sameBytes,
  skipWs,
  SPACE,
  wordAt,
} from "./fast-bytes";
import { numberEnd, readNumber } from "./fast-number";

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

/** Index after the last value readValue read. */
let end = 0;
/** Per key position, the field the last entry had there (ledgers repeat one key order). */
const order = Int8Array.from(FIELD_KEYS, (_, f) => f);
/** One row, reused: checkValues only reads it. */
const row = new Array<PyValue>(FIELD_COUNT).fill(null);

/** Per field position, where the first entry's gap before that value starts, its length and its field. */
const gapStart = new Int32Array(FIELD_COUNT);
const gapLength = new Int32Array(FIELD_COUNT);
const gapField = new Int8Array(FIELD_COUNT);

/** The field whose `"<name>"` is at i, or -1. */
function fieldAt(b: Uint8Array, v: DataView, i: number): number {
  for (let f = 0; f < FIELD_COUNT; f++) if (keyAt(b, v, i, FIELD_KEYS[f])) return f;
  return -1;
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
      return numberAt(b, i, integerField);
    default:
      return numberAt(b, i, integerField);
  }
}

function numberAt(b: Uint8Array, i: number, integerField: boolean): PyValue | undefined {
  const n = readNumber(b, i, integerField);
  end = numberEnd;
  return n;
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
