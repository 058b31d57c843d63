// Route params and ids arrive percent-encoded and hostile: %ZZ, %00, "..", "%2e%2e", slashes.
// Decode once, safely, and refuse anything that is not a plain id, so no handler ever sees a
// URIError, a NUL byte for Postgres to choke on, or a path segment.
export type DecodeResult = { ok: true; value: string } | { ok: false; reason: string };

/** The id alphabet every task id, cuid and media id uses. */
export const ID_PATTERN = /^[A-Za-z0-9._@-]{1,200}$/;

export function decodeParam(raw: string): DecodeResult {
  let value = raw;
  // Next may hand params over still encoded; decode at most twice (%252e -> %2e -> .)
  for (let i = 0; i < 2 && /%[0-9A-Fa-f]{2}/.test(value); i++) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return { ok: false, reason: "malformed percent-encoding" };
    }
  }
  if (value.includes("\0")) return { ok: false, reason: "contains a NUL byte" };
  // ids never contain "%": one left over is an escape that is not one (%ZZ, a lone %)
  if (value.includes("%")) return { ok: false, reason: "malformed percent-encoding" };
  if (value === "") return { ok: false, reason: "empty" };
  if (value.split(/[\\/]/).some((seg) => seg === ".." || seg === ".")) return { ok: false, reason: "contains a path segment (. or ..)" };
  if (!ID_PATTERN.test(value)) return { ok: false, reason: "not a valid id (letters, digits, . _ @ -)" };
  return { ok: true, value };
}

/** Decode every string param; the first bad one names itself. */
export function decodeParams(
  params: Record<string, string | string[] | undefined>,
): { ok: true; value: Record<string, string> } | { ok: false; name: string; reason: string } {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(params)) {
    if (typeof raw !== "string") continue;
    const r = decodeParam(raw);
    if (!r.ok) return { ok: false, name, reason: r.reason };
    out[name] = r.value;
  }
  return { ok: true, value: out };
}
