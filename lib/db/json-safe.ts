// Postgres JSON has no NaN, Infinity or bigint, but judge outputs and Python-read values can hold
// them. Store them as tagged strings so nothing is silently turned into null. Nor can Postgres
// store U+0000 (jsonb: 22P05; text: 22021) or a lone UTF-16 surrogate (22P02), both of which a
// verifier's reward.json can carry as "\u0000" / "\ud800" escapes: in strings and keys, a NUL
// becomes "␀" (U+2400, the symbol for NUL, so a reader sees one was there) and a lone surrogate
// U+FFFD, so one odd byte in a detail field never fails the write of a whole job.
export type JsonSafe = null | boolean | number | string | JsonSafe[] | { [key: string]: JsonSafe };

export const NUL_MARK = "\u2400";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text Postgres can store: no NUL, no lone surrogate. */
export function storableText(s: string): string {
  return s.replaceAll("\u0000", NUL_MARK).replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * Deeper than this, a value is stored as TOO_DEEP_MARK instead: walking it (here, in
 * JSON.stringify, in the database's jsonb parser: PGlite fails at 10,000 levels) would run out of
 * stack and fail the whole write. Parsers refuse such input first (lib/importers/text.ts); this
 * keeps any other path from answering 500.
 */
export const MAX_STORED_DEPTH = 1000;
export const TOO_DEEP_MARK = "(nested too deep to store)";

export function toJsonSafe(value: unknown): JsonSafe {
  return safeAt(value, 0);
}

function safeAt(value: unknown, depth: number): JsonSafe {
  if (value === null || value === undefined) return null;
  if (depth >= MAX_STORED_DEPTH && typeof value === "object") return TOO_DEEP_MARK;
  const inner = (v: unknown) => safeAt(v, depth + 1);
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "string") return storableText(value);
  if (typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(inner);
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [storableText(String(k)), inner(v)]));
  if (typeof value === "object") {
    const out: { [key: string]: JsonSafe } = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[storableText(k)] = inner(v);
    return out;
  }
  return String(value);
}
