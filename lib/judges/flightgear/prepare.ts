// Ground truth -> everything scoring needs, computed once per ground truth:
// validated clearances, trajectory anchors and rates, resolved GT links, the
// transcript-only ceiling per event, gradability and legs.

import { parsePyJson } from "../pyjson";
import { GroundTruthError } from "../types";
import { DIMS, FULL_CREDIT } from "./constants";
import type { Clearance } from "./clearance";
import { resolveLink, type ExpectedClearance, type Link } from "./credit";
import { expectedDisplay, type ExpectedDisplay } from "./breakdown-fields";
import { transcriptCeiling } from "./ceiling";
import { legOf } from "./transcript-model";
import { validateGroundTruth } from "./ground-truth";
import { anchorsOf, fastestRates } from "./trajectory";
import { DEFAULT_TOLERANCES, resolveFlightgearTolerances, type FlightgearTolerances } from "./tolerance-options";
import type { JudgeOptions } from "../types";

export interface PreparedGroundTruth {
  clearances: Clearance[];
  expected: ExpectedClearance[];
  /** GT links resolved through the GT's own index map */
  links: Link[];
  /** transcript-only units per event (0..20) */
  ceiling: number[];
  /** ceiling < 20: the event carries video signal and is scored */
  gradable: boolean[];
  nGradable: number;
  /** sum of the ceiling vector (reported as chance_credit_units) */
  chanceUnits: number;
  legs: number[];
  /** gradable events per leg, legs in ascending order (legs without one are absent) */
  gradableLegs: { leg: number; count: number }[];
  /** labels for the per-event breakdown */
  display: ExpectedDisplay;
  /** the tolerances this ground truth is scored with (prepare options; defaults = the original) */
  tolerances: FlightgearTolerances;
}

export function prepareClearances(gt: Clearance[], tolerances: FlightgearTolerances = DEFAULT_TOLERANCES): PreparedGroundTruth {
  const expected: ExpectedClearance[] = gt.map((c) => ({
    c,
    anchors: [anchorsOf(c, DIMS[0]), anchorsOf(c, DIMS[1]), anchorsOf(c, DIMS[2])],
    rates: fastestRates(c),
  }));
  const byIndex = new Map(gt.map((c) => [c.index, c] as const));
  const links = gt.map((c) => resolveLink(c, byIndex));
  const ceiling = transcriptCeiling(gt, expected, tolerances);
  const gradable = ceiling.map((u) => u < FULL_CREDIT);
  const legs = gt.map((c) => legOf(c.issued));
  const counts = new Map<number, number>();
  gt.forEach((_, k) => {
    if (gradable[k]) counts.set(legs[k], (counts.get(legs[k]) ?? 0) + 1);
  });
  const gradableLegs = [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([leg, count]) => ({ leg, count }));
  return {
    clearances: gt,
    expected,
    links,
    ceiling,
    gradable,
    nGradable: gradable.filter(Boolean).length,
    chanceUnits: ceiling.reduce((a, b) => a + b, 0),
    legs,
    gradableLegs,
    display: expectedDisplay(gt, gradable),
    tolerances,
  };
}

/** Parse + strictly validate ground-truth bytes; throws GroundTruthError. */
export function prepareGroundTruth(bytes: Uint8Array, options?: JudgeOptions): PreparedGroundTruth {
  const tolerances = resolveFlightgearTolerances(options);
  const parsed = parsePyJson(bytes);
  if (!parsed.ok) throw new GroundTruthError(`ground truth is not readable JSON: ${parsed.message}`);
  return prepareClearances(validateGroundTruth(parsed.value), tolerances);
}
