// The generic audits (lib/audits/verifier) on one task's own verifier in the sandbox, for the audit
// job and the audit CLI alike: the suite result in the ported audits' shape, a note when some probes
// were not scored, and an error (never a result) when the verifier scored none of them.
import { runVerifierAudits, type VerifierAuditInput } from "../verifier";
import type { AuditSuiteResult } from "../suite";
import type { AuditKind, AuditProgress } from "../types";
import { countingSandboxScorer, partlyScoredNote, scoredNothing, type SandboxVerifier } from "./verifier-scorer";

export interface GenericAuditOptions {
  audits?: readonly AuditKind[];
  progress?: AuditProgress;
  signal?: AbortSignal;
  /** submissions the audits may send to the verifier (the engine's default otherwise) */
  budget?: number;
  seed?: number;
}

/** Thrown when the verifier scored no probe: the caller ends its run failed with this message. */
export class ScoredNothingError extends Error {}

export async function runGenericAudits(
  input: VerifierAuditInput,
  verifier: SandboxVerifier,
  opts: GenericAuditOptions = {},
): Promise<{ result: AuditSuiteResult; submitted: number; scored: number }> {
  const { score, tally } = countingSandboxScorer(verifier);
  const result = await runVerifierAudits(input, score, {
    audits: opts.audits,
    progress: opts.progress,
    signal: opts.signal,
    budget: opts.budget,
    seed: opts.seed,
  });
  const nothing = scoredNothing(tally);
  if (nothing) throw new ScoredNothingError(nothing);
  const partly = partlyScoredNote(tally);
  const pairings = partly
    ? result.pairings.map((p) => (p.judgeId === input.judgeId ? { ...p, notes: [...p.notes, partly] } : p))
    : result.pairings;
  return { result: { ...result, pairings }, submitted: tally.submitted, scored: tally.scored };
}
