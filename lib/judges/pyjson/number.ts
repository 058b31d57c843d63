// JSON numbers the way CPython's scanner reads them: `-?(0|[1-9]\d*)` is an int (PyInt, exact,
// at most 4300 digits), and a fraction or exponent makes a float. A '.' or 'e' not followed by
// digits is not part of the number ("1." is 1 then extra data).
//
// One pass over the characters also accumulates the digits as a double, so the common cases skip
// the string round trip: ints of up to 15 digits become BigInt(number), and floats whose digits
// fit 15 places with a power of ten within 1e±22 are one exactly rounded * or / (Clinger's fast
// path: both operands are exact doubles, so the single IEEE operation rounds the exact decimal
// value correctly, as Number(text) does). Everything else goes through Number(text) / BigInt(text).
import { PyInt, type PyValue } from "../types";
import { PyJsonFailure, decodeError } from "./errors";

/** CPython's default int/str conversion limit (sys.get_int_max_str_digits()). */
export const INT_MAX_STR_DIGITS = 4300;

/** Where the scanner continues: scanNumber sets `end` to the index after the number. */
export interface Cursor {
  end: number;
}

/** Up to 15 decimal digits are below 2**53, so their running value is exact. */
const EXACT_DIGITS = 15;
const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];
const MAX_EXACT_POW10 = 22;

/**
 * The number at `start` (else "Expecting value" there); sets cursor.end. `view` is the text's
 * ASCII view (ascii-view.ts); a read past its end is undefined, which none of the checks below
 * accepts (the digit loops also stop at the end).
 */
export function scanNumber(s: string, view: Uint8Array, start: number, cursor: Cursor): PyValue {
  const len = s.length;
  let i = start;
  let ch = view[i];
  const negative = ch === 0x2d; /* - */
  if (negative) ch = view[++i];
  const intStart = i;
  let mantissa = 0;
  if (ch === 0x30) {
    i++;
  } else if (ch >= 0x31 && ch <= 0x39) {
    mantissa = ch - 0x30;
    i++;
    while (i < len) {
      ch = view[i];
      if (ch < 0x30 || ch > 0x39) break;
      mantissa = mantissa * 10 + (ch - 0x30);
      i++;
    }
  } else {
    throw decodeError(s, "Expecting value", start);
  }
  const intDigits = i - intStart;
  let fracDigits = 0;
  let isFloat = false;
  if (view[i] === 0x2e /* . */ && isDigit(view[i + 1])) {
    isFloat = true;
    const fracStart = ++i;
    while (i < len) {
      ch = view[i];
      if (ch < 0x30 || ch > 0x39) break;
      mantissa = mantissa * 10 + (ch - 0x30);
      i++;
    }
    fracDigits = i - fracStart;
  }
  let exponent = 0;
  ch = view[i];
  if (ch === 0x65 || ch === 0x45 /* e E */) {
    let k = i + 1;
    const sign = view[k];
    if (sign === 0x2b || sign === 0x2d) k++;
    const expStart = k;
    // Grows to Infinity for absurd exponents, which only sends the number down the slow path.
    while (k < len) {
      ch = view[k];
      if (ch < 0x30 || ch > 0x39) break;
      exponent = exponent * 10 + (ch - 0x30);
      k++;
    }
    // "1e" / "1e+" are not exponents: the number ends before the 'e'.
    if (k > expStart) {
      isFloat = true;
      i = k;
      if (sign === 0x2d) exponent = -exponent;
    } else {
      exponent = 0;
    }
  }
  cursor.end = i;
  if (isFloat) {
    const scale = exponent - fracDigits;
    if (intDigits + fracDigits <= EXACT_DIGITS && scale >= -MAX_EXACT_POW10 && scale <= MAX_EXACT_POW10) {
      const magnitude = scale < 0 ? mantissa / POW10[-scale] : mantissa * POW10[scale];
      return negative ? -magnitude : magnitude;
    }
    return Number(s.slice(start, i));
  }
  if (intDigits <= EXACT_DIGITS) return new PyInt(BigInt(negative ? -mantissa : mantissa));
  if (intDigits > INT_MAX_STR_DIGITS) {
    throw new PyJsonFailure(
      "ValueError",
      `Exceeds the limit (${INT_MAX_STR_DIGITS} digits) for integer string conversion: value has ${intDigits} digits; use sys.set_int_max_str_digits() to increase the limit`,
    );
  }
  return new PyInt(BigInt(s.slice(start, i)));
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
