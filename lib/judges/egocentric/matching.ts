// The two ways the judge versions pair predictions with ground truth. Both take, per valid
// prediction (in submission order), its compatible ground-truth indices in ascending order,
// and return one pairing; only its size enters the reward, the pairs feed the event breakdown.

export interface Matching {
  size: number;
  /** for each prediction (same order as the input), its ground-truth index or -1 */
  truthOfPrediction: Int32Array;
}

export type Matcher = (candidates: readonly (readonly number[])[], truthCount: number) => Matching;

/**
 * @e25513b: maximum-cardinality bipartite matching by Kuhn's augmenting paths, in the upstream
 * order (predictions in submission order, candidates ascending, a fresh visited set per
 * prediction), so the chosen pairs are the upstream ones. The size is the same for any maximum
 * matching. The search is iterative so a long augmenting path cannot overflow the JS stack.
 */
export const maximumMatching: Matcher = (candidates, truthCount) => {
  const predictionOfTruth = new Int32Array(truthCount).fill(-1);
  // visitedBy[g] === root  <=>  g was visited while augmenting from `root` (no per-root reset)
  const visitedBy = new Int32Array(truthCount).fill(-1);
  // DFS stack: a path alternates prediction -> ground truth, so it holds at most truthCount + 1
  // predictions; typed arrays and a depth counter keep the hot loop allocation-free.
  const stackPrediction = new Int32Array(truthCount + 1);
  const stackNext = new Int32Array(truthCount + 1);
  let size = 0;
  for (let root = 0; root < candidates.length; root++) {
    if (candidates[root].length === 0) continue;
    let depth = 1;
    stackPrediction[0] = root;
    stackNext[0] = 0;
    let augmented = false;
    while (depth > 0 && !augmented) {
      const top = depth - 1;
      const options = candidates[stackPrediction[top]];
      let descended = false;
      while (stackNext[top] < options.length) {
        const g = options[stackNext[top]++];
        if (visitedBy[g] === root) continue;
        visitedBy[g] = root;
        const owner = predictionOfTruth[g];
        if (owner === -1) augmented = true;
        else {
          stackPrediction[depth] = owner;
          stackNext[depth] = 0;
          depth++;
          descended = true;
        }
        break;
      }
      if (!augmented && !descended) depth--;
    }
    if (!augmented) continue;
    // every prediction on the path takes the candidate it last tried
    for (let k = 0; k < depth; k++) {
      const p = stackPrediction[k];
      predictionOfTruth[candidates[p][stackNext[k] - 1]] = p;
    }
    size++;
  }
  return { size, truthOfPrediction: invert(predictionOfTruth, candidates.length) };
};

/**
 * @157e7b4: the longest common subsequence of (predictions in submission order) x (ground truth
 * in file order) under the match predicate, i.e. the longest chain of compatible pairs strictly
 * increasing on both sides; crossing pairs cannot both count. Computed sparsely
 * (Hunt-Szymanski): equal to the upstream DP's final cell, in O(pairs log m) instead of O(n m).
 */
export const orderPreservingMatching: Matcher = (candidates, truthCount) => {
  // tailTruth[k]: smallest ground-truth index that ends a chain of k+1 pairs so far
  const tailTruth: number[] = [];
  const tailNode: number[] = [];
  const nodePrediction: number[] = [];
  const nodeTruth: number[] = [];
  const nodePrevious: number[] = [];
  for (let p = 0; p < candidates.length; p++) {
    const options = candidates[p];
    // descending, so two pairs of the same prediction can never chain together
    for (let t = options.length - 1; t >= 0; t--) {
      const g = options[t];
      let lo = 0;
      let hi = tailTruth.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (tailTruth[mid] < g) lo = mid + 1;
        else hi = mid;
      }
      const node = nodePrediction.length;
      nodePrediction.push(p);
      nodeTruth.push(g);
      nodePrevious.push(lo > 0 ? tailNode[lo - 1] : -1);
      tailTruth[lo] = g;
      tailNode[lo] = node;
    }
  }
  const predictionOfTruth = new Int32Array(truthCount).fill(-1);
  for (let node = tailNode.length ? tailNode[tailNode.length - 1] : -1; node !== -1; node = nodePrevious[node]) {
    predictionOfTruth[nodeTruth[node]] = nodePrediction[node];
  }
  return { size: tailTruth.length, truthOfPrediction: invert(predictionOfTruth, candidates.length) };
};

function invert(predictionOfTruth: Int32Array, predictionCount: number): Int32Array {
  const truthOfPrediction = new Int32Array(predictionCount).fill(-1);
  for (let g = 0; g < predictionOfTruth.length; g++) {
    if (predictionOfTruth[g] !== -1) truthOfPrediction[predictionOfTruth[g]] = g;
  }
  return truthOfPrediction;
}
