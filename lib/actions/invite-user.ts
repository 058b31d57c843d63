"use server";
// An admin invites someone: the user exists at once with a role; the one-time link (shown once)
// lets them set their name and password.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { GuardError, guardAction } from "@/lib/auth/guard";
import { requestBaseUrl } from "@/lib/auth/request-base-url";
import { ROLES } from "@/lib/auth/roles";
import { getAuth } from "@/lib/auth/server";
import { inviteUser as invite } from "@/lib/auth/users";

const schema = z.object({
  email: z.string().trim().toLowerCase().email("not an email address").max(200),
  role: z.enum(ROLES, { message: "choose a role" }),
});

export const inviteUser = guardAction<typeof schema, { url: string }>(
  { need: "admin", schema, name: "invite-user" },
  async (input, actor) => {
    const prisma = await getPrisma();
    if (await prisma.user.findUnique({ where: { email: input.email }, select: { id: true } }))
      throw new GuardError("CONFLICT", `${input.email} already has an account.`, { email: ["already has an account"] });
    const r = await invite(prisma, await getAuth(), {
      email: input.email,
      role: input.role,
      invitedById: actor.userId!,
      baseUrl: await requestBaseUrl(),
    });
    revalidatePath("/admin/users");
    return {
      message: `Invited ${input.email} as ${input.role}. Send them this link (shown once, valid until ${r.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC):`,
      data: { url: r.url },
      audit: { target: r.user.id, details: { email: input.email, role: input.role } },
    };
  },
);
