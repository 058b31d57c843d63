// Submission bytes <-> parsed values, shared by every judge's score-only path: audits parse a
// ledger once, mutate the value and score it with scoreParsed, or write it back for the full path.
import { parsePyJson, stringifyPyValue } from "./pyjson";
import type { ParsedSubmission, PyValue } from "./types";

const encoder = new TextEncoder();

/** Python 3.11 json.loads on the UTF-8 bytes (every judge reads submissions this way). */
export function parseSubmission(bytes: Uint8Array): ParsedSubmission {
  return parsePyJson(bytes);
}

/** json.dumps of a parsed value: bytes that parse back to an equal value (ints stay ints). */
export function serializeSubmission(value: PyValue): Uint8Array {
  return encoder.encode(stringifyPyValue(value));
}
