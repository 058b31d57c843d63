// After an import: a revision of a family no port scores, whose folder ships its own verifier,
// gets that verifier run in the sandbox as a job (kind "task-judge", lib/judges/store) on its
// oracle, its empty submission and every ledger. Any import path with a job system calls this
// with the write summary; without one (a CLI without a worker) the task page offers the run.
import type { WriteSummary } from "./write-parsed-task";

/**
 * The job kind of lib/judges/store (its task-judge-params.ts; own-verifier.test.ts holds them equal),
 * named here so lib/importers/store does not depend on lib/judges/store, which depends on lib/importers/store.
 */
export const OWN_VERIFIER_JOB_KIND = "task-judge";

export type Enqueue = (
  kind: string,
  params: unknown,
  options: { revisionId?: string | null; actorId?: string | null },
) => Promise<{ id: string }>;

/** The queued run's id, or null when the revision needs no run (a port scores it, no verifier, unchanged). */
export async function enqueueOwnVerifier(enqueue: Enqueue, summary: WriteSummary, actorId: string | null = null): Promise<string | null> {
  if (!summary.ownVerifier || summary.revision !== "new") return null;
  const run = await enqueue(OWN_VERIFIER_JOB_KIND, { revisionId: summary.revisionId }, { revisionId: summary.revisionId, actorId });
  return run.id;
}
