// The task's own verifier run inside another job (the PR job, the dashboard's git import) rather
// than queued after it: an ordinary "task-judge" run, created, claimed and finished here, so the
// task page, its gates and the review read it like any other, and the caller's answer can name it.
import type { Database } from "../../db/client";
import { claimRun, createRun, finishRun } from "../../jobs/run-store";
import { TASK_JUDGE_KIND } from "./task-judge-params";

/** The task-judge run's id; a verifier that scored nothing ends "failed" with its reason. */
export async function runOwnVerifierInline(db: Database, revisionId: string, signal: AbortSignal, claimedBy: string): Promise<string> {
  const prisma = db.prisma;
  const params = { revisionId };
  const run = await createRun(prisma, { kind: TASK_JUDGE_KIND, params, revisionId, actorId: null, judgeId: null });
  await claimRun(prisma, run.id, claimedBy);
  let findings: unknown;
  let said: string | undefined;
  try {
    const { runTaskJudgeJob } = await import("./task-judge-job");
    const results = await runTaskJudgeJob(params, {
      runId: run.id,
      revisionId,
      actorId: null,
      progress: (_fraction, message) => {
        said = message ?? said;
      },
      setFindings: (f) => {
        findings = f;
      },
      signal,
      db,
    });
    await finishRun(prisma, run.id, { status: "succeeded", results, findings, message: said });
  } catch (e) {
    await finishRun(prisma, run.id, { status: "failed", findings, error: e instanceof Error ? e.message : String(e) });
  }
  return run.id;
}
