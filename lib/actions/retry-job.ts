"use server";
import { z } from "zod";
import { guardAction, GuardError } from "../auth/guard";
import { getPrisma } from "../data/db";
import { retryJob as retry } from "../job-kinds/server";
import { runScope, taskIdOfRun } from "../jobs/run-task";
import { JobInputError } from "../jobs/types";

const schema = z.object({ runId: z.string().min(1).max(64) });

export const retryJob = guardAction<typeof schema, { runId: string }>(
  { need: "review", schema, name: "retry-job", taskId: async ({ runId }) => taskIdOfRun(await getPrisma(), runId) },
  async ({ runId }, actor) => {
    // answered before the job system is reached: an unknown id is the caller's mistake, not a 500
    if (!(await runScope(await getPrisma(), runId)).exists)
      throw new GuardError("NOT_FOUND", `No job run ${runId}.`, { runId: ["not found"] });
    try {
      const run = await retry(runId, actor.userId);
      return { message: "Queued again.", data: { runId: run.id }, audit: { target: run.id, details: { retryOf: runId } } };
    } catch (e) {
      if (e instanceof JobInputError) throw new GuardError("CONFLICT", e.message);
      throw e;
    }
  },
);
