// The one place audits call a judge. Everything else asks an AuditScorer for a number, so moving
// from the full path (judge.score + judge.headline, with its breakdown) to the judges' score-only
// path is a change to this file alone.
import type { JudgeDefinition, JudgeOptions, JudgeResult } from "../judges/types";

export interface AuditScorer {
  judgeId: string;
  family: string;
  /** the judge's headline reward for these exact bytes */
  scoreBytes(bytes: Uint8Array): number;
  /** a generated ledger (plain JSON data) encoded as a contributor would upload it */
  scoreValue(value: unknown): number;
  /** the full result with its per-event breakdown (omission needs who matched what) */
  detail(bytes: Uint8Array): JudgeResult;
  /** the prepared ground truth under other options (tolerance sweeps) */
  withOptions(options: JudgeOptions): AuditScorer;
}

const encoder = new TextEncoder();

/** Plain JSON data -> bytes. Integers stay integers, which every family's schema wants. */
export function encodeLedger(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

export function makeAuditScorer(judge: JudgeDefinition, groundTruth: Uint8Array, options: JudgeOptions = {}): AuditScorer {
  const prepared = judge.prepare(groundTruth, options);
  const scoreBytes = (bytes: Uint8Array) => judge.headline(judge.score(prepared, bytes));
  return {
    judgeId: judge.id,
    family: judge.family,
    scoreBytes,
    scoreValue: (value) => scoreBytes(encodeLedger(value)),
    detail: (bytes) => judge.score(prepared, bytes),
    withOptions: (next) => makeAuditScorer(judge, groundTruth, { ...options, ...next }),
  };
}
