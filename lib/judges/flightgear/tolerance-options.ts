// The FlightGear judge's tolerances as prepare() options (SPEC.md §4). Defaults are the original
// constants (constants.ts), so prepare(gt) is the original judge. The transcript-only ceiling is
// computed in prepare with the same tolerances, so a widened tolerance also lifts the chance
// floor it is measured against.
import { readToleranceOptions } from "../tolerance-options";
import type { JudgeOptions, ToleranceDescriptor } from "../types";
import {
  EVENT_PRECISE_S,
  EVENT_TOLERANCE_S,
  INTERPOLATION_SLACK,
  ISSUE_TOLERANCE_S,
  JUDGE_ID,
  STATE_TOLERANCE,
  TARGET_TOLERANCE,
  type Unit,
} from "./constants";

export interface FlightgearTolerances {
  /** identity gate (|Δ issued_time_s|) and the supersession link's time match */
  readonly issueTimeS: number;
  /** event time earns 2 within this */
  readonly eventPreciseS: number;
  /** event time earns 1 within this; also the clamp on a snapshot's claimed-time shift */
  readonly eventTimeS: number;
  readonly target: Readonly<Record<Unit, number>>;
  /** snapshot states and (plain difference) maximum_commanded_progress */
  readonly state: Readonly<Record<Unit, number>>;
  /** `state` indexed by snapshot dimension (altitude, heading, airspeed) */
  readonly stateByDim: readonly [number, number, number];
  /** tolerance widening per second of shift, times the fastest rate */
  readonly interpolationSlack: number;
}

export const DEFAULT_TOLERANCES: FlightgearTolerances = {
  issueTimeS: ISSUE_TOLERANCE_S,
  eventPreciseS: EVENT_PRECISE_S,
  eventTimeS: EVENT_TOLERANCE_S,
  target: { ...TARGET_TOLERANCE },
  state: { ...STATE_TOLERANCE },
  stateByDim: [STATE_TOLERANCE.feet, STATE_TOLERANCE.degrees, STATE_TOLERANCE.knots],
  interpolationSlack: INTERPOLATION_SLACK,
};

export const FLIGHTGEAR_TOLERANCES: readonly ToleranceDescriptor[] = [
  { key: "issueTimeS", label: "issue-time match window (±)", unit: "s", default: ISSUE_TOLERANCE_S, sweep: { min: 0, max: 10, step: 0.5 } },
  {
    key: "eventPreciseS",
    label: "event time, full timing credit (±)",
    unit: "s",
    default: EVENT_PRECISE_S,
    sweep: { min: 0, max: 5, step: 0.5 },
  },
  {
    key: "eventTimeS",
    label: "event time, half timing credit (±)",
    unit: "s",
    default: EVENT_TOLERANCE_S,
    sweep: { min: 0, max: 20, step: 1 },
  },
  { key: "targetFeet", label: "target altitude (±)", unit: "ft", default: TARGET_TOLERANCE.feet, sweep: { min: 0, max: 200, step: 25 } },
  {
    key: "targetDegrees",
    label: "target heading (±, circular)",
    unit: "deg",
    default: TARGET_TOLERANCE.degrees,
    sweep: { min: 0, max: 16, step: 1 },
  },
  { key: "targetKnots", label: "target airspeed (±)", unit: "kt", default: TARGET_TOLERANCE.knots, sweep: { min: 0, max: 12, step: 1 } },
  {
    key: "stateFeet",
    label: "snapshot altitude and altitude progress (±)",
    unit: "ft",
    default: STATE_TOLERANCE.feet,
    sweep: { min: 0, max: 300, step: 25 },
  },
  {
    key: "stateDegrees",
    label: "snapshot heading and heading progress (±)",
    unit: "deg",
    default: STATE_TOLERANCE.degrees,
    sweep: { min: 0, max: 24, step: 1 },
  },
  {
    key: "stateKnots",
    label: "snapshot airspeed and airspeed progress (±)",
    unit: "kt",
    default: STATE_TOLERANCE.knots,
    sweep: { min: 0, max: 12, step: 1 },
  },
  {
    key: "interpolationSlack",
    label: "tolerance widening per second of claimed-time shift (× fastest rate)",
    unit: "×rate·s",
    default: INTERPOLATION_SLACK,
    sweep: { min: 0, max: 2, step: 0.25 },
  },
];

export function resolveFlightgearTolerances(options?: JudgeOptions): FlightgearTolerances {
  const o = readToleranceOptions(JUDGE_ID, FLIGHTGEAR_TOLERANCES, options);
  const state = { feet: o.stateFeet, degrees: o.stateDegrees, knots: o.stateKnots };
  return {
    issueTimeS: o.issueTimeS,
    eventPreciseS: o.eventPreciseS,
    eventTimeS: o.eventTimeS,
    target: { feet: o.targetFeet, degrees: o.targetDegrees, knots: o.targetKnots },
    state,
    stateByDim: [state.feet, state.degrees, state.knots],
    interpolationSlack: o.interpolationSlack,
  };
}
