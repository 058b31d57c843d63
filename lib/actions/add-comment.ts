"use server";
// A comment on a task: contributors on their own task, maintainers on any. Signed by the actor.
import { revalidatePath } from "next/cache";
import { getPrisma } from "@/lib/data/db";
import { checkCommentAnchor, commentInput } from "@/lib/reviews/review-input";
import { addComment as writeComment } from "@/lib/reviews/save-review";
import { guardAction } from "@/lib/auth/guard";

const schema = commentInput.omit({ author: true }).superRefine(checkCommentAnchor);

export const addComment = guardAction({ need: "submit", schema, taskId: (i) => i.taskId, name: "add-comment" }, async (input, actor) => {
  await writeComment(await getPrisma(), { ...input, author: actor.name }, actor.userId);
  revalidatePath(`/tasks/${input.taskId}`);
  return "Comment added.";
});
