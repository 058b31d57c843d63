// TEST-ONLY part of the FlightGear spec reference (see spec-reference.ts for the whole story):
// the credit of one prediction against one expected clearance, read literally from
// /work/shared/judges/flightgear-atc-clearance-compliance-ledger.md §1 (constants, circular
// difference), §4.1 identity gate, §4.2 groups, §4.3 snapshots at the claimed time and §4.4
// supersession links. Written without reading the port (credit.ts, clearance.ts, trajectory.ts).

/** A schema-valid clearance with every number as a float (ints converted), nulls kept. */
export type RefRow = Record<string, number | string | null>;
/** clearance_index -> row; `null` = no maps (the ceiling, §4.4 quirk). */
export type RefIndexMap = Map<number, RefRow> | null;

export const UNITS = ["feet", "degrees", "knots"] as const;
export type RefUnit = (typeof UNITS)[number];
export const DIMENSION: Record<RefUnit, string> = { feet: "altitude_ft", degrees: "heading_deg", knots: "airspeed_kt" };
export const TARGET_TOLERANCE: Record<RefUnit, number> = { feet: 25, degrees: 2, knots: 2 };
export const STATE_TOLERANCE: Record<RefUnit, number> = { feet: 100, degrees: 8, knots: 3 };
export const ISSUE_TOLERANCE_S = 2.0;
export const EVENT_TOLERANCE_S = 4.0;
export const EVENT_PRECISE_S = 1.0;
export const INTERPOLATION_SLACK = 0.5;
export const FULL_UNITS = 20;
export const GROUP_MAX = { target: 4, status: 4, states: 4, timing: 4, chain: 2, progress: 2 } as const;
export type RefGroups = Record<keyof typeof GROUP_MAX, number>;

/** §1: "heading" commands are degrees, climb/descend feet, the rest knots. */
export function unitOfCommand(command: string): RefUnit {
  if (command.includes("heading")) return "degrees";
  if (command === "climb" || command === "descend") return "feet";
  return "knots";
}

/** Python's floored modulo. */
export const pyMod = (x: number, m: number) => x - Math.floor(x / m) * m;
/** wrapped into [-180, 180) */
export const wrap180 = (x: number) => pyMod(x + 180, 360) - 180;
/** §1 circular difference |((a - b + 180) mod 360) - 180| */
export const circular = (a: number, b: number) => Math.abs(pyMod(a - b + 180, 360) - 180);

const num = (v: number | string | null | undefined) => (typeof v === "number" ? v : null);

/** §4.1 */
export function identityEligible(p: RefRow, e: RefRow): boolean {
  return p.command_type === e.command_type && Math.abs((p.issued_time_s as number) - (e.issued_time_s as number)) <= ISSUE_TOLERANCE_S;
}

type Anchor = [number, number];

/** §4.3 anchors of one dimension: issue, execution, completion points with a time and a value, sorted (stable). */
function anchorsOf(e: RefRow, dim: string): Anchor[] {
  const points: [number | null, number | null][] = [
    [num(e.issued_time_s), num(e[`issue_${dim}`])],
    [num(e.execution_start_time_s), num(e[`execution_${dim}`])],
    [num(e.completion_time_s), num(e[`completion_${dim}`])],
  ];
  const kept = points.filter((p): p is Anchor => p[0] !== null && p[1] !== null);
  return kept
    .map((p, i) => [p, i] as const)
    .sort((a, b) => a[0][0] - b[0][0] || a[1] - b[1])
    .map(([p]) => p);
}

/** §4.3 interpolation: flat outside, first bracketing pair, equal times take the later value. */
function interpolate(anchors: Anchor[], t: number, heading: boolean): number | null {
  if (anchors.length === 0) return null;
  if (t <= anchors[0][0]) return anchors[0][1];
  if (t >= anchors[anchors.length - 1][0]) return anchors[anchors.length - 1][1];
  for (let i = 0; i + 1 < anchors.length; i++) {
    const [ta, va] = anchors[i];
    const [tb, vb] = anchors[i + 1];
    if (!(ta <= t && t <= tb)) continue;
    if (ta === tb) return vb;
    const fraction = (t - ta) / (tb - ta);
    if (heading) return pyMod(va + wrap180(vb - va) * fraction, 360);
    return va + (vb - va) * fraction;
  }
  return null;
}

const TIME_OF: Record<string, string | null> = {
  issue: "issued_time_s",
  execution: "execution_start_time_s",
  completion: "completion_time_s",
  ending: null,
};
const STAMPS = ["issue", "execution", "completion"] as const;

