// The kart judges' tolerances as prepare() options (SPEC.md §4, §7). Defaults are the original
// constants (quantities.ts), so prepare(gt) is the original judge.
import { readToleranceOptions } from "../tolerance-options";
import type { JudgeOptions, ToleranceDescriptor } from "../types";
import { RELATIVE_TOLERANCE, TIME_TOLERANCE_S, TOLERANCE_FLOOR } from "./quantities";

export interface KartTolerances {
  /** accuracy band: max(toleranceFloor, relativeTolerance · gt) */
  readonly relativeTolerance: number;
  readonly toleranceFloor: number;
  /** a quantity earns only with tau above this (the original gate is max(0, tau)) */
  readonly tauFloor: number;
  /** @f933449: seconds a prediction may sit outside a race's window */
  readonly timeToleranceS: number;
}

export const DEFAULT_KART_TOLERANCES: KartTolerances = {
  relativeTolerance: RELATIVE_TOLERANCE,
  toleranceFloor: TOLERANCE_FLOOR,
  tauFloor: 0,
  timeToleranceS: TIME_TOLERANCE_S,
};

const ACCURACY_TOLERANCES: readonly ToleranceDescriptor[] = [
  {
    key: "relativeTolerance",
    label: "accuracy band, relative to the true value",
    unit: "fraction",
    default: RELATIVE_TOLERANCE,
    sweep: { min: 0.05, max: 1, step: 0.05 },
  },
  {
    key: "toleranceFloor",
    label: "accuracy band, smallest width (±)",
    unit: "count or s",
    default: TOLERANCE_FLOOR,
    sweep: { min: 0, max: 5, step: 0.5 },
  },
  { key: "tauFloor", label: "rank-correlation gate: tau must exceed", unit: "tau", default: 0, sweep: { min: 0, max: 0.9, step: 0.1 } },
];

/** @1ea24fc: races compared by position, no time tolerance */
export const KART_V4_TOLERANCES: readonly ToleranceDescriptor[] = ACCURACY_TOLERANCES;

/** @f933449: adds the video-time matching window */
export const KART_LATEST_TOLERANCES: readonly ToleranceDescriptor[] = [
  ...ACCURACY_TOLERANCES,
  {
    key: "timeToleranceS",
    label: "race-window widening for time matching (±)",
    unit: "s",
    default: TIME_TOLERANCE_S,
    sweep: { min: 0, max: 60, step: 5 },
  },
];

export function resolveKartTolerances(
  judgeId: string,
  descriptors: readonly ToleranceDescriptor[],
  options?: JudgeOptions,
): KartTolerances {
  const o = readToleranceOptions(judgeId, descriptors, options);
  return {
    relativeTolerance: o.relativeTolerance,
    toleranceFloor: o.toleranceFloor,
    tauFloor: o.tauFloor,
    timeToleranceS: o.timeToleranceS ?? TIME_TOLERANCE_S,
  };
}
