// Each field of the oracle's events, classified from its values: a time (numeric, named like a time
// or frame, with its unit), a number, a label or a list of labels (with the closed vocabulary the
// oracle, the ground truth and the instruction's word groups give it), or other; whether it is
// whole and non-negative, and whether the instruction calls it an integer. The probes choose what
// to perturb from this.
import { isRecord } from "../../input/is-record";
import { timeKey } from "../../judges/generic-events";
import { LIMITS } from "./shape-limits";
import type { Event, FieldShape } from "./shape-types";

/** What the instruction contributes to the fields: its code-spelled word groups and the fields it calls integers. */
export interface FieldHints {
  groups: readonly string[][];
  integers: ReadonlySet<string>;
  /** the parsed ground truth, when it is JSON */
  groundTruth: { value: unknown } | null;
}

/** The fields of the events (first seen first, at most LIMITS.fields), each classified. */
export function fieldShapes(events: readonly Event[], hints: FieldHints): FieldShape[] {
  const names: string[] = [];
  for (const e of events) for (const k of Object.keys(e)) if (!names.includes(k) && names.length < LIMITS.fields) names.push(k);
  return names.map((name): FieldShape => {
    const base = classify(
      name,
      events.map((e) => e[name]),
    );
    const vocabulary = base.kind === "label" || base.kind === "labels" ? vocabularyOf(name, names, events, hints) : [];
    return { ...base, vocabulary, integerByContract: hints.integers.has(name) };
  });
}

/** A label field's closed vocabulary: its oracle values, the ground truth's for the same key, and every word of an instruction group naming one of them. */
function vocabularyOf(name: string, names: readonly string[], events: readonly Event[], hints: FieldHints): string[] {
  const seen = new Set(events.flatMap((e) => labelValues(e[name])));
  if (hints.groundTruth) groundTruthValues(hints.groundTruth.value, name).forEach((s) => seen.add(s));
  for (const g of hints.groups) if (g.some((w) => seen.has(w))) g.filter((w) => !names.includes(w)).forEach((w) => seen.add(w));
  return [...seen].slice(0, LIMITS.vocabulary);
}

function classify(name: string, values: unknown[]): Omit<FieldShape, "vocabulary" | "integerByContract"> {
  const present = values.filter((v) => v !== null && v !== undefined);
  const numbers = present.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  const numeric = present.length > 0 && numbers.length === present.length;
  const integer = numeric && numbers.every(Number.isInteger);
  const nonNegative = numeric && numbers.every((n) => n >= 0);
  if (numeric) {
    const unit = timeKey(name)?.unit;
    return unit ? { name, kind: "time", unit, integer, nonNegative } : { name, kind: "number", integer, nonNegative };
  }
  if (present.length > 0 && present.every((v) => typeof v === "string")) return { name, kind: "label", integer: false, nonNegative: false };
  if (present.length > 0 && present.every((v) => Array.isArray(v) && v.every((x) => typeof x === "string")))
    return { name, kind: "labels", integer: false, nonNegative: false };
  return { name, kind: "other", integer: false, nonNegative: false };
}

function labelValues(v: unknown): string[] {
  if (typeof v === "string") return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

/** String values of `field` in any object of the ground truth (bounded walk). */
function groundTruthValues(doc: unknown, field: string): string[] {
  const out = new Set<string>();
  const stack: unknown[] = [doc];
  let visited = 0;
  while (stack.length && visited++ < LIMITS.walkNodes && out.size < LIMITS.vocabulary) {
    const v = stack.pop();
    if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (isRecord(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === field) labelValues(x).forEach((s) => out.add(s));
        else if (typeof x === "object" && x !== null) stack.push(x);
      }
    }
  }
  return [...out];
}
