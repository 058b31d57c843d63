// Python float arithmetic that JS spells differently.

/**
 * Python's float `a % m`: the result takes the sign of m (JS `%` keeps the sign of a).
 * Same steps as CPython (fmod, then one correction), so edge results agree too:
 * -1e-20 % 360 is 360.0 in Python, whereas ((a % m) + m) % m gives 0.
 * Python raises ZeroDivisionError for m == 0; this returns NaN.
 */
export function floorMod(a: number, m: number): number {
  if (m === 0) return NaN;
  let mod = a % m; // fmod: exact
  if (mod !== 0) {
    if (m < 0 !== mod < 0) mod += m;
  } else {
    mod = m < 0 ? -0 : 0; // copysign(0.0, m)
  }
  return mod;
}

/**
 * Python's max(a, b, ...): keep the first item, replace it only when a later one is strictly
 * greater. A NaN never compares greater and never loses a comparison it starts: max(0, nan) == 0,
 * max(nan, 0) is nan. Math.max returns NaN for both.
 */
export function pyMax(first: number, ...rest: number[]): number {
  let best = first;
  for (const x of rest) if (x > best) best = x;
  return best;
}

/** Python's min(a, b, ...): as pyMax with strictly-less. */
export function pyMin(first: number, ...rest: number[]): number {
  let best = first;
  for (const x of rest) if (x < best) best = x;
  return best;
}
