// The identity gate's ground-truth side (spec 4.1) as columns: each GT clearance's command and
// issue time, built once per prepared ground truth. The alignment asks it which columns can pass
// the gate for a prediction; when the issue times are sorted (a valid ground truth's are,
// spec 2.3) that is a binary search, so only a few cells per row are ever looked at.
import type { Clearance } from "./clearance";
import type { ExpectedClearance } from "./credit";
import type { FlightgearTolerances } from "./tolerance-options";

export interface GateColumns {
  command: string[];
  issued: Float64Array;
  /** issue times non-decreasing, so a time window is a run of columns */
  sorted: boolean;
}

const cache = new WeakMap<readonly ExpectedClearance[], GateColumns>();

export function gateColumns(expected: readonly ExpectedClearance[]): GateColumns {
  let hit = cache.get(expected);
  if (hit === undefined) {
    // a prepared ground truth is never edited; the cache keys on its array
    const issued = Float64Array.from(expected, (e) => e.c.issued);
    let sorted = true;
    for (let k = 1; k < issued.length; k++) if (!(issued[k] >= issued[k - 1])) sorted = false;
    hit = { command: expected.map((e) => e.c.command), issued, sorted };
    cache.set(expected, hit);
  }
  return hit;
}

/** gateRange's other bound: the end (exclusive) of the run it found. */
export const gateEnd = new Int32Array(1);

/**
 * The columns [from, gateEnd[0]) that may hold a time within `window` of the prediction's issue
 * time: a superset of those passing the exact test |issued - t| <= window (the caller applies
 * it). The run is widened by 1 + 2 x window on both sides, far beyond any rounding of the
 * subtraction, and is every column when the times are unsorted or the bounds are not numbers.
 * (The prediction, not its time, is passed: a double argument to a call that is not inlined is boxed.)
 */
export function gateRange(gate: GateColumns, p: Clearance, tol: FlightgearTolerances): number {
  const times = gate.issued;
  const n = times.length;
  gateEnd[0] = n;
  const margin = 1 + 2 * tol.issueTimeS;
  const low = p.issued - margin;
  const high = p.issued + margin;
  if (!gate.sorted || !(low <= high)) return 0;
  // first column with time >= low
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] < low) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < n && times[end] <= high) end++;
  gateEnd[0] = end;
  return lo;
}
