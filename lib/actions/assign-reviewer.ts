"use server";
// A maintainer assigns a task's reviewer from the triage list (or clears it). Audit-logged by the guard.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { assignReviewer as writeAssignment, NotFoundInTaskError } from "@/lib/asks/store/write-asks";
import { guardAction } from "@/lib/auth/guard";

const schema = z.object({
  taskId: z.string().min(1, "task is missing").max(200),
  reviewerId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,64}$/, "not a user id")
    .transform((v) => v || null),
});

export const assignReviewer = guardAction({ need: "review", schema, taskId: (i) => i.taskId, name: "assign-reviewer" }, async (input) => {
  let name: string | null;
  try {
    name = await writeAssignment(await getPrisma(), input.taskId, input.reviewerId);
  } catch (e) {
    if (e instanceof NotFoundInTaskError) return { ok: false, message: "Nobody was assigned.", fieldErrors: { reviewerId: [e.message] } };
    throw e;
  }
  revalidatePath("/");
  return {
    message: name ? `Assigned to ${name}.` : "Unassigned.",
    audit: { target: input.taskId, details: { reviewerId: input.reviewerId } },
  };
});
