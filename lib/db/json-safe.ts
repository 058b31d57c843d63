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

export function toJsonSafe(value: unknown): JsonSafe {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "string") return storableText(value);
  if (typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [storableText(String(k)), toJsonSafe(v)]));
  if (typeof value === "object") {
    const out: { [key: string]: JsonSafe } = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (v !== undefined) out[storableText(k)] = toJsonSafe(v);
    return out;
  }
  return String(value);
}
