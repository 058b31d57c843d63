// The engine's inputs: a task's verifier as a batch scorer (the sandbox in production) and what
// the audits read about the task. Kept apart from index.ts so the engine's files import types
// without a cycle.
import type { AuditKind, AuditLedger, AuditProgress } from "../types";

/** Scores submissions through the task's verifier; one result per submission, in order. */
export type BatchScorer = (
  submissions: readonly Uint8Array[],
  opts: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void },
) => Promise<{ status: string; reward: number | null; reason: string }[]>;

export interface VerifierAuditInput {
  taskId: string;
  /** the task's own verifier id, "task:<hex>" */
  judgeId: string;
  /** instruction.md text (vocabularies, caps, stated tolerances) */
  instruction: string;
  /** the oracle / reference solution bytes */
  oracle: Uint8Array;
  /** a ground-truth file among the verifier's files, when one is found */
  groundTruth?: Uint8Array;
  /** stored ledgers of the task (calibration rows) */
  ledgers: AuditLedger[];
  strongAgentBar: number;
}

export interface VerifierAuditOptions {
  audits?: readonly AuditKind[];
  progress?: AuditProgress;
  signal?: AbortSignal;
  /** total submissions the audit may send to the verifier (default DEFAULT_BUDGET) */
  budget?: number;
  seed?: number;
}
