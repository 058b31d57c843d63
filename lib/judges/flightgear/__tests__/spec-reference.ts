// TEST-ONLY: an independent, literal reading of the FlightGear judge spec
// (/work/shared/judges/flightgear-atc-clearance-compliance-ledger.md and lib/judges/flightgear/SPEC.md),
// written from those texts WITHOUT reading or importing the port's modules (no cbfc22d, validate-entry,
// credit, alignment, ceiling, baseline, breakdown). It shares only the Python-JSON reader (../../pyjson)
// and Python's round() (../../py) with the port, as the egocentric reference does. Slow and plain on
// purpose, so the expected numbers of the FlightGear spec tables can be traced to the spec.
//
// Sections implemented, by function:
//   refReadDocument     §2.1 document checks in order, A1 prefixes, A2 4300 digits, A3 duplicate keys
//   refEntryProblem     §2.2 entry rules 1-13, in spec-reference-entry.ts
//   refGroundTruth      §2.3/§3 the GT rows (already valid) and §5 their ceiling (spec-reference-ceiling.ts)
//   (credit)            §4 in spec-reference-credit.ts
//   refAlign            §6.1 the lexicographic (units, pairs) DP and its traceback
//   refFlightgear       §6.2 gains, charging, §6.3 legs, §6.4 group totals, §7.1 / §7.2 output
import { pyRound } from "../../py";
import { parsePyJson } from "../../pyjson";
import { PyDict, type PyValue } from "../../types";
import { MAX_PREDICTIONS, plainRow, refEntryProblem } from "./spec-reference-entry";
import { refCeiling } from "./spec-reference-ceiling";
import {
  EVENT_TOLERANCE_S,
  FULL_UNITS,
  GROUP_MAX,
  ISSUE_TOLERANCE_S,
  STATE_TOLERANCE,
  TARGET_TOLERANCE,
  identityEligible,
  refGroups,
  unitsOf,
  type RefGroups,
  type RefRow,
} from "./spec-reference-credit";

export { refEntryProblem };
const LEG_S = 720;

/** §2.1: the rows, or the reason the whole document is rejected. */
export function refReadDocument(bytes: Uint8Array): { rows: PyValue[] } | { rejected: string } {
  const parsed = parsePyJson(bytes);
  if (!parsed.ok) {
    const prefixed = parsed.kind === "JSONDecodeError" || parsed.kind === "RecursionError";
    return { rejected: prefixed ? `unreadable JSON: ${parsed.message}` : parsed.message };
  }
  const doc = parsed.value;
  if (!(doc instanceof PyDict) || !doc.has("clearances")) return { rejected: "top-level object must contain clearances" };
  if ([...doc.entries.keys()].some((k) => k !== "clearances" && k !== "source"))
    return { rejected: "top-level object must contain only clearances" };
  const rows = doc.get("clearances") as PyValue;
  if (!Array.isArray(rows)) return { rejected: "clearances must be an array" };
  if (rows.length > MAX_PREDICTIONS) return { rejected: `clearances exceeds ${MAX_PREDICTIONS} entries` };
  return { rows };
}

export interface RefGroundTruth {
  rows: RefRow[];
  ceiling: number[];
}

/** §3: the GT rows as plain numbers, and §5 their ceiling. */
export function refGroundTruth(bytes: Uint8Array): RefGroundTruth {
  const read = refReadDocument(bytes);
  if ("rejected" in read) throw new Error(`ground truth: ${read.rejected}`);
  const rows = read.rows.map((r) => plainRow(r as PyDict));
  return { rows, ceiling: refCeiling(rows) };
}

type Best = [number, number];
const better = (a: Best, b: Best) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
const maxBest = (a: Best, b: Best) => (better(b, a) ? b : a);

export interface RefPair {
  /** index in the submitted list (dropped rows included) */
  prediction: number;
  event: number;
  groups: RefGroups;
  units: number;
  /** null on an ungradable event */
  gain: number | null;
}

