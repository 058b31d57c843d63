// Numbers of the FlightGear fast ledger reader (fast-ledger.ts), read straight from the bytes with
// pyjson/number.ts's grammar and arithmetic into a plain double plus its JSON kind (int or float,
// which the schema keeps apart where it wants a JSON integer): the Clinger fast path for short
// floats, Number(text) otherwise. No object per number.
import { MINUS } from "./fast-bytes";

/** The kinds numberKind takes (shared with the reader's typed row). */
export const NOT_A_NUMBER = 0,
  INT = 2,
  FLOAT = 3;

const EXACT_DIGITS = 15;
const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];
const MAX_EXACT_POW10 = 22;

/** Index after the last number readNumber read. */
export let numberEnd = 0;
/** INT or FLOAT for the last number readNumber read; NOT_A_NUMBER when there was none or an int of more than 15 digits. */
export let numberKind = NOT_A_NUMBER;

/**
 * number.ts's scanNumber on bytes (same grammar and arithmetic), ending at numberEnd. An int is
 * returned as its exact double (at most 15 digits; longer ones are NOT_A_NUMBER, for the exact
 * reader's big ints and digit limit).
 */
export function readNumber(b: Uint8Array, start: number): number {
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
    numberKind = NOT_A_NUMBER;
    return 0;
  }
  const intDigits = i - intStart;
  let fracDigits = 0;
  let isFloat = false;
  ch = b[i + 1];
  if (b[i] === 0x2e /* . */ && ch >= 0x30 && ch <= 0x39) {
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
  numberEnd = i;
  if (isFloat) {
    numberKind = FLOAT;
    const scale = exponent - fracDigits;
    if (intDigits + fracDigits <= EXACT_DIGITS && scale >= -MAX_EXACT_POW10 && scale <= MAX_EXACT_POW10) {
      const magnitude = scale < 0 ? mantissa / POW10[-scale] : mantissa * POW10[scale];
      return negative ? -magnitude : magnitude;
    }
    let text = "";
    for (let k = start; k < i; k++) text += String.fromCharCode(b[k]);
    return Number(text);
  }
  if (intDigits > EXACT_DIGITS) {
    numberKind = NOT_A_NUMBER;
    return 0;
  }
  numberKind = INT;
  // an int has no sign of zero: "-0" is 0, as BigInt(-0) is
  return mantissa === 0 ? 0 : negative ? -mantissa : mantissa;
}
