// The "audit:suite" job: runs the scorer audits (lib/audits, pure) on one task revision's stored
// judge pairings and ledgers, with progress and cancel, and stores the results and findings in
// the JobRun. Registered for every worker through lib/jobs/kinds.ts. The suite itself runs in a
// child process (audit-process.ts): the web server's own worker must keep its event loop free.
import { z } from "zod";
import { registerJobHandler } from "../jobs/registry";
import type { JobContext, Json } from "../jobs/types";
import type { storedSuiteResult } from "../audits/serialize";
import { runAuditInChildProcess } from "./audit-process";
import { AUDIT_KINDS, STRONG_AGENT_BAR, type AuditKind } from "../audits/types";

export const AUDIT_JOB_KIND = "audit:suite";

export const auditJobParams = z.object({
  audits: z
    .array(z.enum(AUDIT_KINDS as [AuditKind, ...AuditKind[]]))
    .min(1)
    .default([...AUDIT_KINDS]),
});

/** The audit suite on one revision: its stored results and findings (what an "audit:suite" run stores). */
export async function auditRevision(
  prisma: JobContext["db"]["prisma"],
  revisionId: string | null,
  audits: AuditKind[],
  progressTo: (fraction: number, message: string) => void,
  signal: AbortSignal,
): Promise<ReturnType<typeof storedSuiteResult>> {
  if (!revisionId) throw new Error("an audit run needs a task revision");
  const revision = await prisma.taskRevision.findUnique({
    where: { id: revisionId },
    select: {
      taskId: true,
      pairings: { select: { judgeId: true, isPrimary: true, groundTruthRaw: true, judgeOptions: true } },
      ledgers: { select: { path: true, label: true, raw: true }, orderBy: { path: "asc" } },
    },
  });
  if (!revision) throw new Error(`task revision ${revisionId} not found`);
  // with no judge pairing there is nothing to score: "0 ledgers checked" must not read as a finished audit
  if (revision.pairings.length === 0)
    throw new Error(
      "not applicable: this revision has no judge pairing (no judge for the family, or no ground truth), so there is nothing to audit",
    );
  // the suite runs in a child process (audit-process.ts): the web server's own worker keeps its event loop free
  const { result } = await runAuditInChildProcess(
    {
      input: {
        taskId: revision.taskId,
        pairings: revision.pairings.map((p) => ({
          judgeId: p.judgeId,
          isPrimary: p.isPrimary,
          groundTruth: new Uint8Array(p.groundTruthRaw),
          options: (p.judgeOptions ?? {}) as Record<string, unknown>,
        })),
        ledgers: revision.ledgers.map((l) => ({ path: l.path, label: l.label, bytes: new Uint8Array(l.raw) })),
        strongAgentBar: STRONG_AGENT_BAR,
      },
      audits,
    },
    { progress: (done, total, phase) => progressTo(done / Math.max(1, total), phase), signal },
  );
  return result;
}

registerJobHandler(
  AUDIT_JOB_KIND,
  async (params, ctx) => {
    const stored = await auditRevision(ctx.db.prisma, ctx.revisionId, params.audits, ctx.progress, ctx.signal);
    ctx.setFindings(stored.findings as unknown as Json);
    return stored as unknown as Json;
  },
  { params: auditJobParams, resumable: true },
);
