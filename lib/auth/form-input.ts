// FormData -> a plain object for zod, refusing what no form of ours sends: a field given twice
// (which value would count?) and NUL bytes (Postgres rejects 0x00 in text). Pure.
import type { FieldErrors } from "./errors";

export type FormObject = Record<string, string | File>;

export function formToObject(
  input: FormData | Record<string, unknown>,
): { ok: true; value: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const out: Record<string, unknown> = {};
  const entries: [string, unknown][] = input instanceof FormData ? [...input.entries()] : Object.entries(input);
  for (const [key, value] of entries) {
    // React adds $ACTION_* bookkeeping fields to action forms
    if (key.startsWith("$ACTION")) continue;
    if (key in out) (fieldErrors[key] ??= []).push("sent more than once");
    if (typeof value === "string" && value.includes("\0")) (fieldErrors[key] ??= []).push("contains a NUL byte");
    out[key] = value;
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, value: out };
}
