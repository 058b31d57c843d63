"use server";
// A maintainer's verdict (approve / request changes / comment) and the review status it implies.
// The author is the signed-in reviewer, never a typed-in name.
import { revalidatePath } from "next/cache";
import { getPrisma } from "@/lib/data/db";
import { verdictInput } from "@/lib/reviews/review-input";
import { saveVerdict, UnknownRevisionError } from "@/lib/reviews/save-review";
import { guardAction } from "@/lib/auth/guard";
import { republishAfterAction } from "@/lib/job-kinds/republish-after-action";

const schema = verdictInput.omit({ author: true });

export const submitVerdict = guardAction(
  { need: "review", schema, taskId: (i) => i.taskId, name: "submit-verdict" },
  async (input, actor) => {
    try {
      await saveVerdict(await getPrisma(), { ...input, author: actor.name }, actor.userId);
    } catch (e) {
      if (e instanceof UnknownRevisionError)
        return { ok: false, message: "The verdict was not saved.", fieldErrors: { revisionId: [e.message] } };
      throw e;
    }
    revalidatePath(`/tasks/${input.taskId}`);
    // the PR comment and status say the new verdict (debounced: one publish for several quick actions)
    await republishAfterAction(input.taskId, actor.userId);
    return { message: `Verdict saved: ${input.verdict.replace("_", " ")}.`, audit: { details: { verdict: input.verdict } } };
  },
);
