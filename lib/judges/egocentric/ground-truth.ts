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

export function prepareGroundTruth(document: PyValue, taskOptions: EgocentricOptions): PreparedEgocentric {
  const truth = readGroundTruthValue(document, taskOptions);
  const options = withGroundTruthVocabulary(taskOptions, truth);
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
  const list = document.get("actions");
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
    // No chronological rule here: the original reads its key as it is, and neither pairing needs
    // a start-ordered key (the compatibility index sorts its own copy; the alignment follows file
    // order). A key out of start order is scored as the original would score it.
    actions.push(verdict.action);
  });
  return actions;
}

/**
 * Spec §2: the original's vocabulary is the verbs / nouns that occur in its ground truth. The
 * task options are the closed set the key must stay inside; a prediction is scored against the
 * key's own words, so a word the options list but the key never uses is "outside the
 * vocabulary" there too (for the real task both are the same 15 verbs / 35 nouns). Ids are kept,
 * so match keys built before and after the restriction agree.
 */
export function withGroundTruthVocabulary(options: EgocentricOptions, truth: readonly Action[]): EgocentricOptions {
  const verbsUsed = new Set(truth.map((a) => a.verb));
  const nounsUsed = new Set(truth.flatMap((a) => a.nouns));
  const keep = (ids: ReadonlyMap<string, number>, used: Set<string>) => new Map([...ids].filter(([word]) => used.has(word)));
  return { ...options, verbs: keep(options.verbs, verbsUsed), nouns: keep(options.nouns, nounsUsed) };
}
