// Test-only: builders of held-out-style egocentric submissions (entry edits, whole-file plans) for heldout.test.ts.
import fc from "fast-check";
import { loadParityCorpus } from "../../__tests__/parity";
import { DEFAULT_VERBS } from "../defaults";
import { RawJson } from "./support";

export const decoder = new TextDecoder();
export const encoder = new TextEncoder();
export type Value = unknown; // plain JSON values, RawJson for verbatim text
export type Entry = Record<string, Value> | Value;

export function write(v: Value): string {
  if (v instanceof RawJson) return v.text;
  if (Array.isArray(v)) return `[${v.map(write).join(", ")}]`;
  if (v !== null && typeof v === "object") {
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}: ${write(x)}`)
      .join(", ")}}`;
  }
  return JSON.stringify(v);
}

export const raw = (text: string) => new RawJson(text);
export const isObj = (e: Entry): e is Record<string, Value> =>
  e !== null && typeof e === "object" && !Array.isArray(e) && !(e instanceof RawJson);
export const num = (v: Value) => (typeof v === "number" ? v : 0);

/** An edit of one entry: each is a mutation the corpus applies to one action (or to all). */
export type EntryEdit = (e: Record<string, Value>, pick: number) => Entry;
export const d = [-14, -13, -12, -11, -1, 0, 1, 11, 12, 13, 14];
export const entryEdits: Record<string, EntryEdit> = {
  keep: (e) => e,
  shiftStart: (e, k) => ({ ...e, start_frame: num(e.start_frame) + d[k % d.length] }),
  shiftEnd: (e, k) => ({ ...e, end_frame: num(e.end_frame) + d[k % d.length] }),
  shiftBoth: (e, k) => ({ ...e, start_frame: num(e.start_frame) + d[k % d.length], end_frame: num(e.end_frame) + d[(k >> 4) % d.length] }),
  startEqualsEnd: (e) => ({ ...e, end_frame: e.start_frame }),
  startAfterEnd: (e) => ({ ...e, start_frame: e.end_frame, end_frame: e.start_frame }),
  edgeFrames: (e, k) =>
    [
      { ...e, start_frame: 0 },
      { ...e, start_frame: -1 },
      { ...e, start_frame: raw("-0") },
      { ...e, end_frame: 25691 },
      { ...e, end_frame: 25692 },
      { ...e, end_frame: raw(`1${"0".repeat(400)}`) },
      { ...e, start_frame: raw(`-1${"0".repeat(30)}`) },
      { ...e, end_frame: 2 ** 53 + 1 },
    ][k % 8],
  frameType: (e, k) => {
    const key = k % 2 ? "start_frame" : "end_frame";
    const n = num(e[key]);
    const broken = [
      raw(`${n}.0`),
      raw(`${n / 1000}e3`),
      raw(`${n}.5`),
      true,
      false,
      `${n}`,
      null,
      raw("NaN"),
      raw("Infinity"),
      raw("-Infinity"),
      [n],
      { n },
      raw("1e400"),
    ];
    return { ...e, [key]: broken[(k >> 1) % broken.length] };
  },
  verb: (e, k) => {
    const v = String(e.verb);
    const broken = [
      DEFAULT_VERBS[k % DEFAULT_VERBS.length],
      v.toUpperCase(),
      ` ${v}`,
      v.replace(" ", "_"),
      5,
      null,
      "",
      true,
      [v],
      { verb: v },
      raw(JSON.stringify(v).replace(/[a-z]/, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)),
      raw('"\\ud800"'),
      raw("NaN"),
    ];
    return { ...e, verb: broken[k % broken.length] };
  },
  nouns: (e, k) => {
    const n = Array.isArray(e.nouns) ? (e.nouns as Value[]) : [];
    const broken: Value[] = [
      [...n].reverse(),
      [...n, n[0]],
      [n[0], ...n],
      [...n, "mug"],
      ["eggs"],
      [],
      n[0],
      null,
      [3],
      [null],
      [true],
      [[n[0]]],
      [{}],
      [...n, ["x"]],
      [...n, { n: 1 }],
      [...n, "cup"].filter((x, i, all) => all.indexOf(x) === i),
      n.slice(1),
      { [String(n[0])]: 1 },
      [raw("1.5")],
    ];
    return { ...e, nouns: broken[k % broken.length] };
  },
  missingKey: (e, k) => {
    const copy = { ...e };
    delete copy[["verb", "nouns", "start_frame", "end_frame"][k % 4]];
    return copy;
  },
  extraKeys: (e, k) => ({ ...e, confidence: k / 7, note: [k, { deep: [[[]]] }], verb_alt: ["x"] }),
  keyOrder: (e) => Object.fromEntries(Object.entries(e).reverse()),
  nullKey: (e, k) => ({ ...e, [["verb", "nouns", "start_frame", "end_frame"][k % 4]]: null }),
  duplicateKeyInside: (e) => raw(write(e).replace(/^\{/, '{"verb": ["overridden"], ')),
  replaced: (e, k) => [null, "take [egg] 1-2", 7, [], [e], true, raw("NaN")][k % 7],
};
export const EDIT_NAMES = Object.keys(entryEdits);

interface Plan {
  base: number;
  /** per-entry edits: [index (mod length), edit name, pick] */
  edits: [number, string, number][];
  drops: number[];
  duplicates: number[];
  swaps: number[];
  order: "keep" | "reverse" | "byEnd" | "byStart" | "shuffle";
  shuffleSeed: number;
  padding: "none" | "prependNull" | "appendNull" | "appendCopyShifted";
  wrapper: "object" | "extraTopKeys" | "duplicateTopKeyFirstEmpty" | "duplicateTopKeyLastEmpty" | "bare" | "actionsNull" | "actionsObject";
  uniform: [number, number] | null;
}

export const planArb = (baseCount: number): fc.Arbitrary<Plan> =>
  fc.record({
    base: fc.integer({ min: 0, max: baseCount - 1 }),
    edits: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...EDIT_NAMES), fc.nat({ max: 1000 })), { maxLength: 6 }),
    drops: fc.array(fc.nat(), { maxLength: 4 }),
    duplicates: fc.array(fc.nat(), { maxLength: 3 }),
    swaps: fc.array(fc.nat(), { maxLength: 3 }),
    order: fc.oneof(
      { weight: 12, arbitrary: fc.constant("keep" as const) },
      { weight: 1, arbitrary: fc.constantFrom("reverse" as const, "byEnd" as const, "byStart" as const, "shuffle" as const) },
    ),
    shuffleSeed: fc.nat(),
    padding: fc.oneof(
      { weight: 8, arbitrary: fc.constant("none" as const) },
      { weight: 1, arbitrary: fc.constantFrom("prependNull" as const, "appendNull" as const, "appendCopyShifted" as const) },
    ),
    wrapper: fc.oneof(
      { weight: 16, arbitrary: fc.constant("object" as const) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "extraTopKeys" as const,
          "duplicateTopKeyFirstEmpty" as const,
          "duplicateTopKeyLastEmpty" as const,
          "bare" as const,
          "actionsNull" as const,
          "actionsObject" as const,
        ),
      },
    ),
    // a uniform shift on 1 plan in 6 (most shifts outside the window score 0 and say little)
    uniform: fc.oneof(
      { weight: 5, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...d), fc.constantFrom(...d)) },
    ),
  });

