// Who is asking: an API token (Authorization: Bearer), else a better-auth session cookie, else
// anonymous. A bearer header that does not check out is refused outright (never downgraded to
// the cookie or to anonymous), so a script with a dead token gets a clear 401.
import type { PrismaClient } from "../generated/prisma/client";
import type { Auth } from "./auth";
import type { TokenScope } from "./can";
import { ANONYMOUS, isRole, type Actor } from "./roles";
import { actorFromToken } from "./tokens";

export type Identified = { ok: true; actor: Actor; token: TokenScope | null } | { ok: false; reason: string };

export function bearerOf(headers: Headers): string | null {
  const h = headers.get("authorization");
  if (!h) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m ? m[1] : "";
}

export async function identify(prisma: PrismaClient, auth: Auth, headers: Headers, opts: { allowBearer: boolean }): Promise<Identified> {
  const bearer = bearerOf(headers);
  if (bearer !== null && opts.allowBearer) {
    if (bearer === "") return { ok: false, reason: "the Authorization header must be: Bearer <token>" };
    const t = await actorFromToken(prisma, bearer);
    return t.ok ? { ok: true, actor: t.actor, token: t.scope } : { ok: false, reason: t.reason };
  }
  const session = await auth.api.getSession({ headers });
  if (!session) return { ok: true, actor: ANONYMOUS, token: null };
  // the role is read from the row, so a role change applies at the next request
  const user = await prisma.user.findUnique({ where: { id: session.user.id }, select: { id: true, name: true, email: true, role: true } });
  if (!user || !isRole(user.role)) return { ok: true, actor: ANONYMOUS, token: null };
  return { ok: true, actor: { userId: user.id, role: user.role, name: user.name || user.email }, token: null };
}
