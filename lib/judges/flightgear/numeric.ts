// Float64 helpers that reproduce the Python arithmetic of the original judge.
// Every tolerance edge is compared on binary doubles (addendum A4), so these
// helpers must do the same subtractions, in the same order, with no rounding.

import { floorMod } from "../py";
import { PyInt, type PyValue } from "../types";

export { floorMod };

/** Python's `//` on floats (same algorithm as CPython's float_floor_div). */
export function floorDiv(x: number, y: number): number {
  const mod = x % y;
  let div = (x - mod) / y;
  if (mod !== 0 && y < 0 !== mod < 0) div -= 1;
  if (div === 0) return 0;
  let floored = Math.floor(div);
  if (div - floored > 0.5) floored += 1;
  return floored;
}

/**
 * floorMod(x, 360), without the fmod call (a C call in V8, most of a heading comparison) where the
 * answer is one exact step: x in (0, 360) is itself; x in [360, 720) is x - 360, exact (Sterbenz:
 * x / 2 <= 360 <= x) as fmod is; x in (-360, 0) is x + 360, floorMod's own addition. Zeros, the
 * bounds -360 and 720, everything beyond and NaN take floorMod. (numeric.test.ts compares the two.)
 */
export function mod360(x: number): number {
  if (x > 0 && x < 360) return x;
  if (x >= 360 && x < 720) {
    const r = x - 360;
    return r === 0 ? 0 : r;
  }
  if (x < 0 && x > -360) return x + 360;
  return floorMod(x, 360);
}

/** Heading delta a - b wrapped into [-180, 180). */
export function wrapDelta(a: number, b: number): number {
  return mod360(a - b + 180) - 180;
}

/** |a - b| on the circle: |((a - b + 180) mod 360) - 180|. */
export function circularDiff(a: number, b: number): number {
  return Math.abs(wrapDelta(a, b));
}

/**
 * The judge's `finite_number`: an int or float (never a bool) that is finite.
 * Python ints are converted as float() would (a 10**400 literal overflows and is not finite).
 * Returns the float value, or undefined when the value is not a finite number.
 */
export function finiteNumber(v: PyValue | undefined): number | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  if (v instanceof PyInt) {
    const n = Number(v.value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Python statistics.median; the judge treats the median of an empty list as 0. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function clamp(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, x));
}
