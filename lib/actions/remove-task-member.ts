"use server";
// An admin removes a contributor from a task (admins only, like adding one).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { guardAction } from "@/lib/auth/guard";
import { removeTaskMember as remove } from "@/lib/auth/membership";

const schema = z.object({ userId: z.string().min(1).max(100), taskId: z.string().trim().min(1).max(200) });

export const removeTaskMember = guardAction(
  { need: "admin", schema, taskId: (i) => i.taskId, name: "remove-task-member" },
  async (input) => {
    const r = await remove(await getPrisma(), input.taskId, input.userId);
    revalidatePath("/admin/users");
    return {
      ok: r.count > 0,
      message: r.count > 0 ? `Removed from ${input.taskId}.` : "They were not a contributor on that task.",
      audit: { target: input.userId },
    };
  },
);
