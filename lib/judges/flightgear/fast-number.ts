// Numbers of the FlightGear fast ledger reader (fast-ledger.ts), read straight from the bytes with
// pyjson/number.ts's grammar and arithmetic: ints kept apart from floats where the schema wants a
// JSON integer, the Clinger fast path for short floats, Number(text) otherwise.
import { PyInt, type PyValue } from "../types";
import { MAX_PREDICTIONS } from "./constants";
import { MINUS } from "./fast-bytes";

/** PyInt objects for 0..MAX_PREDICTIONS + 1, the index fields' usual values (spares a BigInt each). */
const SMALL_INTS = Array.from({ length: MAX_PREDICTIONS + 2 }, (_, n) => new PyInt(BigInt(n)));

const EXACT_DIGITS = 15;
const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];
const MAX_EXACT_POW10 = 22;

/** Index after the last number readNumber read. */
export let numberEnd = 0;

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** number.ts's scanNumber on bytes (same grammar and arithmetic), ending at numberEnd; undefined for no number or a big int. */
export function readNumber(b: Uint8Array, start: number, integerField: boolean): PyValue | undefined {
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
  numberEnd = i;
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
