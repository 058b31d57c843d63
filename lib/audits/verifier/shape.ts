// What a task's answer looks like, read from its oracle (and ground truth, and instruction) so the
// generic probes can build submissions for any family: where the list of event objects is, which
// fields are times/frames, labels (with their closed vocabularies) or other values, the cap on the
// number of answers, the tolerances the instruction states, whether order is part of the
// contract, and how the oracle is laid out (so probes differ from it only in what they probe).
// Contributor input: every walk and scan is bounded and linear in the input's size.
import { timeKey } from "../../judges/generic-events";
import { isRecord } from "../../input/is-record";

export type Event = Record<string, unknown>;
export type FieldKind = "time" | "label" | "labels" | "number" | "other";
export type TimeUnit = "frame" | "s" | "ms";

export interface FieldShape {
  name: string;
  kind: FieldKind;
  /** time fields: the unit; frames are whole numbers */
  unit?: TimeUnit;
  /** numeric fields: every oracle value is a whole number */
  integer: boolean;
  /** numeric fields: no oracle value is negative (offsets stop at 0) */
  nonNegative: boolean;
  /** label fields: every value the oracle, the ground truth or the instruction offers */
  vocabulary: string[];
  /** the instruction calls this field an integer (a respelled 1.0 is then not an equal answer) */
  integerByContract: boolean;
}

export interface StatedTolerance {
  value: number;
  unit: TimeUnit;
  /** the instruction's words, e.g. "within 12 frames" */
  text: string;
  line: number;
}

export interface LedgerShape {
  /** keys from the document's root to the list; [] = the document is the list */
  listPath: string[];
  /** the oracle's document (the list at listPath is replaced to make a submission) */
  document: unknown;
  events: Event[];
  fields: FieldShape[];
  /** the instruction's cap on the number of answers, when it states one */
  cap: number | null;
  tolerances: StatedTolerance[];
  orderMatters: boolean;
  /** JSON.stringify's indent that reproduces the oracle's layout ("" = one line) */
  indent: string;
  trailingNewline: boolean;
}

export const LIMITS = {
  oracleBytes: 5 * 1024 * 1024,
  groundTruthBytes: 20 * 1024 * 1024,
  instructionChars: 256 * 1024,
  lineChars: 4000,
  walkNodes: 200_000,
  walkDepth: 6,
  /** probes are written by a recursive writer: a deeper oracle is refused */
  documentDepth: 64,
  events: 5000,
  fields: 64,
  vocabulary: 500,
  cap: 100_000,
} as const;

const decoder = new TextDecoder("utf-8", { fatal: true });

function parseJson(bytes: Uint8Array, max: number): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (bytes.length > max) return { ok: false, reason: `larger than ${max} bytes` };
  try {
    return { ok: true, value: JSON.parse(decoder.decode(bytes)) };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

/** The list of event objects: the document itself, or the longest array of objects under object keys (bounded walk). */
export function findEventList(doc: unknown): { path: string[]; items: Event[] } | null {
  if (Array.isArray(doc)) return { path: [], items: doc.filter(isRecord) };
  let best: { path: string[]; items: Event[] } | null = null;
  const queue: { v: unknown; path: string[] }[] = [{ v: doc, path: [] }];
  let visited = 0;
  for (let q = 0; q < queue.length && visited < LIMITS.walkNodes; q++) {
    const { v, path } = queue[q];
    if (!isRecord(v) || path.length >= LIMITS.walkDepth) continue;
    for (const [k, x] of Object.entries(v)) {
      if (++visited >= LIMITS.walkNodes) break;
      if (Array.isArray(x)) {
        const items = x.filter(isRecord);
        // the first-found (shallowest) list wins ties
        if (items.length > 0 && items.length === x.length && (!best || items.length > best.items.length))
          best = { path: [...path, k], items };
      } else if (isRecord(x)) queue.push({ v: x, path: [...path, k] });
    }
  }
  return best;
}

/** The document nests deeper than `max` (iterative, bounded by LIMITS.walkNodes). */
export function nestsDeeperThan(doc: unknown, max: number): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v: doc, depth: 0 }];
  for (let visited = 0; visited < LIMITS.walkNodes; visited++) {
    const item = stack.pop();
    if (!item) break;
    const { v, depth } = item;
    if (depth > max) return true;
    if (Array.isArray(v)) for (const x of v) stack.push({ v: x, depth: depth + 1 });
    else if (isRecord(v)) for (const x of Object.values(v)) stack.push({ v: x, depth: depth + 1 });
  }
  return false;
}

