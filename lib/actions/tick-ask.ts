"use server";
// A maintainer ticks an ask done (or opens it again): who and when are stored on the ask, and the
// guard writes the AuditLog entry.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { NotFoundInTaskError, setAskTicked } from "@/lib/asks/store/write-asks";
import { guardAction } from "@/lib/auth/guard";
import { republishAfterAction } from "@/lib/job-kinds/republish-after-action";

const schema = z.object({
  taskId: z.string().min(1, "task is missing").max(200),
  askId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "not an ask id"),
  ticked: z.enum(["1", "0"], { message: "ticked is 1 or 0" }).transform((v) => v === "1"),
});

export const tickAsk = guardAction({ need: "review", schema, taskId: (i) => i.taskId, name: "tick-ask" }, async (input, actor) => {
  try {
    await setAskTicked(await getPrisma(), input, { id: actor.userId, name: actor.name });
  } catch (e) {
    if (e instanceof NotFoundInTaskError) return { ok: false, message: "Nothing was changed.", fieldErrors: { askId: [e.message] } };
    throw e;
  }
  revalidatePath(`/tasks/${input.taskId}`);
  revalidatePath("/");
  await republishAfterAction(input.taskId, actor.userId);
  return {
    message: input.ticked ? "Ask ticked done." : "Ask opened again.",
    audit: { target: input.askId, details: { askId: input.askId, ticked: input.ticked } },
  };
});
