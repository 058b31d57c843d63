// The answer key: `{"actions": [...]}` whose entries obey the same rules as a valid prediction.
// Anything else is a broken task, reported as GroundTruthError rather than scored.
import { GroundTruthError, PyDict, type PyValue } from "../types";
import type { Action } from "./action";
import { buildCompatibilityIndex, type CompatibilityIndex } from "./compatibility";
import { describeAction } from "./action";
import type { EgocentricOptions } from "./options";
import { checkEntry, UnhashableError } from "./submission";

/** A ground truth read once (prepare) and reused for every submission. */
export interface PreparedEgocentric {
  options: EgocentricOptions;
  /** ground-truth actions in file order */
  truth: readonly Action[];
  /** display labels of `truth`, built once rather than per scored ledger */
  truthLabels: readonly string[];
  index: CompatibilityIndex;
}

export function prepareGroundTruth(document: PyValue, options: EgocentricOptions): PreparedEgocentric {
  const truth = readGroundTruthValue(document, options);
  return {
    options,
    truth,
    truthLabels: truth.map(describeAction),
    index: buildCompatibilityIndex(truth, options.frameTolerance),
  };
}

/**
 * File order is kept: the order-preserving judge aligns against it (the two GT versions differ
 * only in the order of one equal-start pair, and that changes the lcs score).
 */
export function readGroundTruthValue(document: PyValue, options: EgocentricOptions): Action[] {
  if (!(document instanceof PyDict) || !document.has("actions")) {
    throw new GroundTruthError("ground truth must be an object with an `actions` list");
  }
  const list = document.get("actions") as PyValue;
  if (!Array.isArray(list) || list.length === 0) {
    // recall divides by the action count, so an empty key cannot be scored
    throw new GroundTruthError("ground truth `actions` must be a non-empty list");
  }
  const actions: Action[] = [];
  list.forEach((raw, position) => {
    const where = `ground truth action ${position + 1}`;
    let verdict;
    try {
      verdict = checkEntry(raw, position, options);
    } catch (error) {
      if (error instanceof UnhashableError) throw new GroundTruthError(`${where}: ${error.message}`);
      throw error;
    }
    if ("problem" in verdict) {
      throw new GroundTruthError(
        `${where} ${verdict.problem} (vocabulary: ${options.verbs.size} verbs, ${options.nouns.size} nouns; ` +
          `frames 0..${options.videoFrames - 1})`,
      );
    }
    const previous = actions[actions.length - 1];
    // Submissions must be chronological, so an out-of-order key could never be reproduced
    // (and the order-preserving judge could never give its own oracle 1.0).
    if (previous && verdict.action.startFrame < previous.startFrame) {
      throw new GroundTruthError(
        `${where} (${describeAction(verdict.action)}) starts before action ${position} ` +
          `(${describeAction(previous)}); the ground truth must be in chronological order`,
      );
    }
    actions.push(verdict.action);
  });
  return actions;
}
