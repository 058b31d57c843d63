"use server";
// Attach a local copy of a task's media by a path on this server: only inside MEDIA_DIR, and
// accepted only when its sha256 equals the pin (lib/media/attach-local-copy.ts).
import { revalidatePath } from "next/cache";
import { getPrisma } from "@/lib/data/db";
import { attachLocalCopyByPath } from "@/lib/media/attach-local-copy";
import { attachPathForm, type MediaFormState } from "@/lib/media/media-inputs";
import { guardAction } from "@/lib/auth/guard";
import { mediaTaskId } from "@/lib/data/queries/media-task";

export const attachMediaByPath = guardAction<typeof attachPathForm, MediaFormState["status"]>(
  { need: "review", schema: attachPathForm, taskId: (i) => mediaTaskId(i.mediaId), name: "attach-media-by-path" },
  async (input) => {
    const result = await attachLocalCopyByPath(await getPrisma(), input.mediaId, input.localPath);
    if (result.status === "ok") revalidatePath(`/tasks/${input.taskId}`, "layout");
    const fieldErrors = Object.fromEntries(
      Object.entries(result.fieldErrors ?? {}).filter((e): e is [string, string[]] => Array.isArray(e[1])),
    );
    return { ok: result.status === "ok", message: result.message, data: result.status, fieldErrors, audit: { target: input.mediaId } };
  },
);
