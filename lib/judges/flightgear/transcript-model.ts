// What a transcript-only listener can know about the flight (spec section 5, "derived
// constants"): GT-wide medians, typical delays and rates, which later clearance the audio
// suggests supersedes each one, and the believed aircraft state at any time.

import { HEADING, LEG_DURATION_S, dimOfUnit, type Dim, type Unit } from "./constants";
import { ISSUE, type Clearance } from "./clearance";
import { GroundTruthError } from "../types";
import { floorDiv, median, wrapDelta } from "./numeric";

export interface BaselineConstants {
  /** median |target - issue value| / (completion - execution), per unit */
  rate: Record<Unit, number>;
  /** medians of the issue snapshot over all events: the "believed" state before any settling */
  initial: readonly [number, number, number];
  execDelay: number;
  complDelay: number;
  /** 1-based index of the clearance the transcript suggests supersedes event k, or null */
  audioSuperseded: (number | null)[];
  /** when the transcript moves on from event k: next same-unit issue in the leg, or the leg end */
  audioEnd: number[];
  legs: number[];
}

export function legOf(issued: number): number {
  return floorDiv(issued, LEG_DURATION_S);
}

/** The issue snapshot's value in one dimension: never null (the validator refuses a null issue snapshot). */
function issueValue(c: Clearance, dim: Dim): number {
  const v = c.snapshots[ISSUE][dim];
  if (v === null) throw new GroundTruthError(`clearance ${c.index} has a null issue snapshot`);
  return v;
}

/** median |target - issue value| / (completion - execution) over the clearances in this unit */
function medianRate(gt: readonly Clearance[], unit: Unit): number {
  const dim = dimOfUnit(unit);
  const rates: number[] = [];
  for (const c of gt) {
    if (c.unit !== unit || c.execTime === null || c.complTime === null) continue;
    const duration = c.complTime - c.execTime;
    if (!(duration > 0)) continue;
    const issued = issueValue(c, dim);
    const span = dim === HEADING ? wrapDelta(c.target, issued) : c.target - issued;
    rates.push(Math.abs(span) / duration);
  }
  return median(rates);
}

export function baselineConstants(gt: readonly Clearance[]): BaselineConstants {
  const rate: Record<Unit, number> = { feet: medianRate(gt, "feet"), degrees: medianRate(gt, "degrees"), knots: medianRate(gt, "knots") };
  const initialOf = (d: Dim) => median(gt.map((c) => issueValue(c, d)));
  const initial: [number, number, number] = [initialOf(0), initialOf(1), initialOf(2)];
  const execDelay = median(gt.flatMap((c) => (c.execTime === null ? [] : [c.execTime - c.issued]))) || 5.0;
  const complDelay = median(gt.flatMap((c) => (c.complTime === null ? [] : [c.complTime - c.issued]))) || 30.0;
  const legs = gt.map((c) => legOf(c.issued));

  const audioSuperseded = gt.map((c, k): number | null => {
    for (let j = k + 1; j < gt.length; j++) {
      if (legs[j] !== legs[k]) return null;
      if (gt[j].unit !== c.unit) continue;
      return gt[j].issued < c.issued + complDelay ? j + 1 : null;
    }
    return null;
  });
  const audioEnd = gt.map((c, k): number => {
    for (let j = k + 1; j < gt.length; j++) {
      if (legs[j] === legs[k] && gt[j].unit === c.unit) return gt[j].issued;
    }
    return (legs[k] + 1) * LEG_DURATION_S;
  });
  return { rate, initial, execDelay, complDelay, audioSuperseded, audioEnd, legs };
}

/**
 * What a listener believes the aircraft state is at t, within one leg: the GT medians,
 * then (if settling) the target of every same-leg clearance whose typical completion
 * (issue + complDelay) is at or before t, later ones in GT order overwriting earlier ones.
 * Per event only a handful of distinct times are asked for, so answers are cached.
 */
export class BelievedState {
  // plain indexed arrays and loops: this runs a few hundred times inside prepare(), mostly
  // before the JIT has warmed up, where iterators and spreads are comparatively slow
  private readonly settleAt: number[] = [];
  private readonly settleDim: number[] = [];
  private readonly settleTarget: number[] = [];
  private readonly cachedT: number[] = [];
  private readonly cachedSettle: boolean[] = [];
  private readonly cachedState: (readonly number[])[] = [];

  constructor(
    gt: readonly Clearance[],
    private readonly K: BaselineConstants,
    leg: number,
  ) {
    for (let j = 0; j < gt.length; j++) {
      if (K.legs[j] !== leg) continue;
      this.settleAt.push(gt[j].issued + K.complDelay);
      this.settleDim.push(dimOfUnit(gt[j].unit));
      this.settleTarget.push(gt[j].target);
    }
  }

  /** A fresh copy (callers may overwrite the commanded dimension). */
  at(t: number, settle: boolean): number[] {
    for (let i = 0; i < this.cachedT.length; i++) {
      if (this.cachedT[i] === t && this.cachedSettle[i] === settle) return this.cachedState[i].slice();
    }
    const state = this.K.initial.slice();
    if (settle) {
      for (let j = 0; j < this.settleAt.length; j++) if (this.settleAt[j] <= t) state[this.settleDim[j]] = this.settleTarget[j];
    }
    this.cachedT.push(t);
    this.cachedSettle.push(settle);
    this.cachedState.push(state);
    return state.slice();
  }
}
