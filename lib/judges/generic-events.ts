// A judge-less ledger's predictions, found by shape: the reader walks any JSON document for
// arrays of objects that carry a time or frame field, takes the one with the most timed entries,
// and reads each entry's start (and end) in seconds with a short label. Pure and bounded (the
// walk visits at most MAX_NODES values, keeps at most MAX_EVENTS events): the document is
// contributor input. Used by the inspector when no judge scores a ledger, so its predicted
// events can still be scrubbed against the video.

export interface PredictedEvent {
  /** position in the list (0-based) */
  index: number;
  label: string;
  startSec: number;
  endSec: number | null;
  /** the field the start was read from, e.g. "start_frame" or "t" */
  startField: string;
}

export type GenericEvents =
  | { ok: true; path: string; events: PredictedEvent[]; untimed: number; truncated: boolean; needsFps: boolean }
  | { ok: false; reason: string };

export const MAX_NODES = 200_000;
export const MAX_EVENTS = 5_000;
const MAX_DEPTH = 8;
const LABEL_MAX = 80;

type Unit = "s" | "ms" | "frame";
interface TimeKey {
  role: "start" | "end";
  unit: Unit;
}

// snake_case, camelCase and kebab-case keys read alike: startFrame -> start_frame
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** What a key says about time: start or end, in seconds, milliseconds or frames; null if it is not a time. */
export function timeKey(key: string): TimeKey | null {
  const w = words(key);
  if (w.length === 0 || w.length > 4) return null;
  const role = w.some((x) => ["end", "stop", "finish", "until", "to"].includes(x)) ? "end" : "start";
  if (w.includes("frame") || w.includes("frames") || w.includes("fr"))
    return w.includes("count") || w.includes("num") ? null : { role, unit: "frame" };
  if (w.includes("ms") || w.includes("millis") || w.includes("msec")) return { role, unit: "ms" };
  const timeWords = ["t", "time", "ts", "timestamp", "sec", "secs", "seconds", "s", "start", "end", "begin", "at", "offset", "onset"];
  if (w.length === 1 && ["duration", "length"].includes(w[0])) return null;
  if (w.some((x) => ["duration", "count", "id", "index", "score", "confidence"].includes(x))) return null;
  return w.every((x) => timeWords.includes(x) || ["stop", "finish", "until", "to", "issued", "event", "video"].includes(x))
    ? { role, unit: "s" }
    : null;
}

/** A number, or a clock string "1:02:03.5" / "02:03" / "12.5s", as a finite number; null otherwise. */
export function readTimeValue(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) && v >= 0 ? v : null;
  if (typeof v !== "string" || v.length > 32) return null;
  const s = v.trim().replace(/s$/i, "");
  const m = /^(?:(\d{1,3}):)?(?:(\d{1,2}):)?(\d{1,6}(?:\.\d{1,9})?)$/.exec(s);
  if (!m) return null;
  const parts = [m[1], m[2], m[3]].filter((x) => x !== undefined).map(Number);
  return parts.reduce((acc, x) => acc * 60 + x, 0);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

interface Candidate {
  path: string;
  items: unknown[];
  timed: number;
}

function candidates(doc: unknown): { found: Candidate[]; exhausted: boolean } {
  const found: Candidate[] = [];
  let visited = 0;
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: doc, path: "$", depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (++visited > MAX_NODES) return { found, exhausted: true };
    if (depth > MAX_DEPTH) continue;
    if (Array.isArray(v)) {
      const timed = v.filter(
        (x) => isObject(x) && Object.entries(x).some(([k, y]) => timeKey(k)?.role === "start" && readTimeValue(y) !== null),
      ).length;
      if (timed > 0) found.push({ path, items: v, timed });
      v.slice(0, MAX_EVENTS).forEach((x, i) => {
        if (typeof x === "object" && x !== null) stack.push({ v: x, path: `${path}[${i}]`, depth: depth + 1 });
      });
    } else if (isObject(v)) {
      for (const [k, x] of Object.entries(v))
        if (typeof x === "object" && x !== null) stack.push({ v: x, path: `${path}.${k}`, depth: depth + 1 });
    }
  }
  return { found, exhausted: false };
}

