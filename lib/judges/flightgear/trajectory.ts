// The ground truth has no telemetry array: each clearance's own issue/execution/completion
// snapshots are the only anchors (spec section 3). Snapshot grading at a shifted time reads
// this piecewise-linear curve, and the fastest rate along it widens the tolerance (4.3).

import { HEADING, type Dim } from "./constants";
import { COMPLETION, EXECUTION, ISSUE, type Clearance } from "./clearance";
import { mod360, wrapDelta } from "./numeric";

export interface Anchor {
  t: number;
  v: number;
}

/** Time stamp of a snapshot slot; the ending snapshot has none. */
export function slotTime(c: Clearance, slot: number): number | null {
  if (slot === ISSUE) return c.issued;
  if (slot === EXECUTION) return c.execTime;
  if (slot === COMPLETION) return c.complTime;
  return null;
}

const ANCHOR_SLOTS = [ISSUE, EXECUTION, COMPLETION] as const;

/** Anchors of one dimension, stably sorted by time (completion may precede execution). */
export function anchorsOf(c: Clearance, dim: Dim): Anchor[] {
  const out: Anchor[] = [];
  for (const slot of ANCHOR_SLOTS) {
    const t = slotTime(c, slot);
    const v = c.snapshots[slot][dim];
    if (t !== null && v !== null) out.push({ t, v });
  }
  // Array.prototype.sort is stable, like Python's sorted()
  return out.sort((a, b) => a.t - b.t);
}

/**
 * interpolateInto's result: a double handed back in a typed array is not boxed, a returned one is
 * (credit interpolates on every shifted snapshot of every eligible cell).
 */
export const interpolated = new Float64Array(1);

/** Value of the curve at t into interpolated[0], held flat outside the anchors; false without anchors. */
export function interpolateInto(anchors: readonly Anchor[], t: number, dim: Dim): boolean {
  if (anchors.length === 0) return false;
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  let value = last.v;
  if (t <= first.t) {
    value = first.v;
  } else if (t < last.t) {
    for (let i = 0; i + 1 < anchors.length; i++) {
      const a = anchors[i];
      const b = anchors[i + 1];
      if (a.t <= t && t <= b.t) {
        if (a.t === b.t) value = b.v;
        else {
          const frac = (t - a.t) / (b.t - a.t);
          value = dim === HEADING ? mod360(a.v + frac * wrapDelta(b.v, a.v)) : a.v + frac * (b.v - a.v);
        }
        break;
      }
    }
  }
  interpolated[0] = value;
  return true;
}

/** Value of the curve at t, held flat outside the anchors; undefined without anchors. */
export function interpolate(anchors: readonly Anchor[], t: number, dim: Dim): number | undefined {
  return interpolateInto(anchors, t, dim) ? interpolated[0] : undefined;
}

/**
 * Fastest observed rate per dimension. Quirk kept from the original: a stamp counts only
 * when its time and its ALTITUDE are non-null, whichever dimension is being measured.
 */
export function fastestRates(c: Clearance): [number, number, number] {
  const rates: [number, number, number] = [0, 0, 0];
  const kept: number[] = [];
  const keptTimes: number[] = [];
  for (const slot of ANCHOR_SLOTS) {
    const t = slotTime(c, slot);
    if (t !== null && c.snapshots[slot][0] !== null) {
      kept.push(slot);
      keptTimes.push(t);
    }
  }
  for (let i = 0; i + 1 < kept.length; i++) {
    const s1 = kept[i];
    const s2 = kept[i + 1];
    const span = keptTimes[i + 1] - keptTimes[i];
    if (!(span > 0)) continue;
    for (const dim of [0, 1, 2] as const) {
      const v1 = c.snapshots[s1][dim];
      const v2 = c.snapshots[s2][dim];
      if (v1 === null || v2 === null) continue;
      const delta = dim === HEADING ? wrapDelta(v2, v1) : v2 - v1;
      rates[dim] = Math.max(rates[dim], Math.abs(delta) / span);
    }
  }
  return rates;
}
