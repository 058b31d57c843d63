// Per-pair credit (spec 4.2-4.4): up to 20 units in six groups for a predicted clearance P
// judged against an expected clearance E. Each rule is a small exported primitive so the
// per-event breakdown shows exactly the comparison that produced the units.

import { DIMS, HEADING, type Dim } from "./constants";
import { COMPLETION, ENDING, EXECUTION, ISSUE, type Clearance } from "./clearance";
import { circularDiff, clamp } from "./numeric";
import { DEFAULT_TOLERANCES, type FlightgearTolerances } from "./tolerance-options";
import { interpolate, interpolated, interpolateInto, slotTime, type Anchor } from "./trajectory";

/** An expected clearance with what grading it needs precomputed once. */
export interface ExpectedClearance {
  c: Clearance;
  /** per dimension, the anchors of the reconstructed trajectory */
  anchors: readonly [Anchor[], Anchor[], Anchor[]];
  rates: readonly [number, number, number];
}

/** A resolved supersession link: the named clearance's identity, or "#unresolved" + raw index. */
export type Link = { name: string; time: number } | null;

export interface Credit {
  target: number;
  status: number;
  states: number;
  timing: number;
  chain: number;
  progress: number;
  total: number;
}

/** Identity gate: same command and issue times within 2 s. */
export function eligible(p: Clearance, e: Clearance, tol: FlightgearTolerances = DEFAULT_TOLERANCES): boolean {
  return p.command === e.command && Math.abs(p.issued - e.issued) <= tol.issueTimeS;
}

/** |P - E| in the dimension's metric (circular for headings). */
export function dimDiff(p: number, e: number, dim: Dim): number {
  return dim === HEADING ? circularDiff(p, e) : Math.abs(p - e);
}

export function targetDiff(p: Clearance, e: Clearance): number {
  return e.unit === "degrees" ? circularDiff(p.target, e.target) : Math.abs(p.target - e.target);
}

export function targetOk(p: Clearance, e: Clearance, tol: FlightgearTolerances = DEFAULT_TOLERANCES): boolean {
  return targetDiff(p, e) <= tol.target[e.unit];
}

/** Progress is compared by plain absolute difference, never circular, never interpolated. */
export function progressOk(p: Clearance, e: Clearance, tol: FlightgearTolerances = DEFAULT_TOLERANCES): boolean {
  return Math.abs(p.progress - e.progress) <= tol.state[e.unit];
}

/** 2 for both null or within 1 s, 1 within 4 s, 0 otherwise (including one side null). */
export function timePoints(p: number | null, e: number | null, tol: FlightgearTolerances = DEFAULT_TOLERANCES): number {
  if (p === null || e === null) return p === e ? 2 : 0;
  const d = Math.abs(p - e);
  return d <= tol.eventPreciseS ? 2 : d <= tol.eventTimeS ? 1 : 0;
}

export function linksMatch(a: Link, b: Link, tol: FlightgearTolerances = DEFAULT_TOLERANCES): boolean {
  if (a === null || b === null) return a === b;
  return a.name === b.name && Math.abs(a.time - b.time) <= tol.issueTimeS;
}

/** Receives each dimension's comparison, for the breakdown. */
export type SnapshotSink = (dim: Dim, predicted: number | null, reference: number | null, tolerance: number, ok: boolean) => void;

/**
 * Snapshot check for one slot. The reference is read at the time the answer claims
 * (shift clamped to ±4 s) and the tolerance widens by half the fastest rate per second of shift.
 */
export function snapshotOk(
  p: Clearance,
  e: ExpectedClearance,
  slot: number,
  sink?: SnapshotSink,
  tol: FlightgearTolerances = DEFAULT_TOLERANCES,
): boolean {
  const pt = slotTime(p, slot);
  const et = slotTime(e.c, slot);
  const offset = pt !== null && et !== null ? clamp(pt - et, -tol.eventTimeS, tol.eventTimeS) : 0;
  const predicted = p.snapshots[slot];
  const expected = e.c.snapshots[slot];
  let allOk = true;
  for (const dim of DIMS) {
    let reference = expected[dim];
    let tolerance = tol.stateByDim[dim];
    if (offset !== 0 && et !== null) {
      const shifted = interpolate(e.anchors[dim], et + offset, dim);
      if (shifted !== undefined) {
        reference = shifted;
        tolerance += tol.interpolationSlack * e.rates[dim] * Math.abs(offset);
      }
    }
    const pv = predicted[dim];
    const ok = pv === null || reference === null ? pv === reference : dimDiff(pv, reference, dim) <= tolerance;
    if (sink) sink(dim, pv, reference, tolerance, ok);
    else if (!ok) return false;
    allOk &&= ok;
  }
  return allOk;
}

