// A pull request's head revision of a family no port scores, whose folder ships its own verifier:
// that verifier runs in the sandbox inside the PR job (an ordinary "task-judge" run, created,
// claimed and finished here like the PR's audit run), before the review is published, so the
// comment's oracle, empty-submission and row gates rest on the verifier's measured rewards.
import type { Database } from "../db/client";
import { claimRun, createRun, finishRun } from "../jobs/run-store";
import { TASK_JUDGE_KIND } from "../task-judges/task-judge-params";

/** The task-judge run's id; a verifier that scored nothing ends "failed" with its reason. */
export async function verifyPullRequestRevision(db: Database, revisionId: string, signal: AbortSignal): Promise<string> {
  const prisma = db.prisma;
  const params = { revisionId };
  const run = await createRun(prisma, { kind: TASK_JUDGE_KIND, params, revisionId, actorId: null, judgeId: null });
  await claimRun(prisma, run.id, "github-pull-request-job");
  let findings: unknown;
  let said: string | undefined;
  try {
    const { runTaskJudgeJob } = await import("../task-judges/task-judge-job");
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
