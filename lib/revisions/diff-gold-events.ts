// Ground-truth events between two revisions: added, removed, moved in time, fields changed.
// Events pair up by identity (command type, track, verb + nouns), nearest in time first and in
// order when the ground truth gives no times, so a regenerated ground truth reads as the
// handful of events that really changed.
import type { JudgeFamily } from "../judges/judge-family";
import { goldEventsOf, type GoldEvent } from "./ground-truth-events";

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface GoldEventChange {
  change: "added" | "removed" | "moved" | "changed";
  before: GoldEvent | null;
  after: GoldEvent | null;
  /** seconds the event moved (after - before), when both have a time */
  shiftSec: number | null;
  fields: FieldChange[];
}

export interface GoldDiff {
  list: string | null;
  beforeCount: number;
  afterCount: number;
  unchanged: number;
  changes: GoldEventChange[];
}

/** Fields whose change is the move itself, not a separate edit. */
const TIME_FIELDS = new Set(["issued_time_s", "t_start", "start_frame"]);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function fieldChanges(a: GoldEvent, b: GoldEvent): FieldChange[] {
  const keys = [...new Set([...Object.keys(a.fields), ...Object.keys(b.fields)])];
  return keys
    .filter((k) => !same(a.fields[k], b.fields[k]))
    .map((k) => ({ field: k, before: a.fields[k] ?? null, after: b.fields[k] ?? null }));
}

/**
 * Pairs events of the same identity, closest first over ALL candidates (not event by event), so
 * one removed event cannot pull its neighbours off their true partners. Without times, the
 * distance in order stands in for the distance in time.
 */
function pairUp(before: GoldEvent[], after: GoldEvent[]): Array<[GoldEvent, GoldEvent]> {
  const candidates: Array<{ a: GoldEvent; b: GoldEvent; cost: number }> = [];
  for (const a of before)
    for (const b of after) {
      if (b.identity !== a.identity) continue;
      const cost = a.timeSec !== null && b.timeSec !== null ? Math.abs(a.timeSec - b.timeSec) : Math.abs(a.index - b.index) * 1e6;
      candidates.push({ a, b, cost });
    }
  candidates.sort((x, y) => x.cost - y.cost || x.a.index - y.a.index || x.b.index - y.b.index);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const pairs: Array<[GoldEvent, GoldEvent]> = [];
  for (const { a, b } of candidates) {
    if (usedA.has(a.index) || usedB.has(b.index)) continue;
    usedA.add(a.index);
    usedB.add(b.index);
    pairs.push([a, b]);
  }
  return pairs.sort(([x], [y]) => x.index - y.index);
}

export function diffGoldEvents(family: JudgeFamily | null, before: unknown, after: unknown, fps: number | null): GoldDiff {
  const a = goldEventsOf(family, before, fps);
  const b = goldEventsOf(family, after, fps);
  const pairs = pairUp(a.events, b.events);
  const pairedA = new Set(pairs.map(([x]) => x.index));
  const pairedB = new Set(pairs.map(([, y]) => y.index));
  const changes: GoldEventChange[] = [];
  let unchanged = 0;
  for (const [x, y] of pairs) {
    const fields = fieldChanges(x, y);
    const shiftSec = x.timeSec !== null && y.timeSec !== null && x.timeSec !== y.timeSec ? y.timeSec - x.timeSec : null;
    if (fields.length === 0) unchanged++;
    else
      changes.push({
        change: shiftSec !== null ? "moved" : "changed",
        before: x,
        after: y,
        shiftSec,
        fields: fields.filter((f) => shiftSec === null || !TIME_FIELDS.has(f.field)),
      });
  }
  for (const x of a.events)
    if (!pairedA.has(x.index)) changes.push({ change: "removed", before: x, after: null, shiftSec: null, fields: [] });
  for (const y of b.events)
    if (!pairedB.has(y.index)) changes.push({ change: "added", before: null, after: y, shiftSec: null, fields: [] });
  const at = (c: GoldEventChange) => (c.after ?? c.before)?.timeSec ?? (c.after ?? c.before)?.index ?? 0;
  changes.sort((p, q) => at(p) - at(q));
  return { list: b.list ?? a.list, beforeCount: a.events.length, afterCount: b.events.length, unchanged, changes };
}
