// The per-quantity statistics both kart versions share (spec §4): the GT-untied-pairs tau,
// the within-30% accuracy, and whether the ground truth varies at all.
import { RELATIVE_TOLERANCE, TOLERANCE_FLOOR } from "./quantities";

export interface TauResult {
  tau: number;
  /** T: number of pairs whose GT values differ (reported as n_pairs) */
  pairCount: number;
}

/**
 * Kendall-style correlation whose denominator counts only GT-untied pairs; prediction ties stay
 * in the denominator with zero credit. Written with the original's exact comparisons so NaN
 * predictions behave the same (NaN dp: `dp === 0` is false, `dp > 0` is false -> concordant iff dg < 0).
 */
export function gtUntiedTau(expected: readonly number[], predicted: readonly number[]): TauResult {
  const n = expected.length;
  if (n < 2) return { tau: 0, pairCount: 0 };
  let pairs = 0;
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dg = expected[i] - expected[j];
      if (dg === 0) continue;
      pairs++;
      const dp = predicted[i] - predicted[j];
      if (dp === 0) continue;
      if (dg > 0 === dp > 0) concordant++;
      else discordant++;
    }
  }
  if (pairs === 0) return { tau: 0, pairCount: 0 };
  return { tau: (concordant - discordant) / pairs, pairCount: pairs };
}

/**
 * max(0, 1 - |p - g| / max(1, 0.30 g)). Python's max(0, NaN) is 0 (it keeps the first argument
 * unless a later one is greater), hence `x > 0 ? x : 0` rather than Math.max.
 */
export function withinToleranceAccuracy(
  expected: number,
  predicted: number,
  relative: number = RELATIVE_TOLERANCE,
  floor: number = TOLERANCE_FLOOR,
): number {
  const scaled = relative * expected;
  const tolerance = scaled > floor ? scaled : floor;
  const x = 1 - Math.abs(predicted - expected) / tolerance;
  return x > 0 ? x : 0;
}

/** tolerance used for one race, for the event breakdown */
export function toleranceFor(expected: number, relative: number = RELATIVE_TOLERANCE, floor: number = TOLERANCE_FLOOR): number {
  const scaled = relative * expected;
  return scaled > floor ? scaled : floor;
}

/** at least two GT races carry the quantity with different values */
export function groundTruthVaries(values: readonly number[]): boolean {
  for (let i = 1; i < values.length; i++) if (values[i] !== values[0]) return true;
  return false;
}
