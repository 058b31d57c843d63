// Which ground-truth actions each prediction may be paired with, under the scored predicate
// (verb + noun set + both boundaries) and the two diagnostic ones (verb + boundaries,
// boundaries only). All three need both boundaries within tolerance, so one binary search on
// the start-sorted ground truth and one short scan serve all three: O(n log m) per ledger
// instead of the O(n * m) pair-by-pair test.
import type { Action } from "./action";

export type MatchPredicate = "full" | "verbAndBoundary" | "boundaryOnly";

/** Compatible ground-truth indices per predicate, each ascending (the upstream visiting order). */
export type Candidates = Record<MatchPredicate, number[]>;

export interface CompatibilityIndex {
  candidates(prediction: Action): Candidates;
}

const ascending = (x: number, y: number) => x - y;

export function buildCompatibilityIndex(truth: readonly Action[], tolerance: number): CompatibilityIndex {
  const order = truth.map((_, i) => i).sort((x, y) => truth[x].startFrame - truth[y].startFrame || x - y);
  const starts = Float64Array.from(order, (i) => truth[i].startFrame);
  const ends = Float64Array.from(order, (i) => truth[i].endFrame);
  const verbIds = Int32Array.from(order, (i) => truth[i].verbId);
  const labelKeys = order.map((i) => truth[i].labelKey);
  return {
    candidates(prediction) {
      const found: Candidates = { full: [], verbAndBoundary: [], boundaryOnly: [] };
      const lowest = prediction.startFrame - tolerance;
      const highest = prediction.startFrame + tolerance;
      let lo = 0;
      let hi = starts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid] < lowest) lo = mid + 1;
        else hi = mid;
      }
      for (let k = lo; k < starts.length && starts[k] <= highest; k++) {
        if (Math.abs(ends[k] - prediction.endFrame) > tolerance) continue;
        const g = order[k];
        found.boundaryOnly.push(g);
        if (verbIds[k] !== prediction.verbId) continue;
        found.verbAndBoundary.push(g);
        if (labelKeys[k] === prediction.labelKey) found.full.push(g);
      }
      // the scan runs in start order; equal or nearby starts can be out of index order
      for (const list of [found.full, found.verbAndBoundary, found.boundaryOnly]) if (list.length > 1) list.sort(ascending);
      return found;
    },
  };
}
