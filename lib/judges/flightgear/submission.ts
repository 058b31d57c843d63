// The lenient acceptor for predictions (spec 2.1 + addendum A1): document-level problems
// reject the whole submission with the original's reason; entry-level problems drop
// only that entry (it still counts as submitted, hence as spurious).

import { parsePyJson } from "../pyjson";
import { PyDict, type PyValue } from "../types";
import { MAX_PREDICTIONS } from "./constants";
import { validateEntry, type EntryCheck } from "./validate-entry";

export type Acceptance = { ok: true; entries: EntryCheck[] } | { ok: false; reason: string };

export function acceptSubmission(bytes: Uint8Array): Acceptance {
  const parsed = parsePyJson(bytes);
  if (!parsed.ok) {
    // Only decoder and recursion failures get the prefix; a UTF-8 decode error and the
    // 4300-digit int limit are ValueErrors that reach the reason bare.
    const prefixed = parsed.kind === "JSONDecodeError" || parsed.kind === "RecursionError";
    return { ok: false, reason: prefixed ? `unreadable JSON: ${parsed.message}` : parsed.message };
  }
  const clearances = acceptedClearances(parsed.value);
  if (typeof clearances === "string") return { ok: false, reason: clearances };
  return { ok: true, entries: clearances.map(validateEntry) };
}

/** The document-level checks on a parsed submission: its raw clearance list, or the rejection reason. */
export function acceptedClearances(doc: PyValue): PyValue[] | string {
  if (!(doc instanceof PyDict) || !doc.has("clearances")) {
    return "top-level object must contain clearances";
  }
  for (const key of doc.entries.keys()) {
    // a `source` key is tolerated, as the ground truth itself carries one
    if (key !== "clearances" && key !== "source") {
      return "top-level object must contain only clearances";
    }
  }
  const clearances = doc.get("clearances");
  if (!Array.isArray(clearances)) return "clearances must be an array";
  if (clearances.length > MAX_PREDICTIONS) return `clearances exceeds ${MAX_PREDICTIONS} entries`;
  return clearances;
}