export function listAt(doc: unknown, path: readonly string[]): unknown {
  let v = doc;
  for (const k of path) v = isRecord(v) ? v[k] : undefined;
  return v;
}

function unitOf(name: string): TimeUnit | null {
  const t = timeKey(name);
  return t ? t.unit : null;
}

function classify(name: string, values: unknown[]): Omit<FieldShape, "vocabulary" | "integerByContract"> {
  const present = values.filter((v) => v !== null && v !== undefined);
  const numbers = present.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  const numeric = present.length > 0 && numbers.length === present.length;
  const integer = numeric && numbers.every(Number.isInteger);
  const nonNegative = numeric && numbers.every((n) => n >= 0);
  if (numeric) {
    const unit = unitOf(name);
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

/** Instruction lines, bounded: at most LIMITS.instructionChars, each line cut at LIMITS.lineChars. */
export function instructionLines(instruction: string): string[] {
  return instruction
    .slice(0, LIMITS.instructionChars)
    .split(/\r?\n/)
    .map((l) => l.slice(0, LIMITS.lineChars));
}

const BACKTICKED = /`([^`\n]{1,80})`/g;
const BULLET_TOKEN = /^\s*(?:[-*+]|\d+[.)])\s+`([^`\n]{1,80})`/;

/**
 * Groups of code-spelled words the instruction lists together: the words of one line, and the
 * leading words of a run of bullet lines ("- `enter`: ...", "- `exit`: ..."). A group that
 * contains a value the oracle uses for a field names that field's closed vocabulary.
 */
export function vocabularyGroups(lines: readonly string[]): string[][] {
  const groups: string[][] = [];
  let bullets: string[] = [];
  for (const line of lines) {
    const words = [...line.matchAll(BACKTICKED)].map((m) => m[1]);
    if (words.length > 1) groups.push(words);
    const lead = BULLET_TOKEN.exec(line);
    if (lead) bullets.push(lead[1]);
    else if (line.trim() !== "") {
      if (bullets.length > 1) groups.push(bullets);
      bullets = [];
    }
  }
  if (bullets.length > 1) groups.push(bullets);
  return groups;
}

const CAP =
  /\b(?:at most|no more than|up to|a maximum of|maximum of|max\.?)\s+(\d{1,6}(?:,\d{3})?)\s+(?:entries|events|items|rows|answers|actions|records|objects|predictions|elements)\b/i;
const CAP_LIMIT = /\b(\d{1,6}(?:,\d{3})?)[- ](?:entry|event|item|row|answer|action|record)\s+(?:limit|cap|maximum)\b/i;

export function statedCap(lines: readonly string[]): number | null {
  for (const line of lines) {
    const m = CAP.exec(line) ?? CAP_LIMIT.exec(line);
    if (m) {
      const n = Number(m[1].replace(/,/g, ""));
      if (Number.isInteger(n) && n > 0 && n <= LIMITS.cap) return n;
    }
  }
  return null;
}

const TOLERANCE =
  /(?:within|±|\+\/-|\+-|tolerance of|off by at most|,\s*or)\s*(\d{1,6}(?:\.\d{1,6})?)\s*(frames?|milliseconds?|ms|seconds?|secs?|s)\b/gi;

export function statedTolerances(lines: readonly string[]): StatedTolerance[] {
  const out: StatedTolerance[] = [];
  lines.forEach((line, i) => {
    for (const m of line.matchAll(TOLERANCE)) {
      const word = m[2].toLowerCase();
      const unit: TimeUnit = word.startsWith("frame") ? "frame" : word === "ms" || word.startsWith("milli") ? "ms" : "s";
      out.push({ value: Number(m[1]), unit, text: m[0].trim(), line: i + 1 });
      if (out.length >= 32) return;
    }
  });
  return out;
}

const ORDER_WORDS = /\b(?:chronological|ordered by|in order of|sorted by|in the order|non-decreasing|ascending order)\b/i;
const ORDER_FREE =
  /\b(?:does not matter|doesn't matter|do not matter|any order|order-insensitive|unordered|need not be (?:ordered|sorted))\b/i;

/** The instruction makes the list's order part of the contract (a sentence asks for an order and does not waive it). */
export function orderIsContract(lines: readonly string[]): boolean {
  const sentences = lines.join("\n").split(/(?<=[.!?])\s+|\n\s*\n|\n\s*[-*]\s/);
  return sentences.some((s) => ORDER_WORDS.test(s) && !ORDER_FREE.test(s));
}

/** Fields a line calls integers ("`start_frame`, `end_frame`: integer frame numbers"). */
function integerFields(lines: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const line of lines) if (/\bintegers?\b/i.test(line)) for (const m of line.matchAll(BACKTICKED)) out.add(m[1]);
  return out;
}

function layoutOf(text: string): { indent: string; trailingNewline: boolean } {
  const m = /\n([ \t]+)\S/.exec(text.slice(0, 4096));
  return { indent: m ? m[1] : "", trailingNewline: /\n$/.test(text) };
}

export type ShapeResult = { ok: true; shape: LedgerShape; notes: string[] } | { ok: false; reason: string };

export function inferShape(oracle: Uint8Array, instruction: string, groundTruth?: Uint8Array): ShapeResult {
  const parsed = parseJson(oracle, LIMITS.oracleBytes);
  if (!parsed.ok) return { ok: false, reason: `the oracle is not JSON the audits can read: ${parsed.reason}` };
  if (nestsDeeperThan(parsed.value, LIMITS.documentDepth))
    return { ok: false, reason: `the oracle nests deeper than ${LIMITS.documentDepth} levels` };
  const list = findEventList(parsed.value);
  if (!list || list.items.length === 0) return { ok: false, reason: "the oracle holds no list of event objects" };
  const notes: string[] = [];
  const events = list.items.slice(0, LIMITS.events);
  if (list.items.length > LIMITS.events) notes.push(`only the first ${LIMITS.events} of ${list.items.length} oracle events are probed`);
  const lines = instructionLines(instruction);
  const groups = vocabularyGroups(lines);
  const integers = integerFields(lines);
  const gt = groundTruth ? parseJson(groundTruth, LIMITS.groundTruthBytes) : null;
  if (gt && !gt.ok) notes.push(`the ground truth is not JSON (${gt.reason}): vocabularies from the oracle and instruction only`);
  const names: string[] = [];
  for (const e of events) for (const k of Object.keys(e)) if (!names.includes(k) && names.length < LIMITS.fields) names.push(k);
  const fields = names.map((name): FieldShape => {
    const base = classify(
      name,
      events.map((e) => e[name]),
    );
    let vocabulary: string[] = [];
    if (base.kind === "label" || base.kind === "labels") {
      const seen = new Set(events.flatMap((e) => labelValues(e[name])));
      if (gt?.ok) groundTruthValues(gt.value, name).forEach((s) => seen.add(s));
      for (const g of groups) if (g.some((w) => seen.has(w))) g.filter((w) => !names.includes(w)).forEach((w) => seen.add(w));
      vocabulary = [...seen].slice(0, LIMITS.vocabulary);
    }
    return { ...base, vocabulary, integerByContract: integers.has(name) };
  });
  const layout = layoutOf(new TextDecoder().decode(oracle.subarray(0, 4096)));
  return {
    ok: true,
    notes,
    shape: {
      listPath: list.path,
      document: parsed.value,
      events,
      fields,
      cap: statedCap(lines),
      tolerances: statedTolerances(lines),
      orderMatters: orderIsContract(lines),
      ...layout,
    },
  };
}

/** The stated tolerance that applies to a time field, in the field's unit (frames only for frame fields; s and ms convert). */
export function toleranceFor(shape: LedgerShape, field: FieldShape): StatedTolerance | null {
  if (field.kind !== "time" || !field.unit) return null;
  const same = shape.tolerances.find((t) => t.unit === field.unit);
  if (same || field.unit === "frame") return same ?? null;
  const other = shape.tolerances.find((t) => t.unit !== "frame");
  if (!other) return null;
  return { ...other, unit: field.unit, value: field.unit === "ms" ? other.value * 1000 : other.value / 1000 };
}
