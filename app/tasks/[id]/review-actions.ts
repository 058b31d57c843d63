"use server";
import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { commentInput, fieldErrorsOf, verdictInput, type FormState } from "@/lib/data/review-input";
import { addComment, saveVerdict } from "@/lib/data/save-review";

function fields(form: FormData, names: string[]) {
  return Object.fromEntries(names.map((n) => [n, form.get(n) ?? undefined]));
}

/** Parse the form, check the task exists, write, revalidate the task page: one place for both forms. */
async function handleTaskForm<T extends { taskId: string }>(
  schema: z.ZodType<T>,
  form: FormData,
  names: string[],
  what: string,
  write: (prisma: Awaited<ReturnType<typeof getPrisma>>, input: T) => Promise<unknown>,
  done: (input: T) => string,
): Promise<FormState> {
  const parsed = schema.safeParse(fields(form, names));
  if (!parsed.success) return { ok: false, message: `The ${what} was not saved.`, fieldErrors: fieldErrorsOf(parsed.error) };
  const prisma = await getPrisma();
  if (!(await prisma.task.findUnique({ where: { id: parsed.data.taskId }, select: { id: true } })))
    return { ok: false, message: `No task ${parsed.data.taskId}.`, fieldErrors: {} };
  await write(prisma, parsed.data);
  revalidatePath(`/tasks/${parsed.data.taskId}`);
  return { ok: true, message: done(parsed.data) };
}

export async function submitVerdict(_prev: FormState, form: FormData): Promise<FormState> {
  return handleTaskForm(verdictInput, form, ["taskId", "author", "verdict", "body"], "verdict", saveVerdict, (v) => `Verdict saved: ${v.verdict.replace("_", " ")}.`);
}

export async function submitComment(_prev: FormState, form: FormData): Promise<FormState> {
  return handleTaskForm(commentInput, form, ["taskId", "author", "body", "anchor"], "comment", addComment, () => "Comment added.");
}
