// The BatchScorer over the real sandbox, for tests, the bench and any caller that holds a task's
// verifier: one bubblewrap run per submission (runVerifier), a few at once. When the batched
// sandbox (lib/sandbox/run-verifier-batch.ts) is available, callers should prefer it; this adapter
// is the reference path. I/O: kept out of index.ts so the engine stays pure.
import type { SandboxLimits } from "../sandbox/limits";
import { runVerifier } from "../sandbox/run-verifier";
import type { BatchScorer } from "./types";

export interface SandboxVerifier {
  files: ReadonlyMap<string, Uint8Array>;
  solutionTarget: string;
  limits: SandboxLimits;
}

export function scorerFromSandbox(verifier: SandboxVerifier, concurrency = 2): BatchScorer {
  return async (submissions, opts) => {
    const out: { status: string; reward: number | null; reason: string }[] = new Array(submissions.length);
    let next = 0;
    let done = 0;
    const lane = async () => {
      while (next < submissions.length) {
        const i = next++;
        opts.signal?.throwIfAborted();
        const run = await runVerifier({ ...verifier, solution: submissions[i] }, { signal: opts.signal });
        out[i] = { status: run.status, reward: run.status === "scored" ? run.reward : null, reason: run.reason };
        opts.onProgress?.(++done, submissions.length);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, submissions.length)) }, lane));
    return out;
  };
}
