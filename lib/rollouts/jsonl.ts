// Splitting a JSONL trajectory into records. Tolerant on purpose: a trajectory with a broken
// line is still evidence, so bad lines are counted, never thrown.
import type { JsonLine } from "./types";

export interface SplitJsonl {
  records: JsonLine[];
  nonEmptyLines: number;
  parseErrors: number;
  firstParseErrorLine: number | null;
}

/** Decode without throwing: invalid UTF-8 becomes U+FFFD and the line then fails to parse or parses lossy. */
export function decodeLenient(bytes: Uint8Array): string {
  return new TextDecoder("utf-8", { fatal: false }).decode(bytes);
}

export function splitJsonl(bytes: Uint8Array): SplitJsonl {
  const text = decodeLenient(bytes);
  const records: JsonLine[] = [];
  let nonEmptyLines = 0;
  let parseErrors = 0;
  let firstParseErrorLine: number | null = null;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/\r$/, "");
    if (raw.trim() === "") continue;
    nonEmptyLines++;
    const value = tryParseObject(raw);
    if (value === null) {
      parseErrors++;
      if (firstParseErrorLine === null) firstParseErrorLine = i + 1;
      continue;
    }
    records.push({ line: i + 1, value });
  }
  return { records, nonEmptyLines, parseErrors, firstParseErrorLine };
}

function tryParseObject(raw: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

export function asCount(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

/** First and last top-level `timestamp` strings, in file order (the log's order is the run's order). */
export function timestampRange(records: JsonLine[]): { first: string | null; last: string | null } {
  let first: string | null = null;
  let last: string | null = null;
  for (const { value } of records) {
    const ts = asString(value.timestamp);
    if (ts === null) continue;
    if (first === null) first = ts;
    last = ts;
  }
  return { first, last };
}

export function bump(histogram: Record<string, number>, key: string): void {
  histogram[key] = (histogram[key] ?? 0) + 1;
}
