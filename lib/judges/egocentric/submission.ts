// Reading a submission the way the original judge does: whole-file failures (the file is void,
// scored as zero predictions) versus per-entry failures (the entry is dropped but still counted
// as a prediction, so it costs precision).
import { PyDict, PyInt, type PyValue } from "../types";
import type { Action } from "./action";
import { nounSetKey } from "./action";
import type { EgocentricOptions } from "./options";

export type SubmissionEntry =
  { accepted: true; position: number; action: Action } | { accepted: false; position: number; message: string; raw: PyValue };

export interface ReadSubmission {
  /** `invalid solution: ...` when the whole file is void, else null */
  voidReason: string | null;
  /** array length, dropped entries included (0 when void) */
  predictedCount: number;
  /** one per array element, in order (empty when void) */
  entries: SubmissionEntry[];
  /** accepted entries in submission order: the prediction list the matching sees */
  accepted: Action[];
  /** per-entry messages, `action <p> <text>` with p 1-based */
  messages: string[];
}

/** Python raises TypeError when a list or dict is looked up in a set; the judge lets it escape. */
export class UnhashableError extends Error {}

function unhashableType(v: PyValue): string | null {
  if (Array.isArray(v)) return "list";
  if (v instanceof PyDict) return "dict";
  return null;
}

function checkHashable(v: PyValue): void {
  const type = unhashableType(v);
  if (type) throw new UnhashableError(`unhashable type: '${type}'`);
}

export function voidSubmission(reason: string): ReadSubmission {
  return { voidReason: `invalid solution: ${reason}`, predictedCount: 0, entries: [], accepted: [], messages: [] };
}

export type EntryVerdict = { action: Action } | { problem: string };

/** The per-entry rules 1-8 in the judge's order (rule 9, chronology, needs the running marker). */
export function checkEntry(entry: PyValue, position: number, options: EgocentricOptions): EntryVerdict {
  if (!(entry instanceof PyDict)) return { problem: "must be an object" };
  // a PyValue is never undefined, so a single lookup per field tells "missing" apart
  const verb = entry.get("verb");
  const nouns = entry.get("nouns");
  const start = entry.get("start_frame");
  const end = entry.get("end_frame");
  if (verb === undefined || nouns === undefined || start === undefined || end === undefined) {
    return { problem: "is missing required fields" };
  }
  checkHashable(verb);
  const verbId = typeof verb === "string" ? options.verbs.get(verb) : undefined;
  // a vocabulary id was found only for a string; the typeof check says so to the compiler
  if (verbId === undefined || typeof verb !== "string") return { problem: "has a verb outside the vocabulary" };
  if (!Array.isArray(nouns) || nouns.length === 0) return { problem: "must list at least one noun" };
  // The spec states that any list/dict noun voids the file, whatever precedes it in the list.
  for (const noun of nouns) checkHashable(noun);
  // a noun that is not a string is outside the vocabulary, wherever it stands in the list
  if (!nouns.every((noun): noun is string => typeof noun === "string")) return { problem: "has a noun outside the vocabulary" };
  const nounIds: number[] = [];
  let repeats = false; // rule 6 only applies once every noun passed rule 5
  for (const noun of nouns) {
    const id = options.nouns.get(noun);
    if (id === undefined) return { problem: "has a noun outside the vocabulary" };
    if (nounIds.includes(id)) repeats = true;
    else nounIds.push(id);
  }
  if (repeats) return { problem: "repeats a noun" };
  // Python's bool is an int subclass; the judge rejects it explicitly, and PyInt never holds one.
  if (!(start instanceof PyInt) || !(end instanceof PyInt)) return { problem: "has non-integer frame numbers" };
  if (!(start.value >= 0n && start.value < end.value && end.value < options.videoFramesBig)) {
    return { problem: "has frame numbers outside the video" };
  }
  const nounKey = nounSetKey(nounIds);
  const action: Action = {
    position,
    verb,
    nouns,
    verbId,
    nounSetKey: nounKey,
    labelKey: `${verbId}:${nounKey}`,
    startFrame: Number(start.value),
    endFrame: Number(end.value),
  };
  return { action };
}

/** Validates an already-parsed document (the bytes-level checks live in the judge). */
export function readSubmissionValue(document: PyValue, options: EgocentricOptions): ReadSubmission {
  if (!(document instanceof PyDict) || !document.has("actions")) {
    return voidSubmission("solution must be an object containing actions");
  }
  const list = document.get("actions");
  if (!Array.isArray(list)) return voidSubmission("actions must be a list");
  if (list.length > options.maxActions) return voidSubmission(`actions exceeds the maximum of ${options.maxActions}`);

  const entries: SubmissionEntry[] = [];
  const accepted: Action[] = [];
  const messages: string[] = [];
  // start of the last ACCEPTED entry; dropped entries never move it, equal starts are fine
  let lastStart = -1;
  for (let position = 0; position < list.length; position++) {
    const raw = list[position];
    let verdict: EntryVerdict;
    try {
      verdict = checkEntry(raw, position, options);
    } catch (error) {
      if (error instanceof UnhashableError) return voidSubmission(error.message);
      throw error;
    }
    if ("action" in verdict && verdict.action.startFrame < lastStart) {
      verdict = { problem: "is not in chronological order" };
    }
    if ("problem" in verdict) {
      const message = `action ${position + 1} ${verdict.problem}`;
      messages.push(message);
      entries.push({ accepted: false, position, message, raw });
      continue;
    }
    const action = verdict.action;
    lastStart = action.startFrame;
    accepted.push(action);
    entries.push({ accepted: true, position, action });
  }
  return { voidReason: null, predictedCount: list.length, entries, accepted, messages };
}

/** The judge's reason: the first 10 entry messages joined, or "ok". */
export function entryReason(messages: readonly string[]): string {
  return messages.length === 0 ? "ok" : messages.slice(0, 10).join("; ");
}