/** §6.1 order-preserving DP over valid predictions x GT, maximising (units, pairs). */
function refAlign(preds: RefRow[], gt: RefRow[], unitsAt: (i: number, j: number) => RefGroups | null) {
  const best: Best[][] = Array.from({ length: preds.length + 1 }, () => Array.from({ length: gt.length + 1 }, (): Best => [0, 0]));
  const cell: (RefGroups | null)[][] = preds.map((_p, i) => gt.map((_g, j) => unitsAt(i, j)));
  for (let i = 1; i <= preds.length; i++) {
    for (let j = 1; j <= gt.length; j++) {
      const skip = maxBest(best[i - 1][j], best[i][j - 1]);
      const g = cell[i - 1][j - 1];
      best[i][j] = g === null ? skip : maxBest(skip, [best[i - 1][j - 1][0] + unitsOf(g), best[i - 1][j - 1][1] + 1]);
    }
  }
  const pairs: [number, number][] = [];
  let i = preds.length;
  let j = gt.length;
  while (i > 0 && j > 0) {
    const g = cell[i - 1][j - 1];
    const diag = best[i - 1][j - 1];
    if (g !== null && best[i][j][0] === diag[0] + unitsOf(g) && best[i][j][1] === diag[1] + 1) {
      pairs.push([i - 1, j - 1]);
      i--;
      j--;
    } else if (!better(best[i][j - 1], best[i - 1][j])) i--;
    else j--;
  }
  return pairs.reverse();
}

const r4 = (x: number) => pyRound(x, 4);
const tolerances = () => ({
  issued_time_tolerance_s: ISSUE_TOLERANCE_S,
  event_time_tolerance_s: EVENT_TOLERANCE_S,
  target_tolerance: { ...TARGET_TOLERANCE },
  state_tolerance: { ...STATE_TOLERANCE },
});
/** §7.1 credit_policy: fixed descriptive text (prose, compared as "a string"); the numbers are the spec's */
const CREDIT_POLICY = {
  identity_gate: ["command_type", "issued_time_s +/-2.0s"],
  full_credit_units: FULL_UNITS,
  target_value: GROUP_MAX.target,
  status: GROUP_MAX.status,
  state_snapshots: "spec reference",
  event_times: "spec reference",
  supersession_and_overshoot: "spec reference",
  maximum_commanded_progress: GROUP_MAX.progress,
  chance_floor: "spec reference",
  reward: "spec reference",
  leg_assignment: "spec reference",
};

export interface RefFlightgearResult {
  reward: { reward: number; details: Record<string, unknown> };
  pairs: RefPair[];
}

function rejected(gt: RefGroundTruth, reason: string): RefFlightgearResult {
  const zeros = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, 0]));
  const details = {
    reason,
    ...zeros(["graded_clearance_credit", "leg_credit_accuracy", "credited_clearances", "raw_credit_units", "chance_credit_units"]),
    max_credit_units: FULL_UNITS * gt.rows.length,
    ...zeros(["gradable_clearances", "full_credit_matches", "partial_credit_matches", "identity_matches", "spurious_clearances"]),
    ...zeros(["chargeable_clearances", "complete_legs", "n_leg_chains"]),
    leg_credit_fractions: {},
    group_credit: {},
    ...zeros(["n_predicted", "n_schema_valid", "n_dropped_invalid"]),
    n_ground_truth: gt.rows.length,
    precision: 0,
    recall: 0,
    ...tolerances(),
    credit_policy: {},
  };
  return { reward: { reward: 0, details }, pairs: [] };
}

