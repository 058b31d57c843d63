// Turning submission bytes into the list of predicted races, with each version's quirks for
// unreadable files and a non-list `races` (spec §3, §7, addenda A1-A6).
import { parsePyJson, type PyParseResult } from "../pyjson";
import { PyDict, PyInt, type PyValue } from "../types";

const UNREADABLE = "unreadable solution.json: ";

/** Python's type(value).__name__, as it appears in the judges' exception messages */
function pythonTypeOf(value: PyValue): string {
  if (value === null) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (value instanceof PyInt) return "int";
  if (typeof value === "number") return "float";
  if (typeof value === "string") return "str";
  if (Array.isArray(value)) return "list";
  return "dict";
}

export type LedgerRead =
  /** the judge caught an exception while reading: reason set, races = [] */
  | { ok: false; reason: string }
  /** the value of the top-level key `races`; undefined when the key is absent */
  | { ok: true; races: PyValue | undefined };

export function readLedger(bytes: Uint8Array): LedgerRead {
  return readParsedLedger(parsePyJson(bytes));
}

/** readLedger on an already parsed document (the score-only path parses once, mutates, rescores). */
export function readParsedLedger(parsed: PyParseResult): LedgerRead {
  if (!parsed.ok) return { ok: false, reason: UNREADABLE + parsed.message };
  const top = parsed.value;
  // data.get("races", []) on a non-dict raises AttributeError inside the judge's try block
  if (!(top instanceof PyDict)) {
    return { ok: false, reason: `${UNREADABLE}'${pythonTypeOf(top)}' object has no attribute 'get'` };
  }
  return { ok: true, races: top.get("races") };
}

export const OVERFLOW_ERROR = "OverflowError: int too large to convert to float";

/** the reason for a verdict where the reference judge crashed instead of writing a reward */
export function referenceCrash(pythonError: string, problem: string): string {
  return `the reference judge crashed (${pythonError}): ${problem}; scored 0`;
}

export interface Predictions {
  reason: string;
  /** the predicted races as the judge indexes them (a string's characters, for v4) */
  entries: PyValue[];
  /** n_predicted_races: len() of what the judge kept */
  reportedCount: number;
  /** set when the reference judge crashed on this input; the port scores 0 and says why */
  crash: string | null;
}

/**
 * @1ea24fc keeps a non-list `races` (reason set, value kept): len() of None/bool/number raises
 * TypeError and races[0] on a non-empty dict raises KeyError, both uncaught. A string is
 * indexed character by character (Python counts code points); an empty dict has length 0.
 */
export function v4Predictions(bytes: Uint8Array | LedgerRead, groundTruthRaceCount: number): Predictions {
  const read = bytes instanceof Uint8Array ? readLedger(bytes) : bytes;
  if (!read.ok) return { reason: read.reason, entries: [], reportedCount: 0, crash: null };
  const races = read.races === undefined ? [] : read.races;
  if (Array.isArray(races)) return { reason: "ok", entries: races, reportedCount: races.length, crash: null };
  const reason = `${UNREADABLE}races is not a list`;
  if (typeof races === "string") {
    // len() counts code points; only the first |G| characters are ever indexed (each acts as {}),
    // so a long string is not expanded into one entry (and one spurious event) per character
    let codePoints = 0;
    const firstChars: string[] = [];
    for (const ch of races) {
      if (firstChars.length < groundTruthRaceCount) firstChars.push(ch);
      codePoints++;
    }
    return { reason, entries: firstChars, reportedCount: codePoints, crash: null };
  }
  if (races instanceof PyDict) {
    // the ground truth always has races, so races[0] is reached whenever the dict is non-empty
    if (races.entries.size === 0) {
      return { reason, entries: [], reportedCount: 0, crash: null };
    }
    return {
      reason,
      entries: [],
      reportedCount: 0,
      crash: referenceCrash("KeyError: 0", `"races" is a non-empty object, which it indexed like a list`),
    };
  }
  const typeName = pythonTypeOf(races);
  return {
    reason,
    entries: [],
    reportedCount: 0,
    crash: referenceCrash(
      `TypeError: object of type '${typeName}' has no len()`,
      `"races" is ${races === null ? "null" : `a ${typeName}`}`,
    ),
  };
}

/** @f933449 normalises a non-list `races` to [] (no crash, no "unreadable" prefix). */
export function latestPredictions(bytes: Uint8Array | LedgerRead): Predictions {
  const read = bytes instanceof Uint8Array ? readLedger(bytes) : bytes;
  if (!read.ok) return { reason: read.reason, entries: [], reportedCount: 0, crash: null };
  if (read.races === undefined) return { reason: "ok", entries: [], reportedCount: 0, crash: null };
  if (!Array.isArray(read.races)) {
    return { reason: "races was not a list; normalized to []", entries: [], reportedCount: 0, crash: null };
  }
  return { reason: "ok", entries: read.races, reportedCount: read.races.length, crash: null };
}
