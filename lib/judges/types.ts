// The judge contract shared by every judge version, the registry, the CLI and the UI.
// Judges are pure: bytes/plain values in, plain values out; no clock, randomness or I/O.
import type { ScoringNumber } from "./scoring-contract";

/** Python's int, kept apart from float (a judge may drop `1.0` where it keeps `1`). */
export class PyInt {
  constructor(readonly value: bigint) {}
}

/** Python dict: insertion order kept; a duplicate key keeps the LAST value at the FIRST key's position. */
export class PyDict {
  constructor(readonly entries: Map<string, PyValue> = new Map()) {}
  get(key: string): PyValue | undefined {
    return this.entries.get(key);
  }
  has(key: string): boolean {
    return this.entries.has(key);
  }
}

/**
 * A value as Python's json module would hand it to the original judge.
 * float -> JS number (NaN / ±Infinity allowed); int -> PyInt; bool -> boolean; null -> null.
 */
export type PyValue = null | boolean | number | PyInt | string | PyValue[] | PyDict;

/** How one credit unit group / field of an expected event compared with its matched prediction. */
export interface EventField {
  name: string;
  expected: unknown;
  predicted: unknown;
  /** human-readable tolerance, e.g. "±2 s", "±12 frames", "within 30%" */
  tolerance?: string;
  verdict: "ok" | "partial" | "miss" | "n/a";
  earned?: number;
  available?: number;
}

export interface EventGroup {
  name: string;
  earned: number;
  available: number;
}

/**
 * One entry per expected event (clearance / race / action) and one per unmatched prediction.
 * `earned`/`available` are in the judge's own units; a test recomputes the reward from them.
 */
export interface JudgeEvent {
  kind: "expected" | "spurious";
  /** index into the ground-truth events (expected) or into the predictions (spurious) */
  index: number;
  /** matched partner: prediction index for expected events, null when unmatched */
  matchedPrediction: number | null;
  label: string;
  verdict: "full" | "partial" | "none" | "spurious";
  /** where in the video the event is (seconds), for seeking; null when unknown */
  timeSec: number | null;
  endSec?: number | null;
  earned: number;
  available: number;
  fields: EventField[];
  groups?: EventGroup[];
  /** judge-specific extras (FlightGear: baseline units and signed gain; egocentric: frames) */
  extra?: Record<string, unknown>;
}

export interface JudgeResult {
  /** equal to the original judge's reward.json object (same keys, nesting, rounding) */
  reward: Record<string, unknown>;
  /** short status: "ok", or why the submission was rejected / the judge would have crashed */
  reason: string;
  events: JudgeEvent[];
}

/** Task-specific inputs a family's judge takes (egocentric: vocabulary, tolerance, frame count). */
export type JudgeOptions = Record<string, unknown>;

/**
 * One tolerance or threshold a judge version applies, exposed as a `prepare()` option so audits can
 * sweep it. `default` is the original judge's value: with no options the judge is the original.
 */
export interface ToleranceDescriptor {
  /** the option key passed to `prepare(groundTruth, { [key]: value })` */
  key: string;
  label: string;
  /** "s", "ft", "deg", "kt", "frames", "fraction", ... */
  unit: string;
  default: number;
  /** a suggested sweep for the audit UI (inclusive bounds) */
  sweep: { min: number; max: number; step: number };
  /** true when only whole numbers are accepted (egocentric frames) */
  integer?: boolean;
}

/** A submission as the judge's JSON reader sees it: the parsed value, or why it is unreadable. */
export type ParsedSubmission = { ok: true; value: PyValue } | { ok: false; kind: string; message: string };

export class GroundTruthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GroundTruthError";
  }
}

export interface JudgeDefinition<Prepared = unknown> {
  id: string;
  family: string;
  /** one line for the UI: what this version scores */
  summary: string;
  defaultOptions: JudgeOptions;
  /** parse + precompute a ground truth once (FlightGear: its transcript-only baseline). Throws GroundTruthError. */
  prepare(groundTruth: Uint8Array, options?: JudgeOptions): Prepared;
  /** score one submission's exact bytes; never throws */
  score(prepared: Prepared, submission: Uint8Array): JudgeResult;
  /** the family's empty submission (for the null gate), as bytes a contributor would upload */
  emptySubmission(): Uint8Array;
  /** a perfect submission built from the ground truth, for tasks whose folder has no oracle */
  perfectSubmission(groundTruth: Uint8Array): Uint8Array;
  /** the reward number the UI shows (reward.reward) */
  headline(result: JudgeResult): number;

  // ---- fast paths for audits (equal to the full path: `score(p, b).reward.reward`) ----

  /** the tolerances `prepare` accepts as options, with the original values as defaults */
  tolerances: readonly ToleranceDescriptor[];
  /**
   * The numbers that define scoring under these options: the tolerances in force, the submission
   * caps and the reward's term weights, built from the constants the judge scores with (the
   * contract review compares the instruction and SPEC with it). Throws GroundTruthError on bad
   * options, like prepare.
   */
  scoringContract(options?: JudgeOptions): ScoringNumber[];
  /** reward.reward of `score(prepared, submission)`, without the breakdown; never throws */
  scoreOnly(prepared: Prepared, submission: Uint8Array): number;
  /** the judge's own reading of submission bytes (Python `json` semantics); never throws */
  parseSubmission(submission: Uint8Array): ParsedSubmission;
  /**
   * reward.reward for an already parsed submission (audits mutate parsed values): equal to
   * `scoreOnly(prepared, serializeSubmission(value))`, except that byte-level limits (egocentric's
   * maxBytes) are not applied, as there are no bytes. Never throws.
   */
  scoreParsed(prepared: Prepared, value: PyValue): number;
  /** bytes that parse back to `value` (Python json.dumps spelling: NaN, big ints, -0.0) */
  serializeSubmission(value: PyValue): Uint8Array;
}
