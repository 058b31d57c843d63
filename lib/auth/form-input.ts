// FormData -> a plain object for zod, refusing what no form of ours sends: a field given twice
// (which value would count?) and NUL bytes (Postgres rejects 0x00 in text). Anything that is not
// FormData or a plain object (a server action called by hand with null, a string, an array) is
// an empty form: zod then names the missing fields, instead of Object.entries(null) throwing. Pure.
import type { FieldErrors } from "./errors";

function entriesOf(input: unknown): [string, unknown][] {
  if (input instanceof FormData) return [...input.entries()];
  if (typeof input !== "object" || input === null || Array.isArray(input)) return [];
  return Object.entries(input);
}

export function formToObject(input: unknown): { ok: true; value: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const out: Record<string, unknown> = {};
  const entries = entriesOf(input);
  for (const [key, value] of entries) {
    // React adds $ACTION_* bookkeeping fields to action forms
    if (key.startsWith("$ACTION")) continue;
    // names that are Object.prototype's own (__proto__, constructor, toString…) would reach the
    // prototype instead of a field: no form of ours has one, so the form is refused under "form"
    if (key in Object.prototype) {
      (fieldErrors.form ??= []).push(`a field named "${key.slice(0, 40)}" is not accepted`);
      continue;
    }
    if (Object.hasOwn(out, key)) (fieldErrors[key] ??= []).push("sent more than once");
    if (typeof value === "string" && value.includes("\0")) (fieldErrors[key] ??= []).push("contains a NUL byte");
    out[key] = value;
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, value: out };
}
