// @f933449: which prediction belongs to which GT race, by video time (spec §7, addenda A7-A9).
import { finiteFloatOf, ABSENT, OVERFLOW, type CoercedFloat } from "./coerce";
import { hungarianAssignment } from "./hungarian";
import { ELIGIBLE_COST_OFFSET, TIME_TOLERANCE_S } from "./quantities";
import { PyDict, type PyValue } from "../types";

export interface RaceWindow {
  start: number;
  end: number;
}

/**
 * The time a prediction claims: `t`, else `t_start`, else `time`, chosen by key presence (a
 * present-but-null `t` does not fall back), then coerced with the finite-only float().
 */
export function predictionTime(prediction: PyValue): CoercedFloat {
  if (!(prediction instanceof PyDict)) return ABSENT;
  for (const key of ["t", "t_start", "time"]) {
    if (prediction.has(key)) return finiteFloatOf(prediction.get(key));
  }
  return ABSENT;
}

export type WindowFit = "inside" | "widened" | "outside";

export function windowFit(window: RaceWindow, t: number, tolerance: number = TIME_TOLERANCE_S): WindowFit {
  if (window.start <= t && t <= window.end) return "inside";
  if (window.start - tolerance <= t && t <= window.end + tolerance) return "widened";
  return "outside";
}

/**
 * Assignment cost of putting a prediction at time t on a race: distance to the window's middle,
 * plus a penalty (window width + tolerance) when only the ±15 s widening admits it, so a
 * prediction inside a window always beats one in its margin. Eligible cells are lowered by 1e6
 * so that any eligible edge is preferred to leaving a race unmatched (padding cells cost 0).
 * Returns 0 for an ineligible cell.
 */
export function assignmentCost(window: RaceWindow, t: number, tolerance: number = TIME_TOLERANCE_S): number {
  const fit = windowFit(window, t, tolerance);
  if (fit === "outside") return 0;
  const middle = (window.start + window.end) / 2;
  const distance = Math.abs(t - middle);
  const cost = fit === "inside" ? distance : distance + (window.end - window.start) + tolerance;
  return cost - ELIGIBLE_COST_OFFSET;
}

export interface TimeMatching {
  /** per GT race: the matched prediction index, or null */
  predictionOfRace: (number | null)[];
  /** per GT race: how the matched prediction's time fits the window */
  fitOfRace: WindowFit[];
  /** per prediction: its coerced time (NaN when absent) */
  predictionTimes: Float64Array;
  /** first prediction whose time is an integer too large for a double (the reference crashed) */
  timeOverflowAt: number | null;
}

export function matchRacesByTime(
  windows: readonly RaceWindow[],
  predictions: readonly PyValue[],
  tolerance: number = TIME_TOLERANCE_S,
): TimeMatching {
  const times = new Float64Array(predictions.length);
  let timeOverflowAt: number | null = null;
  for (let p = 0; p < predictions.length; p++) {
    const t = predictionTime(predictions[p]);
    if (t === OVERFLOW && timeOverflowAt === null) timeOverflowAt = p;
    times[p] = typeof t === "number" ? t : NaN;
  }
  const nRaces = windows.length;
  const nPred = predictions.length;
  // Precompute the small real block (GT × predictions); everything else is padding at cost 0.
  const real = new Float64Array(nRaces * nPred);
  for (let g = 0; g < nRaces; g++) {
    for (let p = 0; p < nPred; p++) {
      real[g * nPred + p] = Number.isNaN(times[p]) ? 0 : assignmentCost(windows[g], times[p], tolerance);
    }
  }
  const size = Math.max(nRaces, nPred);
  // rows beyond the GT races are all-zero padding, which the assignment may skip exactly
  const colOfRow = hungarianAssignment(size, (row, col) => (row < nRaces && col < nPred ? real[row * nPred + col] : 0), nRaces);
  const predictionOfRace: (number | null)[] = [];
  const fitOfRace: WindowFit[] = [];
  for (let g = 0; g < nRaces; g++) {
    const p = colOfRow[g];
    const eligible = p >= 0 && p < nPred && !Number.isNaN(times[p]) && windowFit(windows[g], times[p], tolerance) !== "outside";
    predictionOfRace.push(eligible ? p : null);
    fitOfRace.push(eligible ? windowFit(windows[g], times[p], tolerance) : "outside");
  }
  return { predictionOfRace, fitOfRace, predictionTimes: times, timeOverflowAt };
}
