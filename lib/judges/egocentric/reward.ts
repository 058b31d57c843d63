// The reward.json object, key for key and in the original order, and the F1 arithmetic shared
// with the event breakdown (so both round identically).
import { pyRound } from "../py";

export interface F1Scores {
  precision: number;
  recall: number;
  f1: number;
}

/** Python's arithmetic, in its order: P = TP/predicted (0 if none), R = TP/GT, F1 = 2PR/(P+R). */
export function f1Scores(truePositives: number, predictedCount: number, truthCount: number): F1Scores {
  const precision = predictedCount > 0 ? truePositives / predictedCount : 0;
  const recall = truthCount > 0 ? truePositives / truthCount : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision: pyRound(precision, 6), recall: pyRound(recall, 6), f1: pyRound(f1, 6) };
}

export interface RewardCounts {
  truthCount: number;
  predictedCount: number;
  validCount: number;
  truePositives: number;
  verbAndBoundaryMatches: number;
  boundaryOnlyMatches: number;
  frameTolerance: number;
}

export function buildReward(c: RewardCounts): Record<string, number> {
  const { precision, recall, f1 } = f1Scores(c.truePositives, c.predictedCount, c.truthCount);
  return {
    reward: f1,
    ground_truth_actions: c.truthCount,
    predicted_actions: c.predictedCount,
    valid_predicted_actions: c.validCount,
    invalid_predicted_actions: c.predictedCount - c.validCount,
    true_positives: c.truePositives,
    // dropped entries are predictions too, so they count as false positives
    false_positives: c.predictedCount - c.truePositives,
    false_negatives: c.truthCount - c.truePositives,
    precision,
    recall,
    f1,
    frame_tolerance: c.frameTolerance,
    verb_and_boundary_matches: c.verbAndBoundaryMatches,
    boundary_only_matches: c.boundaryOnlyMatches,
  };
}
