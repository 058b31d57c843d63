"use server";
import { z } from "zod";
import { guardAction, GuardError } from "../auth/guard";
import { getPrisma } from "../data/db";
import { TASK_JUDGE_KIND } from "../judges/store/task-judge-params";
import { enqueueJob } from "../job-kinds/server";
import { probeSandbox } from "../sandbox/probe";

const schema = z.object({ taskId: z.string().min(1).max(200), revisionId: z.string().min(1).max(64) });

// queue the revision's own verifier on every stored ledger (maintainers only: it runs contributor code, sandboxed)
export const runTaskJudge = guardAction<typeof schema, { runId: string }>(
  { need: "review", schema, name: "run-task-judge", taskId: (input) => input.taskId },
  async ({ taskId, revisionId }, actor) => {
    const rev = await (await getPrisma()).taskRevision.findFirst({ where: { id: revisionId, taskId }, select: { id: true } });
    if (!rev)
      throw new GuardError("NOT_FOUND", `Task ${taskId} has no revision ${revisionId}.`, { revisionId: ["not a revision of this task"] });
    const probe = probeSandbox();
    if (!probe.ok) return { ok: false, message: `${probe.message} ${probe.howToEnable}` };
    const run = await enqueueJob(TASK_JUDGE_KIND, { revisionId }, { revisionId, actorId: actor.userId });
    return {
      message: "Queued: the task's judge runs on every stored ledger.",
      data: { runId: run.id },
      audit: { target: run.id, details: { revisionId } },
    };
  },
);
