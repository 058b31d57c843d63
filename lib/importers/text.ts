// Text helpers shared by the parsers: strict UTF-8, 1-based line numbers, JSON with a line on error.
import { findJsonError } from "./json-error";
import type { JsonValue } from "./types";

/** Strict decode: a contract file that is not UTF-8 is an error, not a file full of U+FFFD. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** 1-based line of a 0-based character offset. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Lines without their terminators (a trailing \r is dropped too); index 0 is line 1. */
export function splitLines(text: string): string[] {
  return text.split("\n").map((l) => l.replace(/\r$/, ""));
}

export type JsonParse = { ok: true; value: JsonValue } | { ok: false; reason: string; line?: number };

/** JSON.parse, and on failure the line and column of the first error (from findJsonError). */
export function parseJsonText(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch (error) {
    const located = findJsonError(text);
    if (located === null) return { ok: false, reason: `not valid JSON: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}` };
    // an error at the very end (truncated file) is reported on the last non-blank line
    const offset = Math.min(located.offset, text.trimEnd().length);
    const line = lineOfOffset(text, offset);
    const column = offset - text.lastIndexOf("\n", offset - 1);
    return { ok: false, reason: `not valid JSON: ${located.reason} (line ${line}, column ${column})`, line };
  }
}

/** Bytes -> JSON, or why not (not UTF-8 / not JSON). */
export function parseJsonBytes(bytes: Uint8Array): JsonParse {
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false, reason: "not valid UTF-8" };
  if (text.trim() === "") return { ok: false, reason: "empty file", line: 1 };
  return parseJsonText(text);
}

/**
 * TOML and YAML parsers hand back Dates (and YAML may hand back Maps); the database stores JSON, so
 * convert: dates to their ISO/TOML text, non-finite numbers to strings, undefined dropped.
 */
export function toJsonValue(value: unknown): JsonValue {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toString() === "Invalid Date" ? String(value) : toDateText(value);
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), toJsonValue(v)]));
  if (typeof value === "object") {
    const out: Record<string, JsonValue> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJsonValue(v);
    return out;
  }
  return String(value);
}

function toDateText(date: Date): string {
  // smol-toml's TomlDate keeps the original form (local date, offset) in toISOString(); plain Date is ISO
  return date.toISOString();
}
