"use server";
// Server actions for a task's media: verify the pin of the attached local copy, or attach a
// copy by a path on this server. (Uploads stream through POST /api/media/<id>: a server action
// would buffer a multi-gigabyte video in memory.) Inputs are zod-parsed; outcomes are values.
import { revalidatePath } from "next/cache";
import { getPrisma } from "@/lib/data/db";
import { attachLocalCopyByPath } from "@/lib/media/attach-local-copy";
import { attachPathForm, formDataObject, invalid, verifyPinForm, type MediaFormState } from "@/lib/media/media-inputs";
import { verifyMediaPin } from "@/lib/media/verify-media-pin";

export async function verifyPinAction(_prev: MediaFormState, form: FormData): Promise<MediaFormState> {
  const parsed = verifyPinForm.safeParse(formDataObject(form));
  if (!parsed.success) return invalid(parsed.error);
  const result = await verifyMediaPin(await getPrisma(), parsed.data.mediaId);
  revalidatePath(`/tasks/${parsed.data.taskId}`, "layout");
  return result;
}

export async function attachByPathAction(_prev: MediaFormState, form: FormData): Promise<MediaFormState> {
  const parsed = attachPathForm.safeParse(formDataObject(form));
  if (!parsed.success) return invalid(parsed.error);
  const result = await attachLocalCopyByPath(await getPrisma(), parsed.data.mediaId, parsed.data.localPath);
  if (result.status === "ok") revalidatePath(`/tasks/${parsed.data.taskId}`, "layout");
  return result;
}
