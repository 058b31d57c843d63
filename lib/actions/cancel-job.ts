"use server";
import { z } from "zod";
import { guardAction } from "../auth/guard";
import { getPrisma } from "../data/db";
import { cancelJob as cancel } from "../job-kinds/server";
import { taskIdOfRun } from "../jobs/run-task";

const schema = z.object({ runId: z.string().min(1).max(64) });

export const cancelJob = guardAction(
  { need: "review", schema, name: "cancel-job", taskId: async ({ runId }) => taskIdOfRun(await getPrisma(), runId) },
  async ({ runId }) => {
    const run = await cancel(runId);
    if (!run) return { ok: false, message: `No job run ${runId}.` };
    return {
      message: run.status === "cancelled" ? "Cancelled." : run.status === "running" ? "Cancelling…" : `Already ${run.status}.`,
      audit: { target: runId },
    };
  },
);
