// TEST-ONLY part of the FlightGear spec reference (see spec-reference.ts): the transcript-only
// ceiling, §5 of /work/shared/judges/flightgear-atc-clearance-compliance-ledger.md, built the slow
// way: all 384 synthetic ledgers of the strategy grid, each row scored against its GT event
// without index maps. Written without reading the port (ceiling.ts, baseline.ts). The test checks
// it against the ceiling vector the spec prints (sum 953) before trusting it on other GTs.
import { DIMENSION, UNITS, refGroups, unitsOf, wrap180, type RefRow, type RefUnit } from "./spec-reference-credit";

const LEG_S = 720;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const n = (v: unknown) => v as number;
const has = (v: unknown) => v !== null && v !== undefined;
const legOf = (e: RefRow) => Math.floor(n(e.issued_time_s) / LEG_S);
type Believed = Record<RefUnit, number>;

interface Medians {
  rate: Record<RefUnit, number>;
  start: Believed;
  execDelay: number;
  complDelay: number;
}

function mediansOf(gt: RefRow[]): Medians {
  const rate = Object.fromEntries(
    UNITS.map((unit) => {
      const dim = DIMENSION[unit];
      const rates = gt
        .filter((e) => e.target_unit === unit && has(e.execution_start_time_s) && has(e.completion_time_s))
        .flatMap((e) => {
          const duration = n(e.completion_time_s) - n(e.execution_start_time_s);
          if (!(duration > 0)) return [];
          const span = n(e.target_value) - n(e[`issue_${dim}`]);
          return [Math.abs(unit === "degrees" ? wrap180(span) : span) / duration];
        });
      return [unit, median(rates)];
    }),
  ) as Record<RefUnit, number>;
  const start = Object.fromEntries(UNITS.map((u) => [u, median(gt.map((e) => n(e[`issue_${DIMENSION[u]}`])))])) as Believed;
  const delay = (key: string) => median(gt.filter((e) => has(e[key])).map((e) => n(e[key]) - n(e.issued_time_s)));
  return { rate, start, execDelay: delay("execution_start_time_s") || 5.0, complDelay: delay("completion_time_s") || 30.0 };
}

/** what a listener hears: the next same-unit clearance in the leg (superseding when inside settle) */
function audioSupersededBy(gt: RefRow[], k: number, settle: number): number | null {
  const e = gt[k];
  for (let j = k + 1; j < gt.length; j++) {
    if (legOf(gt[j]) !== legOf(e)) return null;
    if (gt[j].target_unit !== e.target_unit) continue;
    return n(gt[j].issued_time_s) < n(e.issued_time_s) + settle ? j + 1 : null;
  }
  return null;
}

function audioEnd(gt: RefRow[], k: number): number {
  const e = gt[k];
  const next = gt.find((g, j) => j > k && legOf(g) === legOf(e) && g.target_unit === e.target_unit);
  return next ? n(next.issued_time_s) : (legOf(e) + 1) * LEG_S;
}

function believed(gt: RefRow[], m: Medians, leg: number, t: number, settle: boolean): Believed {
  const state = { ...m.start };
  if (settle) {
    for (const g of gt) {
      if (legOf(g) === leg && n(g.issued_time_s) + m.complDelay <= t) state[g.target_unit as RefUnit] = n(g.target_value);
    }
  }
  return state;
}

interface Strategy {
  status: string;
  overshoot: string;
  withExec: boolean;
  settle: boolean;
  useSupersession: boolean;
  scaleDelays: boolean;
  deriveStatus: boolean;
}

function strategies(): Strategy[] {
  const out: Strategy[] = [];
  const flags = [false, true];
  for (const status of ["complied", "complied_late", "incomplete", "violated"])
    for (const overshoot of ["none", "small", "large", "not_applicable"])
      for (const withExec of status.startsWith("complied") ? [false] : flags)
        for (const settle of flags)
          for (const useSupersession of flags)
            for (const scaleDelays of flags)
              for (const deriveStatus of flags)
                out.push({ status, overshoot, withExec, settle, useSupersession, scaleDelays, deriveStatus });
  return out;
}

function snapshot(prefix: string, values: Believed | null): RefRow {
  return Object.fromEntries(UNITS.map((u) => [`${prefix}_${DIMENSION[u]}`, values ? values[u] : null]));
}

/** §5: the synthetic row strategy s writes for GT event k. */
function syntheticRow(gt: RefRow[], m: Medians, k: number, s: Strategy): RefRow {
  const e = gt[k];
  const unit = e.target_unit as RefUnit;
  const issue = n(e.issued_time_s);
  const target = n(e.target_value);
  const leg = legOf(e);
  const bi = believed(gt, m, leg, issue, s.settle);
  const rawSpan = target - bi[unit];
  const cspan = unit === "degrees" ? wrap180(rawSpan) : rawSpan;
  const execOff = m.execDelay;
  const complOff = s.scaleDelays && m.rate[unit] > 0 ? m.execDelay + Math.abs(cspan) / m.rate[unit] : m.complDelay;
  const end = audioEnd(gt, k);
  const heard = audioSupersededBy(gt, k, m.complDelay);
  let status = s.status;
  let link: number | null = null;
  if (s.useSupersession && heard !== null) {
    status = "superseded";
    link = heard;
  } else if (s.deriveStatus) {
    status = issue + complOff > end ? "incomplete" : execOff > 12 ? "complied_late" : "complied";
  }
  const complied = status === "complied" || status === "complied_late";
  const executes = complied || (s.withExec && status !== "superseded");
  const completion = complied ? believed(gt, m, leg, issue + complOff, s.settle) : null;
  const ending = believed(gt, m, leg, end, s.settle);
  if (s.settle) {
    if (completion) completion[unit] = target;
    ending[unit] = target;
  }
  return {
    clearance_index: k + 1,
    issued_time_s: issue,
    command_type: e.command_type,
    target_value: target,
    target_unit: unit,
    ...snapshot("issue", bi),
    ...snapshot("execution", executes ? believed(gt, m, leg, issue + execOff, s.settle) : null),
    ...snapshot("completion", completion),
    ...snapshot("ending", ending),
    maximum_commanded_progress: Math.abs(cspan),
    execution_start_time_s: executes ? issue + execOff : null,
    completion_time_s: complied ? issue + complOff : null,
    status,
    superseded_by_index: link,
    overshoot_bucket: s.overshoot,
  };
}

/** §5 ceiling[k] = max(0, most units any synthetic ledger earns on GT event k, no index maps). */
export function refCeiling(gt: RefRow[]): number[] {
  const m = mediansOf(gt);
  const grid = strategies();
  return gt.map((e, k) => grid.reduce((best, s) => Math.max(best, unitsOf(refGroups(syntheticRow(gt, m, k, s), e, null, null))), 0));
}

export const STRATEGY_COUNT = strategies().length;
