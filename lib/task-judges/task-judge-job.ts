// Job kind "task-judge": run a revision's own verifier in the sandbox on its stored ledgers (all,
// or the ones named), store a ScoreRun per ledger, then cross-check against the TypeScript port.
import type { JobContext, Json } from "../jobs/types";
import { probeSandbox } from "../sandbox/probe";
import { runVerifier } from "../sandbox/run-verifier";
import { ensureTaskJudgePairing, loadTaskVerifier, storeTaskJudgeScore, storeTaskJudgeStorageError } from "./task-judge";
import { crossCheckRevision } from "./task-judge-cross-check";
import type { TaskJudgeParams } from "./task-judge-params";

export async function runTaskJudgeJob(params: TaskJudgeParams, ctx: JobContext): Promise<Json> {
  const prisma = ctx.db.prisma;
  const probe = probeSandbox({ fresh: true });
  if (!probe.ok) throw new Error(`${probe.message} ${probe.howToEnable}`);
  const loaded = await loadTaskVerifier(prisma, params.revisionId);
  if (!loaded.ok) throw new Error(loaded.reason);
  const v = loaded.verifier;
  const pairingId = await ensureTaskJudgePairing(prisma, v);
  const ledgers = await prisma.ledger.findMany({
    where: { revisionId: v.revisionId, ...(params.ledgerIds ? { id: { in: params.ledgerIds } } : {}) },
    select: { id: true, path: true, raw: true },
    orderBy: { path: "asc" },
  });
  const perLedger: {
    ledgerId: string;
    path: string;
    status: string;
    reward: Json;
    reason: string;
    wallMs: number;
    exitCode: number | null;
    stderrTail: string;
  }[] = [];
  for (const [i, ledger] of ledgers.entries()) {
    ctx.signal.throwIfAborted();
    ctx.progress(i / Math.max(1, ledgers.length), `ledger ${i + 1} of ${ledgers.length}: ${ledger.path}`);
    const run = await runVerifier(
      { files: v.files, solution: new Uint8Array(ledger.raw), solutionTarget: v.solutionTarget, limits: v.limits },
      { signal: ctx.signal },
    );
    // one ledger's result that the database refuses is that ledger's outcome, not the job's
    let storageError: string | null = null;
    try {
      await storeTaskJudgeScore(prisma, pairingId, v.judgeId, ledger.id, run);
    } catch (e) {
      storageError = await storeTaskJudgeStorageError(prisma, pairingId, v.judgeId, ledger.id, e);
    }
    perLedger.push({
      ledgerId: ledger.id,
      path: ledger.path,
      status: storageError ? "storage-error" : run.status,
      reward: storageError ? null : run.reward,
      reason: storageError ?? run.reason,
      wallMs: Math.round(run.wallMs),
      exitCode: run.exitCode,
      stderrTail: run.stderrTail.slice(-1000),
    });
  }
  ctx.progress(0.99, "cross-checking against the TypeScript port");
  const cross = await crossCheckRevision(prisma, v.revisionId, v.judgeId);
  const findings: Json[] = [];
  if (cross.finding)
    findings.push({
      code: cross.differ ? "task-judge-differs" : "task-judge-agrees",
      severity: cross.differ ? "warning" : "info",
      message: cross.finding,
      gatesUse: cross.portJudgeId,
    });
  for (const l of perLedger)
    if (l.status !== "scored") findings.push({ code: `task-judge-${l.status}`, severity: "warning", message: `${l.path}: ${l.reason}` });
  ctx.setFindings(findings);
  return {
    judgeId: v.judgeId,
    solutionTarget: v.solutionTarget,
    limits: { ...v.limits },
    ledgers: perLedger,
    crossCheck: { portJudgeId: cross.portJudgeId, compared: cross.compared, differ: cross.differ, finding: cross.finding },
  };
}
