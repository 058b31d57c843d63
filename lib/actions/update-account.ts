"use server";
// The signed-in user's own name and password (a first password after a one-time link, or a change).
import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { GuardError, guardAction } from "@/lib/auth/guard";
import { getAuth } from "@/lib/auth/server";

const schema = z.object({
  name: z.string().trim().min(1, "enter a name").max(80, "at most 80 characters"),
  newPassword: z.union([z.literal(""), z.string().min(10, "at least 10 characters").max(256, "at most 256 characters")]).optional(),
  currentPassword: z.string().max(256).optional(),
});

export const updateAccount = guardAction({ need: "read", schema, name: "update-account" }, async (input, actor) => {
  const prisma = await getPrisma();
  const userId = actor.userId!;
  await prisma.user.update({ where: { id: userId }, data: { name: input.name } });
  if (input.newPassword) {
    const auth = await getAuth();
    const h = await headers();
    const credential = await prisma.account.findFirst({ where: { userId, providerId: "credential" }, select: { password: true } });
    try {
      if (!credential?.password) await auth.api.setPassword({ body: { newPassword: input.newPassword }, headers: h });
      else {
        if (!input.currentPassword)
          throw new GuardError("INVALID", "Enter your current password to change it.", {
            currentPassword: ["required to change the password"],
          });
        await auth.api.changePassword({ body: { newPassword: input.newPassword, currentPassword: input.currentPassword }, headers: h });
      }
    } catch (e) {
      if (e instanceof GuardError) throw e;
      throw new GuardError("INVALID", `The password was not changed: ${e instanceof Error ? e.message : String(e)}`, {
        newPassword: ["not accepted"],
      });
    }
  }
  revalidatePath("/", "layout");
  return {
    message: input.newPassword ? "Saved your name and password." : "Saved your name.",
    audit: { target: userId, details: { passwordChanged: !!input.newPassword } },
  };
});
