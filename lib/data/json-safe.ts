// Postgres JSON has no NaN, Infinity or bigint, but judge outputs and Python-read values can hold
// them. Store them as tagged strings so nothing is silently turned into null.
export type JsonSafe = null | boolean | number | string | JsonSafe[] | { [key: string]: JsonSafe };

export function toJsonSafe(value: unknown): JsonSafe {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), toJsonSafe(v)]));
  if (typeof value === "object") {
    const out: { [key: string]: JsonSafe } = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (v !== undefined) out[k] = toJsonSafe(v);
    return out;
  }
  return String(value);
}
