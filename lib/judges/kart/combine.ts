// How per-quantity statistics become the reward (spec §4 and §7). Shared by both versions and by
// rewardFromEvents, so the event breakdown reproduces the reward with the very same arithmetic.

export interface QuantityOutcome {
  name: string;
  weight: number;
  /** GT carries at least two different values; only varying quantities enter the weight sum */
  varies: boolean;
  tau: number;
  /** T of the tau: GT-untied pairs (reported as n_pairs) */
  tauPairCount: number;
  /** number of (gt, prediction) value pairs that entered the statistics */
  valuePairCount: number;
  /** sum of per-pair accuracies, accumulated in race order (Python's left-fold sum) */
  accuracySum: number;
  /** divisor of the accuracy: @1ea24fc the pair count (a mean), @f933449 the GT race count */
  normaliser: number;
  /** the tau gate's threshold (a tolerance option; the original's is 0) */
  tauFloor: number;
}

export function quantityAccuracy(q: QuantityOutcome): number {
  return q.normaliser > 0 ? q.accuracySum / q.normaliser : 0;
}

/** max(0, tau) gates the accuracy: a ledger whose ranking is no better than chance earns nothing */
export function tauGate(tau: number, floor = 0): number {
  return tau > floor ? tau : 0;
}

export function quantityScore(q: QuantityOutcome): number {
  return tauGate(q.tau, q.tauFloor) * quantityAccuracy(q);
}

/** reward before rounding: max(0, Σ w·score / Σ w) over varying quantities, in quantity order */
export function combineReward(quantities: readonly QuantityOutcome[]): number {
  let weighted = 0;
  let weightSum = 0;
  for (const q of quantities) {
    if (!q.varies) continue;
    weighted += q.weight * quantityScore(q);
    weightSum += q.weight;
  }
  if (weightSum === 0) return 0;
  const reward = weighted / weightSum;
  return reward > 0 ? reward : 0;
}

/** Σ w over varying quantities (the renormalisation denominator) */
export function varyingWeightSum(quantities: readonly QuantityOutcome[]): number {
  let weightSum = 0;
  for (const q of quantities) if (q.varies) weightSum += q.weight;
  return weightSum;
}