export function seededShuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function build(plan: Plan, bases: Record<string, Value>[][]): Uint8Array {
  let list: Entry[] = bases[plan.base].map((e) => ({ ...e }));
  if (plan.uniform) {
    const [ds, de] = plan.uniform;
    list = list.map((e) => (isObj(e) ? { ...e, start_frame: num(e.start_frame) + ds, end_frame: num(e.end_frame) + de } : e));
  }
  if (list.length > 0) {
    for (const [i, name, pick] of plan.edits) {
      const at = i % list.length;
      const e = list[at];
      if (isObj(e)) list[at] = entryEdits[name](e, pick);
    }
    for (const i of plan.swaps) {
      const at = i % list.length;
      const next = (at + 1) % list.length;
      [list[at], list[next]] = [list[next], list[at]];
    }
    for (const i of plan.duplicates) list.splice(i % list.length, 0, list[i % list.length]);
    for (const i of plan.drops) if (list.length > 0) list.splice(i % list.length, 1);
  }
  const frameOf = (e: Entry, key: string) => (isObj(e) && typeof e[key] === "number" ? (e[key] as number) : 0);
  if (plan.order === "reverse") list.reverse();
  else if (plan.order === "byEnd") list = [...list].sort((a, b) => frameOf(a, "end_frame") - frameOf(b, "end_frame"));
  else if (plan.order === "byStart") list = [...list].sort((a, b) => frameOf(a, "start_frame") - frameOf(b, "start_frame"));
  else if (plan.order === "shuffle") list = seededShuffle(list, plan.shuffleSeed);
  if (plan.padding === "prependNull") list.unshift(null);
  else if (plan.padding === "appendNull") list.push(null);
  else if (plan.padding === "appendCopyShifted")
    list = list.flatMap((e) => (isObj(e) ? [e, { ...e, start_frame: num(e.start_frame) + 13, end_frame: num(e.end_frame) + 13 }] : [e]));

  const body = write(list);
  const text = {
    object: `{"actions": ${body}}`,
    extraTopKeys: `{"model": "x", "actions": ${body}, "notes": [1, {"a": null}]}`,
    duplicateTopKeyFirstEmpty: `{"actions": [], "actions": ${body}}`,
    duplicateTopKeyLastEmpty: `{"actions": ${body}, "actions": []}`,
    bare: body,
    actionsNull: `{"actions": null, "kept": ${body}}`,
    actionsObject: `{"actions": {"list": ${body}}}`,
  }[plan.wrapper];
  return encoder.encode(text);
}

export function baseLedger(judgeId: string, name: string): Record<string, Value>[] {
  const bytes = loadParityCorpus(judgeId).cases.find((c) => c.name === name)?.submission;
  if (!bytes) throw new Error(`no public case ${name}`);
  const doc = JSON.parse(decoder.decode(bytes));
  return Array.isArray(doc) ? doc : doc.actions;
}
