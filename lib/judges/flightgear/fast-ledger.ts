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
// Rows are typed (fast-row.ts): per field a kind and a number or vocabulary word id, so reading
// an entry allocates nothing until its Clearance. Ints are kept apart from floats by kind
// (clearance_index and superseded_by_index must be JSON integers; elsewhere an int is its exact
// double, exact below 2**53); a string that is no word of its field's vocabulary is OTHER_STRING
// (only that membership is read). The reader also keeps each row's finite and null field masks,
// which is most of what the entry rules ask.
import type { Clearance } from "./clearance";
import { CLEARANCE_FIELDS, MAX_PREDICTIONS } from "./constants";
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
import { FLOAT, INT, numberEnd, numberKind, readNumber } from "./fast-number";
import { BOOL, clearanceOfTypedRow, fieldVocabulary, NULL, OTHER_STRING, WORD, WORDS, type TypedRow } from "./fast-row";

/** The document's verdict: its valid predictions and how many entries it submitted, or rejected (scores 0). */
export type FastLedger = { kind: "scored"; preds: Clearance[]; submitted: number } | { kind: "rejected" };

const encoder = new TextEncoder();
/** digits a double holds exactly, and the powers of ten for at most that many fraction digits */
const EXACT_DIGITS = 15;
const POW10 = Array.from({ length: EXACT_DIGITS + 1 }, (_, k) => Number(`1e${k}`));
const FIELD_KEYS = CLEARANCE_FIELDS.map(quoted);
/** the bytes `null` as a little-endian 32-bit word */
const NULL_WORD = new DataView(encoder.encode("null").buffer).getUint32(0, true);
const FIELD_COUNT = FIELD_KEYS.length;
const LIST_KEY = quoted("clearances");
const QUOTED_WORDS = WORDS.map(quoted);
/** per field, the ids of the words of its vocabulary (none for a field that takes no word) */
const FIELD_VOCABULARY: readonly number[][] = CLEARANCE_FIELDS.map((_, f) => fieldVocabulary(f).map((w) => WORDS.indexOf(w)));

/** Index after the last value readValue read. */
let end = 0;
/** Per key position, the field the last entry had there (ledgers repeat one key order). */
const order = Int8Array.from(FIELD_KEYS, (_, f) => f);
/** One row, reused: clearanceOfTypedRow only reads it. */
const row: TypedRow = { kind: new Uint8Array(FIELD_COUNT), num: new Float64Array(FIELD_COUNT), finite: 0, nulls: 0, classified: false };
/** Per field, the word id the last entry had there (-1: none): most ledgers repeat few words. */
const lastWord = new Int8Array(FIELD_COUNT).fill(-1);

/** Per field position, where the first entry's gap before that value starts, its length and its field. */
const gapStart = new Int32Array(FIELD_COUNT);
const gapLength = new Int32Array(FIELD_COUNT);
const gapField = new Int8Array(FIELD_COUNT);

/** The field whose `"<name>"` is at i, or -1. */
function fieldAt(b: Uint8Array, v: DataView, i: number): number {
  for (let f = 0; f < FIELD_COUNT; f++) if (keyAt(b, v, i, FIELD_KEYS[f])) return f;
  return -1;
}

/** Sets field f to a literal's kind and number, the literal ending at `next`; always true. */
function literal(f: number, kind: number, value: number, next: number): boolean {
  row.kind[f] = kind;
  row.num[f] = value;
  end = next;
  return true;
}

/** Reads the scalar at i into field f of the row (sets `end`); false when it is not one this reader takes. */
function readValue(b: Uint8Array, v: DataView, i: number, f: number): boolean {
  switch (b[i]) {
    case QUOTE:
      return readString(b, v, i + 1, f);
    case 0x6e /* n */:
      return wordAt(b, i, "null") && literal(f, NULL, 0, i + 4);
    case 0x74 /* t */:
      return wordAt(b, i, "true") && literal(f, BOOL, 1, i + 4);
    case 0x66 /* f */:
      return wordAt(b, i, "false") && literal(f, BOOL, 0, i + 5);
    case 0x4e /* N */:
      return wordAt(b, i, "NaN") && literal(f, FLOAT, NaN, i + 3);
    case 0x49 /* I */:
      return wordAt(b, i, "Infinity") && literal(f, FLOAT, Infinity, i + 8);
    case MINUS:
      if (b[i + 1] === 0x49) return wordAt(b, i, "-Infinity") && literal(f, FLOAT, -Infinity, i + 9);
      return numberAt(b, i, f);
    default:
      return numberAt(b, i, f);
  }
}

function numberAt(b: Uint8Array, i: number, f: number): boolean {
  const n = readNumber(b, i);
  if (numberKind !== INT && numberKind !== FLOAT) return false;
  row.kind[f] = numberKind;
  row.num[f] = n;
  end = numberEnd;
  return true;
}

/** Word `id` spelled at start and closed by a quote (every word is letters and '_': nothing to unescape). */
function wordClosedAt(b: Uint8Array, v: DataView, start: number, id: number): boolean {
  // the opening quote is at start - 1: compare `"<word>"` a word at a time
  return keyAt(b, v, start - 1, QUOTED_WORDS[id]);
}

