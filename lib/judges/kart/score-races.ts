// The part of scoring both versions share once each GT race knows its prediction: coerce the
// predicted values, form (gt, prediction) pairs in race order, and compute per-quantity stats.
// The versions differ only in how races are linked, which float() they apply and the accuracy
// divisor (pair count vs. GT race count), so those come in as arguments.
import { OVERFLOW, type CoercedFloat } from "./coerce";
import type { QuantityOutcome } from "./combine";
import type { KartGroundTruth } from "./ground-truth";
import { gtUntiedTau, withinToleranceAccuracy } from "./rank-stats";
import { PyDict, type PyValue } from "../types";

export interface QuantityComparison {
  quantity: string;
  expected: number;
  /** the value as the ledger wrote it (undefined: key missing or race unmatched) */
  predictedRaw: PyValue | undefined;
  /** the coerced value that entered the statistics; null when this race formed no pair */
  predicted: number | null;
  /** this pair's within-30% accuracy; null when no pair */
  accuracy: number | null;
}

export interface RaceOutcome {
  raceIndex: number;
  matchedPrediction: number | null;
  /** one per scored quantity, in quantity order */
  comparisons: QuantityComparison[];
}

export interface RaceScoring {
  races: RaceOutcome[];
  quantities: QuantityOutcome[];
  /** a scored value was an integer too large for a double: the reference judge crashed */
  overflowIn: string | null;
}

export interface PairingRules {
  /** float() variant: @1ea24fc keeps NaN/inf, @f933449 drops them */
  coerce(value: PyValue | undefined): CoercedFloat;
  /** accuracy divisor given the number of value pairs of a quantity */
  accuracyNormaliser(valuePairCount: number): number;
}

export function scoreLinkedRaces(
  gt: KartGroundTruth,
  predictionOfRace: readonly (number | null)[],
  predictions: readonly PyValue[],
  rules: PairingRules,
): RaceScoring {
  let overflowIn: string | null = null;
  const tol = gt.tolerances;
  const races: RaceOutcome[] = gt.races.map((race, raceIndex) => {
    const link = predictionOfRace[raceIndex];
    const entry = link === null ? undefined : predictions[link];
    // a non-object prediction behaves like {} (spec §4, addendum A5)
    const fields = entry instanceof PyDict ? entry : null;
    const comparisons = gt.quantities.map(({ name }, q): QuantityComparison => {
      const raw = fields?.get(name);
      const coerced = fields === null ? undefined : rules.coerce(raw);
      if (coerced === OVERFLOW && overflowIn === null) overflowIn = `${name} of prediction ${(link ?? 0) + 1}`;
      const predicted = typeof coerced === "number" ? coerced : null;
      const expected = race.values[q];
      const accuracy = predicted === null ? null : withinToleranceAccuracy(expected, predicted, tol.relativeTolerance, tol.toleranceFloor);
      return { quantity: name, expected, predictedRaw: raw, predicted, accuracy };
    });
    return { raceIndex, matchedPrediction: link, comparisons };
  });

  const quantities = gt.quantities.map(({ name, weight }, q): QuantityOutcome => {
    const expected: number[] = [];
    const predicted: number[] = [];
    let accuracySum = 0;
    for (const race of races) {
      const c = race.comparisons[q];
      if (c.predicted === null || c.accuracy === null) continue;
      expected.push(c.expected);
      predicted.push(c.predicted);
      accuracySum += c.accuracy;
    }
    const { tau, pairCount } = gtUntiedTau(expected, predicted);
    return {
      name,
      weight,
      varies: gt.varies[q],
      tau,
      tauPairCount: pairCount,
      valuePairCount: expected.length,
      accuracySum,
      normaliser: rules.accuracyNormaliser(expected.length),
      tauFloor: tol.tauFloor,
    };
  });
  return { races, quantities, overflowIn };
}
