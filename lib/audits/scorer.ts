// The one place audits call a judge. Everything else asks an AuditScorer for a number. When the
// judge has the score-only paths (scoreOnly for bytes, scoreParsed for generated values) they are
// used — they equal the full path, proven in lib/judges — else judge.score + judge.headline.
import type { JudgeDefinition, JudgeOptions, JudgeResult, PyValue } from "../judges/types";
import { stringifyPyJson } from "../judges/pyjson";
import { plainToPy } from "./plain-to-py";

export type ScorePath = "score-only" | "full";

export interface AuditScorer {
  judgeId: string;
  family: string;
  path: ScorePath;
  /** the judge's headline reward for these exact bytes */
  scoreBytes(bytes: Uint8Array): number;
  /** a generated ledger (plain JSON data), as if uploaded as JSON.stringify wrote it */
  scoreValue(value: unknown): number;
  /** an already parsed value (the judges' PyValue), e.g. a fast-built grid probe */
  scoreParsed(value: PyValue): number;
  /** the full result with its per-event breakdown (omission needs who matched what) */
  detail(bytes: Uint8Array): JudgeResult;
  /** the prepared ground truth under other options (tolerance sweeps) */
  withOptions(options: JudgeOptions): AuditScorer;
}

/** The judges' fast paths, read defensively so a judge without them still works. */
interface FastPaths<P> {
  scoreOnly?: (prepared: P, submission: Uint8Array) => number;
  scoreParsed?: (prepared: P, value: PyValue) => number;
}

const encoder = new TextEncoder();

/** Plain JSON data -> bytes. Integers stay integers, which every family's schema wants. */
export function encodeLedger(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

export function makeAuditScorer(
  judge: JudgeDefinition,
  groundTruth: Uint8Array,
  options: JudgeOptions = {},
  path: ScorePath = "score-only",
): AuditScorer {
  const prepared = judge.prepare(groundTruth, options);
  const fast: FastPaths<unknown> = judge;
  const full = (bytes: Uint8Array) => judge.headline(judge.score(prepared, bytes));
  const useFast = path === "score-only";
  const scoreBytes = useFast && fast.scoreOnly ? (bytes: Uint8Array) => fast.scoreOnly!(prepared, bytes) : full;
  const scoreValue =
    useFast && fast.scoreParsed
      ? (value: unknown) => fast.scoreParsed!(prepared, plainToPy(value))
      : (value: unknown) => scoreBytes(encodeLedger(value));
  const scoreParsed =
    useFast && fast.scoreParsed
      ? (value: PyValue) => fast.scoreParsed!(prepared, value)
      : (value: PyValue) => scoreBytes(encoder.encode(stringifyPyJson(value)));
  return {
    scoreParsed,
    judgeId: judge.id,
    family: judge.family,
    path: useFast && fast.scoreOnly ? "score-only" : "full",
    scoreBytes,
    scoreValue,
    detail: (bytes) => judge.score(prepared, bytes),
    withOptions: (next) => makeAuditScorer(judge, groundTruth, { ...options, ...next }, path),
  };
}
