// The "task-judge" job's kind and parameters, apart from its handler (task-judge-job.ts) so an
// action enqueues it without loading the sandbox.
import { z } from "zod";

export const TASK_JUDGE_KIND = "task-judge";

export const taskJudgeParams = z.object({
  revisionId: z.string().min(1).max(64),
  ledgerIds: z.array(z.string().min(1).max(64)).max(10_000).optional(),
});
export type TaskJudgeParams = z.infer<typeof taskJudgeParams>;
