// The "audit:suite" job: runs the scorer audits (lib/audits, pure) on one task revision's stored
// judge pairings and ledgers, with progress and cancel, and stores the results and findings in
// the JobRun. Listed for every worker in lib/job-kinds/table.ts. The suite itself runs in a
// child process (audit-process.ts): the web server's own worker must keep its event loop free.
// A revision no port scores but whose folder ships its own verifier gets the generic audits
// (lib/audits/verifier) instead, in a child process too (verifier-audit-process.ts): every probe
// scored by that verifier in the sandbox, stored in the same shape.
import type { JobContext } from "../../jobs/types";
import { runAuditInChildProcess } from "./audit-process";
import { STRONG_AGENT_BAR, type AuditKind } from "../types";
import type { AuditJobParams } from "./audit-job-params";
import { StoredJudgeOptionsSchema } from "../../db/stored-json";
import { fieldErrorLines } from "../../input/zod-issues";
import { isTaskJudgeId, TESTS_PREFIX } from "../../sandbox/verifier-files";
import { storedSuiteResult } from "../serialize";
import { loadVerifierAuditInput } from "./verifier-audit-input";
import { runGenericAuditsInChildProcess } from "./verifier-audit-process";
import { withGenericSensitivity } from "../../contract/sensitivity/from-generic";
import { jsonColumn } from "../../db/json-column";

export { AUDIT_JOB_KIND } from "./audit-job-params";

/** The audit suite on one revision: its stored results and findings (what an "audit:suite" run stores). */
export async function auditRevision(
  prisma: JobContext["db"]["prisma"],
  revisionId: string | null,
  audits: AuditKind[],
  progressTo: (fraction: number, message: string) => void,
  signal: AbortSignal,
  generic: { budget?: number } = {},
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
  // no port scores this revision (no pairing, or only the task's own verifier's): the generic audits
  // through that verifier, when the folder ships one; a family with a port keeps its profile suite
  if (revision.pairings.every((p) => isTaskJudgeId(p.judgeId)) && (await hasOwnVerifier(prisma, revisionId)))
    return auditThroughOwnVerifier(prisma, revisionId, audits, progressTo, signal, generic.budget);
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

async function hasOwnVerifier(prisma: JobContext["db"]["prisma"], revisionId: string): Promise<boolean> {
  const testSh = await prisma.artifact.findFirst({ where: { revisionId, path: `${TESTS_PREFIX}test.sh` }, select: { id: true } });
  return testSh !== null;
}

/** The generic audits: fails (throws) when the folder lacks an oracle or the verifier scored no probe. */
async function auditThroughOwnVerifier(
  prisma: JobContext["db"]["prisma"],
  revisionId: string,
  audits: AuditKind[],
  progressTo: (fraction: number, message: string) => void,
  signal: AbortSignal,
  budget: number | undefined,
): Promise<ReturnType<typeof storedSuiteResult>> {
  const loaded = await loadVerifierAuditInput(prisma, revisionId);
  if (!loaded.ok) throw new Error(loaded.reason);
  progressTo(0, `generic audits through the task's own verifier (${loaded.input.judgeId}; oracle: ${loaded.oracleFrom})`);
  // in a child process like the ported suite: the probes and the result never weigh on this process
  const { result } = await runGenericAuditsInChildProcess(loaded.input, loaded.verifier, {
    audits,
    signal,
    budget,
    progress: (done, total, phase) => progressTo(done / Math.max(1, total), phase),
  });
  const stored = storedSuiteResult(result);
  // the contract review's reward-sensitivity check, which the import could not draw without a port
  if (audits.includes("sensitivity")) {
    const pairing = stored.pairings.find((p) => p.judgeId === loaded.input.judgeId);
    const rev = await prisma.taskRevision.findUnique({ where: { id: revisionId }, select: { contractFindings: true } });
    // no stored review (an import that could not run it) stays none: one check alone would read as a whole review
    if (rev?.contractFindings != null) {
      const review = withGenericSensitivity(rev.contractFindings, loaded.input.judgeId, pairing?.sensitivity);
      await prisma.taskRevision.update({ where: { id: revisionId }, data: { contractFindings: jsonColumn(review) } });
    }
  }
  return stored;
}

/** A pairing's stored options, read through their schema: an audit never runs on options it cannot read. */
function judgeOptionsOf(p: { judgeId: string; judgeOptions: unknown }): Record<string, unknown> {
  const read = StoredJudgeOptionsSchema.safeParse(p.judgeOptions);
  if (!read.success) throw new Error(`JudgePairing.judgeOptions of ${p.judgeId} is unreadable: ${fieldErrorLines(read.error).join("; ")}`);
  return read.data;
}

export async function runAuditJob(params: AuditJobParams, ctx: JobContext) {
  const stored = await auditRevision(ctx.db.prisma, ctx.revisionId, params.audits, ctx.progress, ctx.signal, {
    budget: params.budget,
  });
  ctx.setFindings(stored.findings);
  return stored;
}