/** §4.3 fastest rate: stamps issue, execution, completion kept when time and ALTITUDE exist. */
function fastestRate(e: RefRow, dim: string): number {
  const stamps = STAMPS.map((x) => ({ t: num(e[TIME_OF[x] as string]), x })).filter(
    (s) => s.t !== null && num(e[`${s.x}_altitude_ft`]) !== null,
  );
  let rate = 0;
  for (let i = 0; i + 1 < stamps.length; i++) {
    const span = (stamps[i + 1].t as number) - (stamps[i].t as number);
    if (!(span > 0)) continue;
    const v1 = num(e[`${stamps[i].x}_${dim}`]);
    const v2 = num(e[`${stamps[i + 1].x}_${dim}`]);
    if (v1 === null || v2 === null) continue;
    const delta = dim === "heading_deg" ? wrap180(v2 - v1) : v2 - v1;
    rate = Math.max(rate, Math.abs(delta) / span);
  }
  return rate;
}

/** §4.3 one snapshot prefix: all three dimensions within tolerance of the (shifted) reference. */
function snapshotHolds(p: RefRow, e: RefRow, prefix: string): boolean {
  const timeKey = TIME_OF[prefix];
  const claimed = timeKey === null ? null : num(p[timeKey]);
  const expected = timeKey === null ? null : num(e[timeKey]);
  const offset = claimed !== null && expected !== null ? Math.min(EVENT_TOLERANCE_S, Math.max(-EVENT_TOLERANCE_S, claimed - expected)) : 0;
  return UNITS.every((unit) => {
    const dim = DIMENSION[unit];
    let reference = num(e[`${prefix}_${dim}`]);
    let tolerance = STATE_TOLERANCE[unit];
    if (offset !== 0 && expected !== null) {
      const shifted = interpolate(anchorsOf(e, dim), expected + offset, unit === "degrees");
      if (shifted !== null) {
        reference = shifted;
        tolerance += INTERPOLATION_SLACK * fastestRate(e, dim) * Math.abs(offset);
      }
    }
    const value = num(p[`${prefix}_${dim}`]);
    if (value === null || reference === null) return value === null && reference === null;
    const diff = unit === "degrees" ? circular(value, reference) : Math.abs(value - reference);
    return diff <= tolerance;
  });
}

function timingPoints(claimed: number | null, expected: number | null): number {
  if (claimed === null && expected === null) return 2;
  if (claimed === null || expected === null) return 0;
  const d = Math.abs(claimed - expected);
  if (d <= EVENT_PRECISE_S) return 2;
  if (d <= EVENT_TOLERANCE_S) return 1;
  return 0;
}

type Link = [string, number] | null;

/** §4.4 */
function linkOf(row: RefRow, map: RefIndexMap): Link {
  const index = num(row.superseded_by_index);
  if (index === null) return null;
  const named = map?.get(index);
  return named ? [named.command_type as string, named.issued_time_s as number] : ["#unresolved", index];
}

function linksMatch(a: Link, b: Link): boolean {
  if (a === null || b === null) return a === null && b === null;
  return a[0] === b[0] && Math.abs(a[1] - b[1]) <= ISSUE_TOLERANCE_S;
}

/** §4.2 the six groups of P against E (in E's unit). */
export function refGroups(p: RefRow, e: RefRow, predMap: RefIndexMap, gtMap: RefIndexMap): RefGroups {
  const unit = e.target_unit as RefUnit;
  const pt = p.target_value as number;
  const et = e.target_value as number;
  const targetDiff = unit === "degrees" ? circular(pt, et) : Math.abs(pt - et);
  const core = snapshotHolds(p, e, "issue") && snapshotHolds(p, e, "ending");
  const all = core && snapshotHolds(p, e, "execution") && snapshotHolds(p, e, "completion");
  const progressDiff = Math.abs((p.maximum_commanded_progress as number) - (e.maximum_commanded_progress as number));
  return {
    target: targetDiff <= TARGET_TOLERANCE[unit] ? 4 : 0,
    status: p.status === e.status ? 4 : 0,
    states: all ? 4 : core ? 2 : 0,
    timing:
      timingPoints(num(p.execution_start_time_s), num(e.execution_start_time_s)) +
      timingPoints(num(p.completion_time_s), num(e.completion_time_s)),
    chain: linksMatch(linkOf(p, predMap), linkOf(e, gtMap)) && p.overshoot_bucket === e.overshoot_bucket ? 2 : 0,
    progress: progressDiff <= STATE_TOLERANCE[unit] ? 2 : 0,
  };
}

export const unitsOf = (g: RefGroups) => g.target + g.status + g.states + g.timing + g.chain + g.progress;
