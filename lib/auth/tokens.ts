// API tokens: `vbr_<random>` shown once; only its sha256 is stored, with a short prefix to tell
// tokens apart. Scoped (read/write; all tasks or a list), expiring, revocable, last use recorded.
import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client";
import type { TokenScope } from "./can";
import { isRole, type Actor } from "./roles";
import { sha256Hex } from "./sign-in-links";

export const TOKEN_PREFIX = "vbr_";
export const MAX_TOKEN_DAYS = 366;

export interface NewToken {
  userId: string;
  name: string;
  access: "read" | "write";
  /** null: every task the user may reach */
  taskIds: string[] | null;
  expiresInDays: number;
  now?: Date;
}

export async function createApiToken(prisma: PrismaClient, t: NewToken) {
  const secret = TOKEN_PREFIX + crypto.randomBytes(32).toString("base64url");
  const now = t.now ?? new Date();
  const row = await prisma.apiToken.create({
    data: {
      userId: t.userId,
      name: t.name,
      prefix: secret.slice(0, TOKEN_PREFIX.length + 6),
      tokenHash: sha256Hex(secret),
      access: t.access,
      allTasks: t.taskIds === null,
      taskIds: t.taskIds ?? [],
      expiresAt: new Date(now.getTime() + t.expiresInDays * 86400_000),
    },
    select: { id: true, prefix: true, expiresAt: true },
  });
  return { secret, ...row };
}

export type TokenLookup = { ok: true; actor: Actor; scope: TokenScope } | { ok: false; reason: string };

/** Who a bearer token speaks for. Expired, revoked or unknown tokens are refused with a reason. */
export async function actorFromToken(prisma: PrismaClient, secret: string, now = new Date()): Promise<TokenLookup> {
  if (!secret.startsWith(TOKEN_PREFIX) || secret.length > 200) return { ok: false, reason: "not a vbench-review API token" };
  const row = await prisma.apiToken.findUnique({
    where: { tokenHash: sha256Hex(secret) },
    select: {
      id: true,
      access: true,
      allTasks: true,
      taskIds: true,
      expiresAt: true,
      revokedAt: true,
      lastUsedAt: true,
      user: { select: { id: true, name: true, role: true } },
    },
  });
  if (!row) return { ok: false, reason: "unknown API token" };
  if (row.revokedAt) return { ok: false, reason: "this API token was revoked" };
  if (row.expiresAt <= now) return { ok: false, reason: "this API token has expired" };
  if (!isRole(row.user.role)) return { ok: false, reason: "the token's user has no role" };
  // a write per request would be wasteful: last use is kept to the minute
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000)
    await prisma.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  return {
    ok: true,
    actor: { userId: row.user.id, role: row.user.role, name: row.user.name, tokenId: row.id },
    scope: { access: row.access === "write" ? "write" : "read", allTasks: row.allTasks, taskIds: row.taskIds },
  };
}

export async function listApiTokens(prisma: PrismaClient, userId: string) {
  return prisma.apiToken.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      name: true,
      prefix: true,
      access: true,
      allTasks: true,
      taskIds: true,
      expiresAt: true,
      revokedAt: true,
      lastUsedAt: true,
      createdAt: true,
    },
  });
}

/** Revoke one of the user's own tokens; false when there is no such token of theirs. */
export async function revokeApiToken(prisma: PrismaClient, userId: string, tokenId: string, now = new Date()): Promise<boolean> {
  const r = await prisma.apiToken.updateMany({ where: { id: tokenId, userId, revokedAt: null }, data: { revokedAt: now } });
  return r.count === 1;
}