const LABEL_KEYS = ["label", "name", "event", "type", "action", "verb", "kind", "category", "class", "activity", "description", "text"];

function labelOf(o: Record<string, unknown>): string {
  const texts = new Map<string, string>();
  for (const [k, v] of Object.entries(o)) if (typeof v === "string" && v.trim() !== "") texts.set(k, v);
  const strings = [...texts.keys()];
  // "label" itself first, then a key ending in a label word ("command_type", "track_name")
  const key = LABEL_KEYS.map((l) => strings.find((k) => k === l) ?? strings.find((k) => words(k).at(-1) === l)).find(Boolean);
  const labelText = key === undefined ? undefined : texts.get(key);
  const text =
    labelText ??
    Object.entries(o)
      .filter(([k, v]) => timeKey(k) === null && (typeof v === "string" || typeof v === "number" || typeof v === "boolean"))
      .slice(0, 3)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(" ");
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > LABEL_MAX ? `${one.slice(0, LABEL_MAX - 1)}…` : one || "(no label)";
}

const toSeconds = (v: number, unit: Unit, fps: number | null) => (unit === "s" ? v : unit === "ms" ? v / 1000 : fps ? v / fps : null);

// a key naming its role outright ("start_frame", "t") is preferred over one that only may ("offset")
const rank = (k: string) => (words(k).some((w) => ["start", "begin", "t", "time", "ts", "timestamp", "frame", "end"].includes(w)) ? 0 : 1);

function readEntry(o: Record<string, unknown>, index: number, fps: number | null): PredictedEvent | "untimed" | "needs-fps" {
  const keys = Object.keys(o)
    .map((k) => ({ k, t: timeKey(k), v: readTimeValue(o[k]) }))
    .filter((x): x is { k: string; t: TimeKey; v: number } => x.t !== null && x.v !== null)
    .sort((a, b) => rank(a.k) - rank(b.k) || (a.t.unit === "frame" ? 1 : 0) - (b.t.unit === "frame" ? 1 : 0));
  const start = keys.find((x) => x.t.role === "start");
  if (!start) return "untimed";
  const startSec = toSeconds(start.v, start.t.unit, fps);
  if (startSec === null) return "needs-fps";
  const end = keys.find((x) => x.t.role === "end" && (x.t.unit === start.t.unit || x.t.unit !== "frame" || fps));
  const endSec = end ? toSeconds(end.v, end.t.unit, fps) : null;
  return { index, label: labelOf(o), startSec, endSec: endSec !== null && endSec >= startSec ? endSec : null, startField: start.k };
}

/**
 * The predicted events of a parsed ledger. `fps` converts frame fields to seconds (without it a
 * frame-only list is reported as needing the media's frame rate).
 */
export function readPredictedEvents(doc: unknown, fps: number | null): GenericEvents {
  const { found, exhausted } = candidates(doc);
  if (found.length === 0)
    return {
      ok: false,
      reason: exhausted
        ? `the document is larger than ${MAX_NODES} values and no timed list was found before that`
        : "no list of objects with a time or frame field",
    };
  const best = found.reduce((a, b) => (b.timed > a.timed || (b.timed === a.timed && b.path.length < a.path.length) ? b : a));
  const events: PredictedEvent[] = [];
  let untimed = 0;
  let needsFps = false;
  for (const [i, item] of best.items.slice(0, MAX_EVENTS).entries()) {
    const r = isObject(item) ? readEntry(item, i, fps) : "untimed";
    if (r === "untimed") untimed++;
    else if (r === "needs-fps") needsFps = true;
    else events.push(r);
  }
  if (events.length === 0 && needsFps)
    return { ok: false, reason: `the list at ${best.path} gives frames only, and the media's frame rate is not known` };
  events.sort((a, b) => a.startSec - b.startSec || a.index - b.index);
  return { ok: true, path: best.path, events, untimed, truncated: best.items.length > MAX_EVENTS, needsFps };
}
