// One-time sign-in links: the first-start admin line and invites. The token is random (32 bytes),
// shown once inside the URL, stored only as its sha256, expires, and can be spent once.
import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client";

export type LinkPurpose = "first-start" | "invite";
const isLinkPurpose = (v: string): v is LinkPurpose => v === "first-start" || v === "invite";
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = { "first-start": 24 * 3600_000, invite: 7 * 24 * 3600_000 };

export function sha256Hex(text: string): string {
  return crypto.createHash("sha256").update(text).digest("hex");
}

export async function createSignInLink(
  prisma: PrismaClient,
  opts: { userId: string; purpose: LinkPurpose; createdById?: string | null; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = opts.now ?? new Date();
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[opts.purpose]);
  await prisma.signInLink.create({
    data: { userId: opts.userId, purpose: opts.purpose, tokenHash: sha256Hex(token), expiresAt, createdById: opts.createdById ?? null },
  });
  return { token, expiresAt };
}

export function signInLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/sign-in/once?token=${encodeURIComponent(token)}`;
}

export type ConsumeResult = { ok: true; userId: string; purpose: LinkPurpose } | { ok: false; reason: string };

/** Spend a link: one conditional update, so two clicks racing cannot both succeed. */
export async function consumeSignInLink(prisma: PrismaClient, token: string, now = new Date()): Promise<ConsumeResult> {
  const tokenHash = sha256Hex(token);
  const spent = await prisma.signInLink.updateMany({ where: { tokenHash, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  const link = await prisma.signInLink.findUnique({
    where: { tokenHash },
    select: { userId: true, purpose: true, usedAt: true, expiresAt: true },
  });
  // the column is text: a purpose this code does not know (written by another version) is no valid link
  if (spent.count === 1 && link)
    return isLinkPurpose(link.purpose)
      ? { ok: true, userId: link.userId, purpose: link.purpose }
      : { ok: false, reason: "this sign-in link is not valid" };
  if (!link) return { ok: false, reason: "this sign-in link is not valid" };
  if (link.expiresAt <= now) return { ok: false, reason: "this sign-in link has expired; ask an admin for a new one" };
  return { ok: false, reason: "this sign-in link was already used; ask an admin for a new one" };
}