/** A string value, `start` just after its quote, into field f: a word of the field's vocabulary, or OTHER_STRING. */
function readString(b: Uint8Array, v: DataView, start: number, f: number): boolean {
  // The field's own vocabulary only: a word of another one fails the field's check exactly as any
  // other string does (fast-row.ts reads a WORD only through the field's vocabulary). The word the
  // field had in the last entry goes first; a match covers the closing quote, so nothing is left
  // to scan.
  const last = lastWord[f];
  if (last >= 0 && wordClosedAt(b, v, start, last)) return word(f, last, start);
  const vocabulary = FIELD_VOCABULARY[f];
  for (let k = 0; k < vocabulary.length; k++) {
    const id = vocabulary[k];
    if (id !== last && wordClosedAt(b, v, start, id)) {
      lastWord[f] = id;
      return word(f, id, start);
    }
  }
  // any other string: taken only when it needs no decoding (no escape, no control, ASCII)
  const len = b.length;
  let j = start;
  for (; j < len; j++) {
    const c = b[j];
    if (c === QUOTE) break;
    if (c === BACKSLASH || c < SPACE || c >= 0x80) return false;
  }
  if (j >= len) return false;
  end = j + 1;
  row.kind[f] = OTHER_STRING;
  return true;
}

function word(f: number, id: number, start: number): boolean {
  row.kind[f] = WORD;
  row.num[f] = id;
  end = start + QUOTED_WORDS[id].length - 1;
  return true;
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
  const kinds = row.kind;
  const nums = row.num;
  // the module's tables in locals: the field loop below runs ~1500 times per ledger
  const gStart = gapStart;
  const gLength = gapLength;
  const gField = gapField;
  if (b[i] === CLOSE_BRACKET) {
    i++;
  } else {
    // The first entry is read field by field and its gaps (the bytes from the end of one value to
    // the start of the next: comma, whitespace, key, colon) are remembered by position; a later
    // entry whose gap is byte-for-byte the same has the same field there, so it is compared eight
    // bytes at a time (sameBytes) instead of being re-tokenised. Any other gap takes the
    // field-by-field path.
    let template = false;
    for (;;) {
      if (b[i] !== OPEN_BRACE) return null;
      let pos = i + 1;
      let seen = 0;
      // the finite and null masks fast-row.ts reads, kept as the values go by; a value read by
      // readValue (rare) leaves them to clearanceOfTypedRow, which then classifies the row itself
      let finite = 0;
      let nulls = 0;
      let classified = true;
      for (let p = 0; p < FIELD_COUNT; p++) {
        let f: number;
        const gap = gLength[p];
        if (template && sameBytes(b, v, pos, gStart[p], gap)) {
          f = gField[p];
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
            gStart[p] = pos;
            gLength[p] = j - pos;
            gField[p] = f;
          }
          pos = j;
        }
        // a repeated key: Python keeps the last value at the first position; the exact reader decides
        if (seen & (1 << f)) return null;
        seen |= 1 << f;
        // The common number inline, as readNumber reads it: [1-9] digits, maybe '.' digits, no
        // exponent, at most 15 digits, so the mantissa is an exact integer and one division by a
        // power of ten gives the same double (Clinger's fast path). Each part is summed in int32
        // (at most 9 digits: a short dependency chain, where a double sum costs a multiply-add per
        // digit); whole * 10^k + frac is then the very mantissa readNumber builds digit by digit.
        // Anything else (a 10th digit in a part, an exponent, a leading 0 or '-') goes to readValue.
        let c = b[pos];
        if (c >= 0x31 && c <= 0x39) {
          let whole = c - 0x30;
          let q = pos + 1;
          c = b[q];
          while (c >= 0x30 && c <= 0x39 && q - pos < 9) {
            whole = whole * 10 + (c - 0x30);
            c = b[++q];
          }
          const intDigits = q - pos;
          let frac = 0;
          let fracDigits = 0;
          if (c === 0x2e) {
            const d = b[q + 1];
            if (d >= 0x30 && d <= 0x39) {
              const fracStart = q + 1;
              let r = fracStart;
              c = d;
              while (c >= 0x30 && c <= 0x39 && r - fracStart < 9) {
                frac = frac * 10 + (c - 0x30);
                c = b[++r];
              }
              fracDigits = r - fracStart;
              q = r;
            }
          }
          // c is the byte after the number: a digit here means a part longer than 9 digits
          if (!(c >= 0x30 && c <= 0x39) && c !== 0x65 && c !== 0x45 && intDigits + fracDigits <= EXACT_DIGITS) {
            finite |= 1 << f;
            if (fracDigits === 0) {
              kinds[f] = INT;
              nums[f] = whole;
            } else {
              kinds[f] = FLOAT;
              nums[f] = (whole * POW10[fracDigits] + frac) / POW10[fracDigits];
            }
            pos = q;
            continue;
          }
          c = b[pos];
        }
        // null (the other common value) inline: four bytes at once
        if (c === 0x6e && pos + 4 <= len && v.getUint32(pos, true) === NULL_WORD) {
          kinds[f] = NULL;
          nulls |= 1 << f;
          pos += 4;
          continue;
        }
        // a string is neither finite nor null
        if (c === QUOTE) {
          if (!readString(b, v, pos + 1, f)) return null;
        } else {
          if (!readValue(b, v, pos, f)) return null;
          classified = false;
        }
        pos = end;
      }
      template = true;
      i = skipWs(b, pos);
      if (b[i] !== CLOSE_BRACE) return null;
      submitted++;
      // validated as we go; a later bail-out just throws the work away
      row.finite = finite;
      row.nulls = nulls;
      row.classified = classified;
      const clearance = clearanceOfTypedRow(row);
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
