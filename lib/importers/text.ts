// Text helpers shared by the parsers: strict UTF-8, 1-based line numbers, JSON with a line on error.
import { parsePyJsonText } from "../judges/pyjson";
import type { JsonValue } from "./types";

/** Strict decode: a contract file that is not UTF-8 is an error, not a file full of U+FFFD. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** Lines without their terminators (a trailing \r is dropped too); index 0 is line 1. */
export function splitLines(text: string): string[] {
  return text.split("\n").map((l) => l.replace(/\r$/, ""));
}

export type JsonParse = { ok: true; value: JsonValue } | { ok: false; reason: string; line?: number };

/**
 * JSON.parse, and on failure the line and column of the first error. The position comes from the
 * judges' Python-compatible reader (its messages are Python's: "Expecting value: line 3 column 3
 * (char 15)"), so an importer error points where the judge would have stopped.
 */
export function parseJsonText(text: string): JsonParse {
  try {
    // cast kept: JSON.parse answers `any`, and what it builds from text is a JsonValue by construction
    const value = JSON.parse(text) as JsonValue;
    const deep = nestingPastLimit(text, MAX_JSON_DEPTH);
    if (deep < 0) return { ok: true, value };
    const line = text.slice(0, deep).split("\n").length;
    return {
      ok: false,
      reason: `nested more than ${MAX_JSON_DEPTH} levels deep (line ${line}, column ${deep - text.lastIndexOf("\n", deep - 1)})`,
      line,
    };
  } catch (error) {
    const py = parsePyJsonText(text);
    if (py.ok) return { ok: false, reason: "not valid JSON: NaN or Infinity literal (Python's json reads it; JSON does not)" };
    const at = /^(.*?): line (\d+) column (\d+) \(char (\d+)\)/.exec(py.message);
    if (at === null)
      return {
        ok: false,
        reason: `not valid JSON: ${py.message.slice(0, 200) || (error instanceof Error ? error.message.slice(0, 200) : String(error))}`,
      };
    const end = text.trimEnd().length;
    if (Number(at[4]) >= end && end > 0) {
      // a truncated file: report the last line that has text, not the blank one after it
      const line = text.slice(0, end).split("\n").length;
      const column = end - text.lastIndexOf("\n", end - 1);
      return { ok: false, reason: `not valid JSON: unexpected end of input (line ${line}, column ${column})`, line };
    }
    const line = Number(at[2]);
    return { ok: false, reason: `not valid JSON: ${at[1]} (line ${line}, column ${at[3]})`, line };
  }
}

/**
 * The deepest nesting a task file's JSON may have. JSON.parse takes far deeper text, but what
 * reads the value afterwards (a JSON column write, JSON.stringify, any recursive walk) runs out of
 * stack: a 50,000-deep environment/vocabulary.json in an archive answered 500. No task file nests
 * anywhere near this.
 */
export const MAX_JSON_DEPTH = 256;

/** Where the text's [ / { nesting first goes past `max` (its offset), or -1; strings are skipped. */
export function nestingPastLimit(text: string, max: number): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // a string: skip to its closing quote, stepping over escapes
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
}

/** Bytes -> JSON, or why not (not UTF-8 / not JSON / nested too deep). */
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
/** A plain object's own fields as JSON values (undefined fields left out). */
export function toJsonObject(value: object): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJsonValue(v);
  return out;
}

export function toJsonValue(value: unknown): JsonValue {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toString() === "Invalid Date" ? String(value) : toDateText(value);
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), toJsonValue(v)]));
  if (typeof value === "object") return toJsonObject(value);
  return String(value);
}

function toDateText(date: Date): string {
  // smol-toml's TomlDate keeps the original form (local date, offset) in toISOString(); plain Date is ISO
  return date.toISOString();
}
