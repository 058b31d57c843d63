// Helpers shared by the egocentric tests (not used by the judges): fixture access and a
// submission writer that controls how each frame number is spelled (`1042` vs `1042.0`).
import { readFileSync } from "node:fs";
import path from "node:path";

export const PARITY_ROOT = path.resolve(import.meta.dirname, "../../__fixtures__/parity");

export interface PlainAction {
  verb: unknown;
  nouns: unknown;
  start_frame: unknown;
  end_frame: unknown;
  [extra: string]: unknown;
}

export function groundTruthBytes(judgeId: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(PARITY_ROOT, judgeId, "ground_truth.json")));
}

export function groundTruthActions(judgeId: string): PlainAction[] {
  return JSON.parse(new TextDecoder().decode(groundTruthBytes(judgeId))).actions;
}

/** A frame value written verbatim into the JSON text (for floats like `1.0`, `NaN`, huge ints). */
export class RawJson {
  constructor(readonly text: string) {}
}

function write(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(write).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${write(v)}`)
      .join(", ")}}`;
  }
  return JSON.stringify(value);
}

export function submissionBytes(actions: unknown): Uint8Array {
  return new TextEncoder().encode(write({ actions }));
}

export function textBytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function action(verb: unknown, nouns: unknown, start: unknown, end: unknown): PlainAction {
  return { verb, nouns, start_frame: start, end_frame: end };
}
