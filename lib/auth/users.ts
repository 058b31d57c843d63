// People: create a user (optionally with a password, hashed by better-auth), the first-start
// admin, invites, role changes. Writes only; who may call them is the guard's business.
import crypto from "node:crypto";
import { readEnv, type RawEnv as Env } from "../env";
import type { PrismaClient } from "../generated/prisma/client";
import type { Auth } from "./auth";
import type { Role } from "./roles";
import { createSignInLink, signInLinkUrl } from "./sign-in-links";

export interface NewUser {
  email: string;
  name: string;
  role: Role;
  password?: string;
}

export async function createUser(prisma: PrismaClient, auth: Auth, u: NewUser) {
  const ctx = await auth.$context;
  const id = crypto.randomUUID();
  const email = u.email.trim().toLowerCase();
  const hash = u.password ? await ctx.password.hash(u.password) : null;
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: { id, email, name: u.name, role: u.role, emailVerified: false },
      select: { id: true, email: true, name: true, role: true },
    });
    if (hash)
      await tx.account.create({ data: { id: crypto.randomUUID(), userId: id, providerId: "credential", accountId: id, password: hash } });
    return user;
  });
}

/**
 * First start: with no users at all, create an admin and return a one-time sign-in URL for them.
 * VBENCH_BOOTSTRAP_ADMIN_EMAIL / _PASSWORD (used only on that first start) let scripted setups
 * such as e2e sign in with a password as well.
 */
export async function ensureFirstAdmin(
  prisma: PrismaClient,
  auth: Auth,
  opts: { baseUrl: string; env?: Env },
): Promise<{ created: false } | { created: true; email: string; url: string }> {
  const env = readEnv(opts.env ?? process.env);
  if ((await prisma.user.count()) > 0) return { created: false };
  // .localhost is reserved for local use (RFC 6761) and, unlike a bare "admin@localhost", passes
  // the email check better-auth applies at sign-in, so the password this admin sets works
  const email = env.VBENCH_BOOTSTRAP_ADMIN_EMAIL ?? FIRST_ADMIN_EMAIL;
  const password = env.VBENCH_BOOTSTRAP_ADMIN_PASSWORD;
  const user = await createUser(prisma, auth, { email, name: "Admin", role: "admin", password });
  const link = await createSignInLink(prisma, { userId: user.id, purpose: "first-start" });
  return { created: true, email: user.email, url: signInLinkUrl(opts.baseUrl, link.token) };
}

export const FIRST_ADMIN_EMAIL = "admin@vbench.localhost";

/** An invite: the user exists at once with their role; the link lets them set a name and password. */
export async function inviteUser(
  prisma: PrismaClient,
  auth: Auth,
  opts: { email: string; role: Role; invitedById: string; baseUrl: string },
) {
  const user = await createUser(prisma, auth, { email: opts.email, name: opts.email.split("@")[0], role: opts.role });
  const link = await createSignInLink(prisma, { userId: user.id, purpose: "invite", createdById: opts.invitedById });
  return { user, url: signInLinkUrl(opts.baseUrl, link.token), expiresAt: link.expiresAt };
}

/** A fresh one-time link for an existing user (lost password, expired invite). */
export async function newSignInLink(prisma: PrismaClient, opts: { userId: string; createdById: string; baseUrl: string }) {
  const link = await createSignInLink(prisma, { userId: opts.userId, purpose: "invite", createdById: opts.createdById });
  return { url: signInLinkUrl(opts.baseUrl, link.token), expiresAt: link.expiresAt };
}

export async function setRole(prisma: PrismaClient, userId: string, role: Role) {
  return prisma.user.update({ where: { id: userId }, data: { role }, select: { id: true, role: true } });
}

export async function listUsers(prisma: PrismaClient) {
  return prisma.user.findMany({
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      createdAt: true,
      memberships: { select: { taskId: true } },
      accounts: { select: { providerId: true } },
    },
  });
}
