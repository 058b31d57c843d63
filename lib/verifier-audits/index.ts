// Generic scorer audits through a task's own verifier: any family, no TypeScript port. Every probe
// is a submission scored by the injected BatchScorer (the sandbox in production, a stand-in in
// pure tests), so this folder is pure apart from that function.
import type { AuditKind, AuditLedger, AuditProgress } from "../audits/types";
import type { AuditSuiteResult } from "../audits/suite";

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

export const DEFAULT_BUDGET = 600;

export async function runVerifierAudits(
  input: VerifierAuditInput,
  _score: BatchScorer,
  opts: VerifierAuditOptions = {},
): Promise<AuditSuiteResult> {
  // first commit: the API H3 codes against; the engine lands in the next commits
  const audits = [...(opts.audits ?? ["omission", "probes", "sensitivity"])];
  return {
    taskId: input.taskId,
    audits,
    strongAgentBar: input.strongAgentBar,
    pairings: [{ judgeId: input.judgeId, isPrimary: true, notes: ["generic verifier audits: not implemented yet"] }],
    findings: [],
    timings: {},
  };
}
