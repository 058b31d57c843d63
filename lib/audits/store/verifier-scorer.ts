// The generic audits' BatchScorer (lib/audits/verifier) over the sandbox: every probe is one
// submission scored by the task's own test.sh in bubblewrap, batched (many per sandbox start). It also keeps a tally of what the
// verifier did with the probes, so a run that scored nothing can say so instead of "succeeded".
import type { BatchScorer } from "../verifier";
import type { SandboxLimits } from "../../sandbox/limits";
import { scoreVerifierBatch } from "../../sandbox/run-verifier-batch";

/** What the sandbox needs of a task's verifier (stored files or a folder on disk). */
export interface SandboxVerifier {
  files: ReadonlyMap<string, Uint8Array>;
  solutionTarget: string;
  limits: SandboxLimits;
}

export interface ScoreTally {
  submitted: number;
  scored: number;
  /** why submissions were not scored: "crashed: ZeroDivisionError…" → count */
  notScored: Map<string, number>;
}

/** Sandbox sessions at once: the machine's cores are shared with the web server and other jobs. */
const DEFAULT_PARALLEL = 2;

/** One short line per reason (the outcome's reason carries stderr's last line). */
const shortReason = (status: string, reason: string) => `${status}: ${reason.split("\n")[0].slice(0, 160)}`;

/** Probes go through the batched sandbox pool (lib/sandbox/run-verifier-batch.ts): many submissions per sandbox start. */
export function countingSandboxScorer(verifier: SandboxVerifier, parallel = DEFAULT_PARALLEL): { score: BatchScorer; tally: ScoreTally } {
  const tally: ScoreTally = { submitted: 0, scored: 0, notScored: new Map() };
  const score: BatchScorer = async (submissions, opts) => {
    const scores = await scoreVerifierBatch(verifier, submissions, {
      signal: opts.signal,
      onProgress: opts.onProgress,
      concurrency: parallel,
    });
    // a cancelled batch answers its unscored items "cancelled": that is the job's cancel, not the verifier's failure
    opts.signal?.throwIfAborted();
    for (const s of scores) {
      tally.submitted += 1;
      if (s.status === "scored") tally.scored += 1;
      else {
        const why = shortReason(s.status, s.reason);
        tally.notScored.set(why, (tally.notScored.get(why) ?? 0) + 1);
      }
    }
    return scores.map((s) => ({ status: s.status, reward: s.status === "scored" ? s.reward : null, reason: s.reason }));
  };
  return { score, tally };
}

/** The reasons, most frequent first: "crashed: … ×40; timeout: … ×2". */
export function notScoredSummary(tally: ScoreTally, max = 3): string {
  const top = [...tally.notScored].sort((a, b) => b[1] - a[1]).slice(0, max);
  return top.map(([why, n]) => `${why} ×${n}`).join("; ");
}

/**
 * Why a generic run must not count as finished, or null when it scored something:
 * no probe sent, or not one probe scored.
 */
export function scoredNothing(tally: ScoreTally): string | null {
  if (tally.submitted === 0) return "ran, scored nothing: the generic audits sent no submission to the task's verifier";
  if (tally.scored > 0) return null;
  return `ran, scored nothing: 0 of ${tally.submitted} probe submissions scored by the task's verifier (${notScoredSummary(tally)})`;
}

/** A note for the result when some probes were not scored (their rewards are missing, not 0). */
export function partlyScoredNote(tally: ScoreTally): string | null {
  const failed = tally.submitted - tally.scored;
  if (failed === 0) return null;
  return `${failed} of ${tally.submitted} probe submissions were not scored by the task's verifier (${notScoredSummary(tally)})`;
}
