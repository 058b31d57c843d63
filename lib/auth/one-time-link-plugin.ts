// A better-auth plugin with one endpoint: POST /api/auth/one-time-link/consume {token}. It spends
// a one-time sign-in link (first-start admin, invites; see sign-in-links.ts) and opens a session
// with better-auth's own cookie, so these links sign in exactly like a password does.
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import type { PrismaClient } from "../generated/prisma/client";
import { consumeSignInLink } from "./sign-in-links";

export function oneTimeLinkPlugin(prisma: PrismaClient) {
  return {
    id: "vbench-one-time-link",
    endpoints: {
      consumeOneTimeLink: createAuthEndpoint(
        "/one-time-link/consume",
        { method: "POST", body: z.object({ token: z.string().min(1).max(200) }) },
        async (ctx) => {
          const link = await consumeSignInLink(prisma, ctx.body.token);
          if (!link.ok) throw new APIError("UNAUTHORIZED", { message: link.reason });
          const found = await ctx.context.internalAdapter.findUserById(link.userId);
          if (!found) throw new APIError("UNAUTHORIZED", { message: "the user of this link no longer exists" });
          const session = await ctx.context.internalAdapter.createSession(found.id);
          if (!session) throw new APIError("INTERNAL_SERVER_ERROR", { message: "could not open a session" });
          await setSessionCookie(ctx, { session, user: found });
          return ctx.json({ ok: true, userId: found.id, purpose: link.purpose });
        },
      ),
    },
  } as const;
}