/**
 * snapshotOk without a sink (what credit needs): the same comparisons in the same order, stopping
 * at the first failing dimension. One function body with no double crossing a call except the
 * interpolation (a double passed to or returned from a call that is not inlined is a heap
 * allocation, and credit runs on every eligible cell). snapshot-holds.test.ts holds it equal to snapshotOk.
 */
export function snapshotHolds(p: Clearance, e: ExpectedClearance, slot: number, tol: FlightgearTolerances = DEFAULT_TOLERANCES): boolean {
  const E = e.c;
  // slotTime(p, slot) and slotTime(E, slot), inline
  const pt = slot === ISSUE ? p.issued : slot === EXECUTION ? p.execTime : slot === COMPLETION ? p.complTime : null;
  const et = slot === ISSUE ? E.issued : slot === EXECUTION ? E.execTime : slot === COMPLETION ? E.complTime : null;
  const shift = tol.eventTimeS;
  const offset = pt !== null && et !== null ? Math.max(-shift, Math.min(shift, pt - et)) : 0;
  const predicted = p.snapshots[slot];
  const expected = E.snapshots[slot];
  for (let d = 0; d < 3; d++) {
    const dim = DIMS[d];
    const pv = predicted[dim];
    const stateTolerance = tol.stateByDim[dim];
    // (reference and tolerance are kept apart from the null case so no double is boxed)
    if (offset !== 0 && et !== null) {
      if (interpolateInto(e.anchors[dim], et + offset, dim)) {
        const shifted = interpolated[0];
        // the reference is a number: a null prediction cannot match it
        if (pv === null) return false;
        const tolerance = stateTolerance + tol.interpolationSlack * e.rates[dim] * Math.abs(offset);
        if (!((dim === HEADING ? circularDiff(pv, shifted) : Math.abs(pv - shifted)) <= tolerance)) return false;
        continue;
      }
    }
    const reference = expected[dim];
    if (pv === null || reference === null) {
      if (pv !== reference) return false;
    } else if (!((dim === HEADING ? circularDiff(pv, reference) : Math.abs(pv - reference)) <= stateTolerance)) {
      return false;
    }
  }
  return true;
}

/** 4 when all four snapshots hold, 2 when only issue and ending hold, else 0. */
export function statesPoints(p: Clearance, e: ExpectedClearance, tol: FlightgearTolerances = DEFAULT_TOLERANCES): number {
  const core = snapshotHolds(p, e, ISSUE, tol) && snapshotHolds(p, e, ENDING, tol);
  if (!core) return 0;
  return snapshotHolds(p, e, EXECUTION, tol) && snapshotHolds(p, e, COMPLETION, tol) ? 4 : 2;
}

export function statusPoints(pStatus: string, e: Clearance): number {
  return pStatus === e.status ? 4 : 0;
}

/** Supersession link and overshoot bucket together earn the chain group. */
export function chainPoints(
  pLink: Link,
  eLink: Link,
  pOvershoot: string,
  eOvershoot: string,
  tol: FlightgearTolerances = DEFAULT_TOLERANCES,
): number {
  return linksMatch(pLink, eLink, tol) && pOvershoot === eOvershoot ? 2 : 0;
}

export function pairCredit(
  p: Clearance,
  e: ExpectedClearance,
  pLink: Link,
  eLink: Link,
  tol: FlightgearTolerances = DEFAULT_TOLERANCES,
): Credit {
  const E = e.c;
  const target = targetOk(p, E, tol) ? 4 : 0;
  const status = statusPoints(p.status, E);
  const states = statesPoints(p, e, tol);
  const timing = timePoints(p.execTime, E.execTime, tol) + timePoints(p.complTime, E.complTime, tol);
  const chain = chainPoints(pLink, eLink, p.overshoot, E.overshoot, tol);
  const progress = progressOk(p, E, tol) ? 2 : 0;
  return { target, status, states, timing, chain, progress, total: target + status + states + timing + chain + progress };
}

/** Link as seen through an index map (clearance_index -> clearance); unresolved keeps the raw index. */
/** What resolveLink reads of an index map (a Map, or score-only's reusable table). */
export interface IndexLookup {
  get(index: number): Clearance | undefined;
}

export function resolveLink(c: Clearance, byIndex: IndexLookup | null): Link {
  if (c.supersededBy === null) return null;
  const named = byIndex?.get(c.supersededBy);
  return named ? { name: named.command, time: named.issued } : { name: "#unresolved", time: c.supersededBy };
}
