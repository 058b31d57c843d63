// Python's round(x, 4), which every number in the kart reward objects goes through.
import { pyRound } from "../py";

/**
 * Fast path in front of the exact shared pyRound (which works on the exact binary value and is
 * comparatively slow; a verdict rounds about a dozen numbers). When x·10⁴ is clearly away from a
 * .5 tie, the nearest integer n is unambiguous (the product's rounding error is below 1e-7 for
 * |x·10⁴| < 1e9), and n / 10⁴ — one correctly rounded division — is the double Python returns.
 * Integers, near-ties, huge and non-finite values go to pyRound.
 */
export function round4(x: number): number {
  if (Number.isInteger(x)) return x;
  const scaled = x * 1e4;
  if (Math.abs(scaled) < 1e9) {
    const fraction = scaled - Math.floor(scaled);
    if (Math.abs(fraction - 0.5) > 1e-6) return Math.round(scaled) / 1e4;
  }
  return pyRound(x, 4);
}
