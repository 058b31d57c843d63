// Untyped input (parsed JSON or TOML, a library's `unknown`) read one level at a time.

/** A plain object (not null, not an array): its keys can be read as `unknown` values. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
