// What one ledger earned, by the judge family's own breakdown, for the per-ledger credit chart:
//   FlightGear: six credit groups, earned / available units (reward.details.group_credit)
//   kart: per quantity, tau and accuracy (reward.details.dims; weights beside them)
//   egocentric: TP / FP / FN and the two near-miss counts (top-level reward keys)
// The reward object is the judge's own summary, so it is read first; the events are the
// fallback (a reward from a judge that reports less).
import type { JudgeEvent } from "@/lib/judges/types";

export interface GroupCredit {
  name: string;
  earned: number;
  available: number;
}
export interface QuantityCredit {
  name: string;
  tau: number;
  accuracy: number;
  score: number | null;
  weight: number | null;
}
export interface CountCredit {
  name: string;
  value: number;
}

export type CreditBreakdown =
  | { kind: "groups"; rows: GroupCredit[] }
  | { kind: "quantities"; rows: QuantityCredit[] }
  | { kind: "counts"; rows: CountCredit[] }
  | { kind: "none"; reason: string };

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);
const num = (x: unknown): number | null => (typeof x === "number" && Number.isFinite(x) ? x : null);

function fromGroupCredit(gc: Obj): GroupCredit[] | null {
  const rows: GroupCredit[] = [];
  for (const [name, v] of Object.entries(gc)) {
    if (!isObj(v) || num(v.earned) === null || num(v.available) === null) return null;
    rows.push({ name, earned: num(v.earned)!, available: num(v.available)! });
  }
  return rows.length ? rows : null;
}

function fromDims(dims: Obj, weights: unknown): QuantityCredit[] | null {
  const rows: QuantityCredit[] = [];
  for (const [name, v] of Object.entries(dims)) {
    if (!isObj(v) || num(v.tau) === null || num(v.accuracy) === null) return null;
    rows.push({
      name,
      tau: num(v.tau)!,
      accuracy: num(v.accuracy)!,
      score: num(v.score),
      weight: isObj(weights) ? num(weights[name]) : null,
    });
  }
  return rows.length ? rows : null;
}

const COUNT_KEYS: [string, string][] = [
  ["true_positives", "true positives"],
  ["false_positives", "false positives"],
  ["false_negatives", "false negatives"],
  ["verb_and_boundary_matches", "near miss: verb + boundaries"],
  ["boundary_only_matches", "near miss: boundaries only"],
];

function fromCounts(reward: Obj): CountCredit[] | null {
  if (num(reward.true_positives) === null) return null;
  return COUNT_KEYS.filter(([k]) => num(reward[k]) !== null).map(([k, name]) => ({ name, value: num(reward[k])! }));
}

function fromEvents(events: readonly JudgeEvent[]): CreditBreakdown {
  if (events.length === 0) return { kind: "none", reason: "the judge reported no events" };
  const groups = new Map<string, GroupCredit>();
  for (const e of events)
    for (const g of e.groups ?? []) {
      const acc = groups.get(g.name) ?? { name: g.name, earned: 0, available: 0 };
      acc.earned += g.earned;
      acc.available += g.available;
      groups.set(g.name, acc);
    }
  if (groups.size) return { kind: "groups", rows: [...groups.values()] };
  const count = (v: JudgeEvent["verdict"]) => events.filter((e) => e.verdict === v).length;
  return {
    kind: "counts",
    rows: [
      { name: "full credit", value: count("full") },
      { name: "partial", value: count("partial") },
      { name: "missed", value: count("none") },
      { name: "spurious", value: count("spurious") },
    ],
  };
}

/**
 * The judge's own order of groups / quantities. A reward read back from a jsonb column has its
 * keys re-sorted (shorter keys first), but the events' `groups` arrays keep the judge's order.
 */
function judgeOrder<T extends { name: string }>(rows: T[], events: readonly JudgeEvent[]): T[] {
  const order: string[] = [];
  for (const e of events) for (const g of e.groups ?? []) if (!order.includes(g.name)) order.push(g.name);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r.name) - rank(b.r.name) || a.i - b.i)
    .map((x) => x.r);
}

export function creditBreakdown(reward: unknown, events: readonly JudgeEvent[]): CreditBreakdown {
  if (isObj(reward)) {
    const details = isObj(reward.details) ? reward.details : null;
    const groups = details && isObj(details.group_credit) ? fromGroupCredit(details.group_credit) : null;
    if (groups) return { kind: "groups", rows: judgeOrder(groups, events) };
    const dims = details && isObj(details.dims) ? fromDims(details.dims, details.weights) : null;
    if (dims) return { kind: "quantities", rows: judgeOrder(dims, events) };
    const counts = fromCounts(reward);
    if (counts) return { kind: "counts", rows: counts };
  }
  return fromEvents(events);
}
