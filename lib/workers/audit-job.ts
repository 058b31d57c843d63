// The "audit:suite" job: runs the scorer audits (lib/audits, pure) on one task revision's stored
// judge pairings and ledgers, with progress and cancel, and stores the results and findings in
// the JobRun. Listed for every worker in lib/job-kinds/table.ts. The suite itself runs in a
// child process (audit-process.ts): the web server's own worker must keep its event loop free.
import type { JobContext } from "../jobs/types";
import type { storedSuiteResult } from "../audits/serialize";
import { runAuditInChildProcess } from "./audit-process";
import { STRONG_AGENT_BAR, type AuditKind } from "../audits/types";
import type { AuditJobParams } from "./audit-job-params";
import { StoredJudgeOptionsSchema } from "../db/stored-json";
import { fieldErrorLines } from "../input/zod-issues";

export { AUDIT_JOB_KIND } from "./audit-job-params";

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
          options: judgeOptionsOf(p),
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

/** A pairing's stored options, read through their schema: an audit never runs on options it cannot read. */
function judgeOptionsOf(p: { judgeId: string; judgeOptions: unknown }): Record<string, unknown> {
  const read = StoredJudgeOptionsSchema.safeParse(p.judgeOptions);
  if (!read.success) throw new Error(`JudgePairing.judgeOptions of ${p.judgeId} is unreadable: ${fieldErrorLines(read.error).join("; ")}`);
  return read.data;
}

export async function runAuditJob(params: AuditJobParams, ctx: JobContext) {
  const stored = await auditRevision(ctx.db.prisma, ctx.revisionId, params.audits, ctx.progress, ctx.signal);
  ctx.setFindings(stored.findings);
  return stored;
}
