// Field-by-field comparison of a matched pair, side by side, built from the very
// primitives the credit function uses, so what a reviewer sees is what was scored.

import type { EventField } from "../types";
import type { Clearance } from "./clearance";
import { DIM_SUFFIX, DIM_UNITS, SNAPSHOT_PREFIXES, STATE_TOLERANCE, type Unit } from "./constants";
import { linksMatch, progressOk, snapshotOk, targetOk, timePoints, type Credit, type ExpectedClearance, type Link } from "./credit";
import { slotTime } from "./trajectory";
import type { FlightgearTolerances } from "./tolerance-options";

/** Both links as scored (resolved through each side's own index map) and as shown. */
export interface PairLinks {
  pred: Link;
  gt: Link;
  predLabel: string | null;
  gtLabel: string | null;
}

const UNIT_SYMBOL: Record<Unit, string> = { feet: "ft", degrees: "°", knots: "kt" };

export function describeClearance(c: Clearance): string {
  return `${c.command} ${c.target} ${c.unit} @ ${c.issued}s`;
}

/** Ground-truth labels, formatted once in prepare() (every score() shows all of them). */
export interface ExpectedDisplay {
  labels: string[];
  /** "#8 turn_left_heading @ 378s" for a superseded clearance, else null */
  linkLabels: (string | null)[];
}

export function expectedDisplay(gt: readonly Clearance[], gradable: readonly boolean[]): ExpectedDisplay {
  return {
    labels: gt.map(
      (e, k) => `#${e.index} ${describeClearance(e)}${gradable[k] ? "" : " (not graded: the transcript alone earns full credit)"}`,
    ),
    linkLabels: gt.map((c) => {
      if (c.supersededBy === null) return null;
      const named = gt[c.supersededBy - 1];
      return named ? `#${c.supersededBy} ${named.command} @ ${named.issued}s` : `#${c.supersededBy} (unresolved)`;
    }),
  };
}

function formatTolerance(value: number, unit: Unit): string {
  return `±${value}${unit === "degrees" ? "° (circular)" : ` ${UNIT_SYMBOL[unit]}`}`;
}

// the unwidened tolerances are by far the most common: format them once
const BASE_STATE_TEXT = new Map<number, string>(
  (["feet", "degrees", "knots"] as const).map((u) => [STATE_TOLERANCE[u], formatTolerance(STATE_TOLERANCE[u], u)]),
);

function tol(value: number, unit: Unit): string {
  return (value === STATE_TOLERANCE[unit] && BASE_STATE_TEXT.get(value)) || formatTolerance(value, unit);
}

function timingField(name: string, p: number | null, e: number | null, t: FlightgearTolerances): EventField {
  const points = timePoints(p, e, t);
  return {
    name,
    expected: e,
    predicted: p,
    tolerance: `≤${t.eventPreciseS} s: 2, ≤${t.eventTimeS} s: 1`,
    verdict: points === 2 ? "ok" : points === 1 ? "partial" : "miss",
    earned: points,
    available: 2,
  };
}

function snapshotFields(p: Clearance, e: ExpectedClearance, t: FlightgearTolerances): EventField[] {
  const out: EventField[] = [];
  SNAPSHOT_PREFIXES.forEach((prefix, slot) => {
    const pt = slotTime(p, slot);
    const et = slotTime(e.c, slot);
    const shifted = pt !== null && et !== null && pt !== et;
    snapshotOk(
      p,
      e,
      slot,
      (dim, predicted, reference, tolerance, ok) => {
        const unit = DIM_UNITS[dim];
        const gtValue = e.c.snapshots[slot][dim];
        const note = shifted && reference !== gtValue ? ` vs ${reference} on the GT trajectory at the claimed time` : "";
        out.push({
          name: `${prefix}_${DIM_SUFFIX[dim]}`,
          expected: gtValue,
          predicted,
          tolerance: `${tol(tolerance, unit)}${note}`,
          verdict: ok ? "ok" : "miss",
        });
      },
      t,
    );
  });
  return out;
}

export function compareFields(p: Clearance, e: ExpectedClearance, credit: Credit, links: PairLinks, t: FlightgearTolerances): EventField[] {
  const E = e.c;
  return [
    { name: "command_type", expected: E.command, predicted: p.command, tolerance: "exact (identity gate)", verdict: "ok" },
    { name: "issued_time_s", expected: E.issued, predicted: p.issued, tolerance: `±${t.issueTimeS} s (identity gate)`, verdict: "ok" },
    {
      name: "target_value",
      expected: E.target,
      predicted: p.target,
      tolerance: tol(t.target[E.unit], E.unit),
      verdict: targetOk(p, E, t) ? "ok" : "miss",
      earned: credit.target,
      available: 4,
    },
    {
      name: "status",
      expected: E.status,
      predicted: p.status,
      tolerance: "exact",
      verdict: credit.status > 0 ? "ok" : "miss",
      earned: credit.status,
      available: 4,
    },
    ...snapshotFields(p, e, t),
    timingField("execution_start_time_s", p.execTime, E.execTime, t),
    timingField("completion_time_s", p.complTime, E.complTime, t),
    {
      name: "superseded_by_index",
      expected: links.gtLabel,
      predicted: links.predLabel,
      tolerance: `same command, issue within ±${t.issueTimeS} s`,
      verdict: linksMatch(links.pred, links.gt, t) ? "ok" : "miss",
    },
    {
      name: "overshoot_bucket",
      expected: E.overshoot,
      predicted: p.overshoot,
      tolerance: "exact",
      verdict: p.overshoot === E.overshoot ? "ok" : "miss",
      earned: credit.chain,
      available: 2,
    },
    {
      name: "maximum_commanded_progress",
      expected: E.progress,
      predicted: p.progress,
      tolerance: `${tol(t.state[E.unit], E.unit).replace(" (circular)", "")} (plain difference)`,
      verdict: progressOk(p, E, t) ? "ok" : "miss",
      earned: credit.progress,
      available: 2,
    },
  ];
}

export function expectedOnlyFields(E: Clearance, gtLink: string | null): EventField[] {
  const miss = (name: string, expected: unknown, available?: number): EventField => ({
    name,
    expected,
    predicted: null,
    verdict: "miss",
    ...(available !== undefined ? { earned: 0, available } : {}),
  });
  return [
    miss("command_type", E.command),
    miss("issued_time_s", E.issued),
    miss("target_value", E.target, 4),
    miss("status", E.status, 4),
    miss("execution_start_time_s", E.execTime, 2),
    miss("completion_time_s", E.complTime, 2),
    miss("superseded_by_index", gtLink),
    miss("overshoot_bucket", E.overshoot, 2),
    miss("maximum_commanded_progress", E.progress, 2),
  ];
}
