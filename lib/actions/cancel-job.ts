"use server";
import { z } from "zod";
import { guardAction, GuardError } from "../auth/guard";
import { getPrisma } from "../data/db";
import { cancelJob as cancel } from "../job-kinds/server";
import { runScope, taskIdOfRun } from "../jobs/run-task";

const schema = z.object({ runId: z.string().min(1).max(64) });

export const cancelJob = guardAction(
  { need: "review", schema, name: "cancel-job", taskId: async ({ runId }) => taskIdOfRun(await getPrisma(), runId) },
  async ({ runId }) => {
    const notFound = () => new GuardError("NOT_FOUND", `No job run ${runId}.`, { runId: ["not found"] });
    if (!(await runScope(await getPrisma(), runId)).exists) throw notFound();
    const run = await cancel(runId);
    if (!run) throw notFound();
    return {
      message: run.status === "cancelled" ? "Cancelled." : run.status === "running" ? "Cancelling…" : `Already ${run.status}.`,
      audit: { target: runId },
    };
  },
);
