// The scorer audits on a pull request's head revision, stored as an ordinary "audit:suite" run
// (created, claimed and finished here, inside the PR job), so the task page, its audit gates and
// the exported review read it like one a maintainer started. A family with a port gets its profile
// suite; a never-seen family whose folder ships its own verifier gets the generic audits through
// that verifier (auditRevision picks; the PR job has already run the verifier on the ledgers).
import type { PrismaClient } from "../../generated/prisma/client";
import { claimRun, createRun, finishRun } from "../../jobs/run-store";
import { AUDIT_KINDS } from "../../audits/types";
import { AUDIT_JOB_KIND, auditRevision } from "../../audits/store/audit-job";

/**
 * The audit run's id; a revision the audits do not apply to (no judge pairing and no verifier, no
 * oracle) or whose verifier scored no probe ends "failed" with the reason. `budget`: the generic
 * audits' submissions (the engine's default otherwise).
 */
export async function auditPullRequestRevision(
  prisma: PrismaClient,
  revisionId: string,
  signal: AbortSignal,
  generic: { budget?: number } = {},
): Promise<string> {
  const audits = [...AUDIT_KINDS];
  const params = { audits, ...(generic.budget !== undefined ? { budget: generic.budget } : {}) };
  const run = await createRun(prisma, { kind: AUDIT_JOB_KIND, params, revisionId, actorId: null, judgeId: null });
  await claimRun(prisma, run.id, "github-pull-request-job");
  try {
    const stored = await auditRevision(prisma, revisionId, audits, () => undefined, signal, generic);
    await finishRun(prisma, run.id, { status: "succeeded", results: stored, findings: stored.findings });
  } catch (e) {
    await finishRun(prisma, run.id, { status: "failed", error: e instanceof Error ? e.message : String(e) });
  }
  return run.id;
}
