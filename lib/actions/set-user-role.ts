"use server";
// An admin changes someone's role. The last admin cannot be demoted (nobody could undo it).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { GuardError, guardAction } from "@/lib/auth/guard";
import { ROLES } from "@/lib/auth/roles";
import { setRole } from "@/lib/auth/users";

const schema = z.object({ userId: z.string().min(1).max(100), role: z.enum(ROLES, { message: "choose a role" }) });

export const setUserRole = guardAction({ need: "admin", schema, name: "set-user-role" }, async (input) => {
  const prisma = await getPrisma();
  const user = await prisma.user.findUnique({ where: { id: input.userId }, select: { email: true, role: true } });
  if (!user) throw new GuardError("NOT_FOUND", "No such user.");
  if (user.role === "admin" && input.role !== "admin" && (await prisma.user.count({ where: { role: "admin" } })) === 1)
    throw new GuardError("CONFLICT", "This is the only admin: make someone else admin first.", { role: ["the last admin keeps the role"] });
  await setRole(prisma, input.userId, input.role);
  revalidatePath("/admin/users");
  return { message: `${user.email} is now ${input.role}.`, audit: { target: input.userId, details: { from: user.role, to: input.role } } };
});
