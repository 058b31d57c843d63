"use server";
// An admin makes a user a contributor on a task: they may then submit to it. Admins only (README,
// People and permissions): who may submit to a task is decided with the users and roles, on /admin/users.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { GuardError, guardAction } from "@/lib/auth/guard";
import { addTaskMember as add } from "@/lib/auth/membership";

const schema = z.object({ userId: z.string().min(1).max(100), taskId: z.string().trim().min(1, "choose a task").max(200) });

export const addTaskMember = guardAction(
  { need: "admin", schema, taskId: (i) => i.taskId, name: "add-task-member" },
  async (input, actor) => {
    const prisma = await getPrisma();
    const user = await prisma.user.findUnique({ where: { id: input.userId }, select: { email: true } });
    if (!user) throw new GuardError("NOT_FOUND", "No such user.");
    await add(prisma, input.taskId, input.userId, actor.userId);
    revalidatePath("/admin/users");
    return { message: `${user.email} is a contributor on ${input.taskId}.`, audit: { target: input.userId } };
  },
);
