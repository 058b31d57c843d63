"use server";
// Hash the attached local copy of a task's media and record whether it matches the pin.
import { revalidatePath } from "next/cache";
import { getPrisma } from "@/lib/data/db";
import { verifyPinForm, type MediaFormState } from "@/lib/media/media-inputs";
import { verifyMediaPin as verify } from "@/lib/media/verify-media-pin";
import { guardAction } from "@/lib/auth/guard";
import { mediaTaskId } from "@/lib/data/queries/media-task";

export const verifyMediaPin = guardAction<typeof verifyPinForm, MediaFormState["status"]>(
  { need: "review", schema: verifyPinForm, taskId: (i) => mediaTaskId(i.mediaId), name: "verify-media-pin" },
  async (input) => {
    const result = await verify(await getPrisma(), input.mediaId);
    revalidatePath(`/tasks/${input.taskId}`, "layout");
    return {
      ok: result.status === "ok",
      message: result.message,
      data: result.status,
      fieldErrors: clean(result.fieldErrors),
      audit: { target: input.mediaId },
    };
  },
);

function clean(f: MediaFormState["fieldErrors"]): Record<string, string[]> {
  return Object.fromEntries(Object.entries(f ?? {}).filter((e): e is [string, string[]] => Array.isArray(e[1])));
}
