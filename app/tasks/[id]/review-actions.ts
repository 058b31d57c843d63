"use server";
import { revalidatePath } from "next/cache";
import { getPrisma } from "@/lib/data/db";
import { commentInput, fieldErrorsOf, verdictInput, type FormState } from "@/lib/data/review-input";
import { addComment, saveVerdict } from "@/lib/data/save-review";

function fields(form: FormData, names: string[]) {
  return Object.fromEntries(names.map((n) => [n, form.get(n) ?? undefined]));
}

export async function submitVerdict(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = verdictInput.safeParse(fields(form, ["taskId", "author", "verdict", "body"]));
  if (!parsed.success) return { ok: false, message: "The verdict was not saved.", fieldErrors: fieldErrorsOf(parsed.error) };
  const prisma = await getPrisma();
  if (!(await prisma.task.findUnique({ where: { id: parsed.data.taskId }, select: { id: true } })))
    return { ok: false, message: `No task ${parsed.data.taskId}.`, fieldErrors: {} };
  await saveVerdict(prisma, parsed.data);
  revalidatePath(`/tasks/${parsed.data.taskId}`);
  return { ok: true, message: `Verdict saved: ${parsed.data.verdict.replace("_", " ")}.` };
}

export async function submitComment(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = commentInput.safeParse(fields(form, ["taskId", "author", "body", "anchor"]));
  if (!parsed.success) return { ok: false, message: "The comment was not saved.", fieldErrors: fieldErrorsOf(parsed.error) };
  const prisma = await getPrisma();
  if (!(await prisma.task.findUnique({ where: { id: parsed.data.taskId }, select: { id: true } })))
    return { ok: false, message: `No task ${parsed.data.taskId}.`, fieldErrors: {} };
  await addComment(prisma, parsed.data);
  revalidatePath(`/tasks/${parsed.data.taskId}`);
  return { ok: true, message: "Comment added." };
}
