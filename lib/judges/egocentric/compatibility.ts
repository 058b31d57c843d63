// Which ground-truth actions each prediction may be paired with, for the three predicates the
// judge reports: the scored one (verb + noun set + both boundaries) and the two diagnostics
// (verb + boundaries, boundaries only). Built once per ground truth; a lookup is a binary search
// on start frames inside a bucket, so a whole ledger costs O(n log m) instead of O(n * m).
import type { Action } from "./action";

export type MatchPredicate = "full" | "verbAndBoundary" | "boundaryOnly";

interface Bucket {
  /** ground-truth indices sorted by start frame (then index) */
  indices: Int32Array;
  starts: Float64Array;
}

export interface CompatibilityIndex {
  /** ground-truth indices compatible with `prediction`, ascending (the upstream visiting order) */
  candidates(prediction: Action, predicate: MatchPredicate): number[];
}

function bucketKey(a: Pick<Action, "verb" | "nounSetKey">, predicate: MatchPredicate): string {
  if (predicate === "full") return `${JSON.stringify(a.verb)}|${a.nounSetKey}`;
  if (predicate === "verbAndBoundary") return JSON.stringify(a.verb);
  return "";
}

function buildBuckets(truth: readonly Action[], predicate: MatchPredicate): Map<string, Bucket> {
  const grouped = new Map<string, number[]>();
  truth.forEach((a, i) => {
    const key = bucketKey(a, predicate);
    const list = grouped.get(key);
    if (list) list.push(i);
    else grouped.set(key, [i]);
  });
  const buckets = new Map<string, Bucket>();
  for (const [key, list] of grouped) {
    list.sort((x, y) => truth[x].startFrame - truth[y].startFrame || x - y);
    buckets.set(key, {
      indices: Int32Array.from(list),
      starts: Float64Array.from(list, (i) => truth[i].startFrame),
    });
  }
  return buckets;
}

export function buildCompatibilityIndex(truth: readonly Action[], tolerance: number): CompatibilityIndex {
  const byPredicate: Record<MatchPredicate, Map<string, Bucket>> = {
    full: buildBuckets(truth, "full"),
    verbAndBoundary: buildBuckets(truth, "verbAndBoundary"),
    boundaryOnly: buildBuckets(truth, "boundaryOnly"),
  };
  return {
    candidates(prediction, predicate) {
      const bucket = byPredicate[predicate].get(bucketKey(prediction, predicate));
      if (!bucket) return [];
      const { starts, indices } = bucket;
      const lowest = prediction.startFrame - tolerance;
      let lo = 0;
      let hi = starts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid] < lowest) lo = mid + 1;
        else hi = mid;
      }
      const found: number[] = [];
      for (let k = lo; k < starts.length && starts[k] <= prediction.startFrame + tolerance; k++) {
        const g = indices[k];
        if (Math.abs(truth[g].endFrame - prediction.endFrame) <= tolerance) found.push(g);
      }
      if (found.length > 1) found.sort((x, y) => x - y);
      return found;
    },
  };
}