export function refFlightgear(gt: RefGroundTruth, bytes: Uint8Array): RefFlightgearResult {
  const read = refReadDocument(bytes);
  if ("rejected" in read) return rejected(gt, read.rejected);
  const validAt: number[] = [];
  read.rows.forEach((item, i) => {
    if (refEntryProblem(item) === null) validAt.push(i);
  });
  const preds = validAt.map((i) => plainRow(read.rows[i] as PyDict));
  const mapOf = (rows: RefRow[]) => new Map(rows.map((r) => [r.clearance_index as number, r])); // last duplicate wins
  const predMap = mapOf(preds);
  const gtMap = mapOf(gt.rows);
  const aligned = refAlign(preds, gt.rows, (i, j) =>
    identityEligible(preds[i], gt.rows[j]) ? refGroups(preds[i], gt.rows[j], predMap, gtMap) : null,
  );
  const gradable = gt.ceiling.map((c) => c < FULL_UNITS);
  const pairs: RefPair[] = aligned.map(([i, j]) => {
    const groups = refGroups(preds[i], gt.rows[j], predMap, gtMap);
    const units = unitsOf(groups);
    const c = gt.ceiling[j];
    const gain = gradable[j] ? Math.min(1, Math.max(-1, (units - c) / (FULL_UNITS - c))) : null;
    return { prediction: validAt[i], event: j, groups, units, gain };
  });

  const nGradable = gradable.filter(Boolean).length;
  const credit = Math.max(
    0,
    pairs.reduce((s, p) => s + (p.gain ?? 0), 0),
  );
  const spurious = Math.max(0, read.rows.length - pairs.length);
  const chargeable = nGradable + spurious;
  const reward = chargeable > 0 ? credit / chargeable : 0;

  // §6.3 legs of the gradable GT events, gains grouped by the aligned GT event's leg
  const legOf = (j: number) => Math.floor((gt.rows[j].issued_time_s as number) / LEG_S);
  const legs = [
    ...new Set(
      gt.rows
        .map((_e, j) => j)
        .filter((j) => gradable[j])
        .map(legOf),
    ),
  ].sort((a, b) => a - b);
  const fractions = legs.map((leg) => {
    const count = gt.rows.filter((_e, j) => gradable[j] && legOf(j) === leg).length;
    const gain = pairs.filter((p) => p.gain !== null && legOf(p.event) === leg).reduce((s, p) => s + (p.gain as number), 0);
    return Math.max(0, gain) / count;
  });

  // §6.4 group totals over pairs with units > 0
  const groupCredit = Object.fromEntries(
    (Object.keys(GROUP_MAX) as (keyof RefGroups)[]).map((g) => [
      g,
      { earned: pairs.filter((p) => p.units > 0).reduce((s, p) => s + p.groups[g], 0), available: GROUP_MAX[g] * gt.rows.length },
    ]),
  );
  const full = pairs.filter((p) => p.units === FULL_UNITS).length;
  const dropped = read.rows.length - preds.length;
  const details = {
    reason: dropped > 0 ? `dropped ${dropped} malformed clearances` : "ok",
    graded_clearance_credit: r4(reward),
    leg_credit_accuracy: r4(fractions.length ? fractions.reduce((s, f) => s + f, 0) / fractions.length : 0),
    credited_clearances: r4(credit),
    raw_credit_units: pairs.reduce((s, p) => s + p.units, 0),
    chance_credit_units: gt.ceiling.reduce((s, c) => s + c, 0),
    max_credit_units: FULL_UNITS * gt.rows.length,
    gradable_clearances: nGradable,
    full_credit_matches: full,
    partial_credit_matches: pairs.length - full,
    identity_matches: pairs.length,
    spurious_clearances: spurious,
    chargeable_clearances: chargeable,
    complete_legs: fractions.filter((f) => f >= 1).length,
    n_leg_chains: legs.length,
    leg_credit_fractions: Object.fromEntries(legs.map((leg, i) => [String(leg), r4(fractions[i])])),
    group_credit: groupCredit,
    n_predicted: read.rows.length,
    n_schema_valid: preds.length,
    n_dropped_invalid: dropped,
    n_ground_truth: gt.rows.length,
    precision: r4(pairs.length ? credit / pairs.length : 0),
    recall: r4(nGradable ? credit / nGradable : 0),
    ...tolerances(),
    credit_policy: CREDIT_POLICY,
  };
  return { reward: { reward: r4(reward), details }, pairs };
}
