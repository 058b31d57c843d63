// The BatchScorer over the real sandbox: the batched runner (lib/sandbox/run-verifier-batch.ts:
// a pool of bubblewrap sessions, each scoring many submissions with the single run's limits and
// classification). I/O: kept out of index.ts so the engine stays pure.
import type { SandboxLimits } from "../../sandbox/limits";
import { scoreVerifierBatch } from "../../sandbox/run-verifier-batch";
import type { BatchScorer } from "./types";

export interface SandboxVerifier {
  files: ReadonlyMap<string, Uint8Array>;
  solutionTarget: string;
  limits: SandboxLimits;
}

/** `concurrency`: sessions at once (the machine's cores are shared with the server and other jobs). */
export function scorerFromSandbox(verifier: SandboxVerifier, concurrency = 2): BatchScorer {
  return (submissions, opts) =>
    scoreVerifierBatch(verifier, submissions, { signal: opts.signal, onProgress: opts.onProgress, concurrency });
}
