// The reward.json objects of both versions, key order and rounding as the originals wrote them
// (spec §5, §7). Numbers are rounded like Python's round(x, 4).
import { quantityAccuracy, quantityScore, type QuantityOutcome } from "./combine";
import type { KartGroundTruth } from "./ground-truth";
import { LATEST_NOTE, V4_NOTE } from "./quantities";
import { round4 } from "./round4";

function weightsOf(gt: KartGroundTruth): Record<string, number> {
  const weights: Record<string, number> = {};
  for (const q of gt.quantities) weights[q.name] = q.weight;
  return weights;
}

export interface RewardInputs {
  gt: KartGroundTruth;
  reason: string;
  reportedCount: number;
  quantities: readonly QuantityOutcome[];
  /** unrounded reward */
  reward: number;
}

export function v4RewardObject({ gt, reason, reportedCount, quantities, reward }: RewardInputs) {
  const dims = dimsOf(quantities);
  return {
    reward: round4(reward),
    details: {
      reason,
      hero: gt.hero,
      n_races: gt.races.length,
      n_predicted_races: reportedCount,
      dims,
      weights: weightsOf(gt),
      note: V4_NOTE,
    },
  };
}

export function latestRewardObject(inputs: RewardInputs & { timeMatchedCount: number }) {
  const { gt, reason, reportedCount, quantities, reward, timeMatchedCount } = inputs;
  const nRaces = gt.races.length;
  const dims = dimsOf(quantities, nRaces);
  return {
    reward: round4(reward),
    details: {
      reason,
      hero: gt.hero,
      n_races: nRaces,
      n_predicted_races: reportedCount,
      n_time_matched: timeMatchedCount,
      coverage: round4(timeMatchedCount / nRaces),
      time_tol_s: gt.tolerances.timeToleranceS,
      dims,
      weights: weightsOf(gt),
      note: LATEST_NOTE,
    },
  };
}

/**
 * The per-quantity block of both versions. The latest version adds `coverage` (against all GT
 * races) just before `gt_varies`: key order is kept as the originals wrote it.
 */
function dimsOf(quantities: RewardInputs["quantities"], coverageOver?: number): Record<string, unknown> {
  const dims: Record<string, unknown> = {};
  for (const q of quantities) {
    dims[q.name] = {
      tau: round4(q.tau),
      accuracy: round4(quantityAccuracy(q)),
      score: round4(quantityScore(q)),
      n_pairs: q.tauPairCount,
      ...(coverageOver === undefined ? {} : { coverage: round4(q.valuePairCount / coverageOver) }),
      gt_varies: q.varies,
    };
  }
  return dims;
}
