"use server";
// A maintainer accepts a contributor's submission (row, ledger, trajectory or pushed revision):
// from now on it counts toward the gates. Maintainer-only: need "review" in can().
import { revalidatePath } from "next/cache";
import { getPrisma } from "@/lib/data/db";
import { guardAction } from "@/lib/auth/guard";
import { acceptSubmissionInput } from "@/lib/submissions/review-input";
import { reviewActionResult, reviewSubmission } from "@/lib/submissions/store/review-submission";
import { republishAfterAction } from "@/lib/job-kinds/republish-after-action";

export const acceptSubmission = guardAction(
  { need: "review", schema: acceptSubmissionInput, taskId: (i) => i.taskId, name: "accept-submission" },
  async (input, actor) => {
    const r = await reviewSubmission(await getPrisma(), input, "accept", input.reason, actor, { override: input.override });
    if (r.ok) revalidatePath(`/tasks/${input.taskId}`);
    if (r.ok) await republishAfterAction(input.taskId, actor.userId);
    return reviewActionResult(r);
  },
);
