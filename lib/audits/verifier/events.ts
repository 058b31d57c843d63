// Event builders over an inferred shape: the label prior, events made without the media (a time
// drawn in the oracle's range, a label from the vocabulary), an event made wrong the way a judge
// counts it wrong, and every event's field moved by an offset. Pure; seeded where random.
import { median, mostCommon } from "../profiles/shared";
import { pick, randUniform, type Rng } from "../rng";
import type { Event, FieldShape, LedgerShape } from "./shape";

export const timeFields = (shape: LedgerShape) => shape.fields.filter((f) => f.kind === "time");
export const labelFields = (shape: LedgerShape) =>
  shape.fields.filter((f) => (f.kind === "label" || f.kind === "labels") && f.vocabulary.length > 0);

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function rangeOf(shape: LedgerShape, field: string): { min: number; max: number } {
  const values = shape.events.map((e) => num(e[field])).filter((v): v is number => v !== null);
  if (values.length === 0) return { min: 0, max: 0 };
  return { min: Math.min(...values), max: Math.max(...values) };
}

function labelTuple(shape: LedgerShape, e: Event): Event {
  return Object.fromEntries(labelFields(shape).map((f) => [f.name, e[f.name]]));
}

/** Every distinct label combination the oracle uses, most common first. */
export function labelPrior(shape: LedgerShape): Event[] {
  const counts = new Map<string, { tuple: Event; n: number }>();
  for (const e of shape.events) {
    const tuple = labelTuple(shape, e);
    const key = JSON.stringify(tuple);
    const c = counts.get(key);
    if (c) c.n += 1;
    else counts.set(key, { tuple, n: 1 });
  }
  return [...counts.values()].sort((a, b) => b.n - a.n).map((c) => c.tuple);
}

/**
 * An event at `anchor` (the first time field's value) carrying `labels`: the other time fields
 * keep the oracle's median offset from the anchor, numbers take their most common oracle value,
 * anything else the first oracle event's value (the schema, not an answer).
 */
export function eventAt(shape: LedgerShape, anchor: number, labels: Event): Event {
  const times = timeFields(shape);
  const first = shape.events[0] ?? {};
  const out: Event = {};
  for (const f of shape.fields) {
    if (f.name in labels) out[f.name] = labels[f.name];
    else if (f.kind === "time") {
      const offset = f === times[0] ? 0 : median(shape.events.map((e) => (num(e[f.name]) ?? 0) - (num(e[times[0].name]) ?? 0)));
      out[f.name] = roundFor(f, anchor + offset);
    } else if (f.kind === "number") out[f.name] = mostCommon(shape.events.map((e) => e[f.name]));
    else out[f.name] = first[f.name];
  }
  return out;
}

export function roundFor(f: FieldShape, v: number): number {
  const r = f.integer ? Math.round(v) : Math.round(v * 1e6) / 1e6;
  return f.nonNegative ? Math.max(0, r) : r;
}

/** A random label combination from the vocabularies (labels lists keep the oracle's median length). */
export function randomLabels(shape: LedgerShape, rng: Rng): Event {
  const out: Event = {};
  for (const f of labelFields(shape)) {
    if (f.kind === "label") out[f.name] = pick(rng, f.vocabulary);
    else {
      const lengths = shape.events.map((e) => {
        const v = e[f.name];
        return Array.isArray(v) ? v.length : 1;
      });
      const size = Math.max(1, Math.round(median(lengths)));
      const pool = [...f.vocabulary];
      const chosen: string[] = [];
      while (chosen.length < Math.min(size, f.vocabulary.length)) chosen.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]);
      out[f.name] = chosen;
    }
  }
  return out;
}

/** `count` events made without the media: anchors drawn in the oracle's range, random labels, in time order. */
export function blindEvents(shape: LedgerShape, count: number, rng: Rng): Event[] {
  const anchor = timeFields(shape)[0];
  const { min, max } = anchor ? rangeOf(shape, anchor.name) : { min: 0, max: 0 };
  const anchors = Array.from({ length: count }, () => randUniform(rng, min, max)).sort((a, b) => a - b);
  return anchors.map((a) => eventAt(shape, a, randomLabels(shape, rng)));
}

/** `count` anchors laid evenly over the oracle's range (cell centres). */
export function evenAnchors(shape: LedgerShape, count: number): number[] {
  const anchor = timeFields(shape)[0];
  const { min, max } = anchor ? rangeOf(shape, anchor.name) : { min: 0, max: 0 };
  return Array.from({ length: count }, (_, k) => min + ((k + 0.5) * (max - min)) / Math.max(1, count));
}

/** Another value than the event's for a label field (labels: one member replaced), or null when the vocabulary offers none. */
export function otherLabel(f: FieldShape, value: unknown, rng: Rng): unknown {
  if (f.kind === "label") {
    const options = f.vocabulary.filter((w) => w !== value);
    return options.length ? pick(rng, options) : null;
  }
  const list = Array.isArray(value) ? value.filter((x): x is string => typeof x === "string") : [];
  const options = f.vocabulary.filter((w) => !list.includes(w));
  if (options.length === 0 || list.length === 0) return null;
  const out = [...list];
  out[Math.floor(rng() * out.length)] = pick(rng, options);
  return out;
}

/** Every event with `field` moved by `offset` (clamped at 0 for fields the oracle never makes negative). */
export function shifted(shape: LedgerShape, events: readonly Event[], field: FieldShape, offset: number): Event[] {
  return events.map((e) => {
    const v = num(e[field.name]);
    return v === null ? e : { ...e, [field.name]: roundFor(field, v + offset) };
  });
}
