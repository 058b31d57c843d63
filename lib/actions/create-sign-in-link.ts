"use server";
// A fresh one-time link for an existing user (lost password, expired invite); shown once.
import { z } from "zod";
import { getPrisma } from "@/lib/data/db";
import { GuardError, guardAction } from "@/lib/auth/guard";
import { requestBaseUrl } from "@/lib/auth/request-base-url";
import { newSignInLink } from "@/lib/auth/users";

const schema = z.object({ userId: z.string().min(1).max(100) });

export const createSignInLink = guardAction<typeof schema, { url: string }>(
  { need: "admin", schema, name: "create-sign-in-link" },
  async (input, actor) => {
    const prisma = await getPrisma();
    const user = await prisma.user.findUnique({ where: { id: input.userId }, select: { email: true } });
    if (!user) throw new GuardError("NOT_FOUND", "No such user.");
    const r = await newSignInLink(prisma, { userId: input.userId, createdById: actor.userId!, baseUrl: await requestBaseUrl() });
    return { message: `One-time sign-in link for ${user.email} (shown once):`, data: { url: r.url }, audit: { target: input.userId } };
  },
);
