"use server";
// Enqueue the scorer audits on one task revision (all of them, or one kind) as an "audit:suite" job.
import { z } from "zod";
import { guardAction, GuardError } from "../auth/guard";
import { getPrisma } from "../data/db";
import { enqueueJob } from "../job-kinds/server";
import { AUDIT_KINDS } from "../audits/types";

const schema = z.object({
  taskId: z.string().min(1).max(200),
  revisionId: z.string().min(1).max(64),
  audit: z.enum(["all", ...AUDIT_KINDS]),
});

export const runAudit = guardAction(
  { need: "review", schema, taskId: (i) => i.taskId, name: "run-audit" },
  async ({ taskId, revisionId, audit }, actor) => {
    // the revision must be this task's (an unknown one failed on the foreign key: a 500)
    const rev = await (await getPrisma()).taskRevision.findFirst({ where: { id: revisionId, taskId }, select: { id: true } });
    if (!rev)
      throw new GuardError("NOT_FOUND", `Task ${taskId} has no revision ${revisionId}.`, { revisionId: ["not a revision of this task"] });
    const audits = audit === "all" ? [...AUDIT_KINDS] : [audit];
    const run = await enqueueJob("audit:suite", { audits }, { revisionId, actorId: actor.userId });
    return { message: `Audit queued (${audits.join(", ")}).`, data: { runId: run.id }, audit: { target: run.id } };
  },
);
