"use server";
// A maintainer rejects a contributor's submission (row, ledger, trajectory or pushed revision) with
// a reason the contributor reads on the row. Maintainer-only: need "review" in can().
import { revalidatePath } from "next/cache";
import { getPrisma } from "@/lib/data/db";
import { guardAction } from "@/lib/auth/guard";
import { rejectSubmissionInput } from "@/lib/submissions/review-input";
import { reviewActionResult, reviewSubmission } from "@/lib/submissions/store/review-submission";
import { republishAfterAction } from "@/lib/job-kinds/republish-after-action";

export const rejectSubmission = guardAction(
  { need: "review", schema: rejectSubmissionInput, taskId: (i) => i.taskId, name: "reject-submission" },
  async (input, actor) => {
    const r = await reviewSubmission(await getPrisma(), input, "reject", input.reason, actor);
    if (r.ok) revalidatePath(`/tasks/${input.taskId}`);
    if (r.ok) await republishAfterAction(input.taskId, actor.userId);
    return reviewActionResult(r);
  },
);
