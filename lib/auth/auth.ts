// better-auth over our Prisma client (PGlite or Postgres, lib/db/client.ts): email + password,
// sessions in the database, sign-out, GitHub OAuth only when GITHUB_CLIENT_ID/SECRET are set,
// and the one-time sign-in links. Public sign-up is off: people join by invite (or GitHub, when
// VBENCH_GITHUB_SIGNUP=1; new users are viewers until an admin gives them a role).
import { betterAuth, type BetterAuthOptions } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { nextCookies } from "better-auth/next-js";
import { readEnv, type RawEnv } from "../env";
import type { PrismaClient } from "../generated/prisma/client";
import { publicUrl } from "./app-origin";
import { CLIENT_IP_HEADER } from "../ip/client-ip";
import { oneTimeLinkPlugin } from "./one-time-link-plugin";
import { resolveAuthSecret } from "./secret";

export interface AuthConfigInput {
  env?: RawEnv;
  secret?: string;
}

export { configuredOrigin, publicUrl } from "./app-origin";

/** Built as a plain object so tests can check it (GitHub on/off, cookie flags) without a server. */
export function authOptions(prisma: PrismaClient, input: AuthConfigInput = {}): BetterAuthOptions {
  const raw = input.env ?? process.env;
  const env = readEnv(raw);
  const url = publicUrl(raw);
  const github =
    // lib/env.ts refuses one half without the other
    env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
      ? {
          github: {
            clientId: env.GITHUB_CLIENT_ID,
            clientSecret: env.GITHUB_CLIENT_SECRET,
            disableImplicitSignUp: !env.VBENCH_GITHUB_SIGNUP,
          },
        }
      : undefined;
  return {
    appName: "vbench-review",
    secret: input.secret ?? resolveAuthSecret(raw),
    // a configured public URL, else whatever local host the request came to (localhost, 127.0.0.1, any port)
    baseURL: url ?? {
      allowedHosts: env.VBENCH_ALLOWED_HOSTS ?? ["localhost", "localhost:*", "127.0.0.1", "127.0.0.1:*", "[::1]:*"],
      protocol: "http",
      fallback: `http://localhost:${env.PORT}`,
    },
    database: prismaAdapter(prisma, { provider: "postgresql" }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10, maxPasswordLength: 256 },
    socialProviders: github,
    account: { accountLinking: { enabled: true, trustedProviders: ["github"] } },
    user: { additionalFields: { role: { type: "string", required: false, defaultValue: "viewer", input: false } } },
    session: { expiresIn: 7 * 24 * 3600, updateAge: 24 * 3600 },
    advanced: {
      useSecureCookies: url ? url.startsWith("https://") : false,
      // explicit, so the origin/CSRF checks also run under NODE_ENV=test (the library skips them there by default)
      disableOriginCheck: false,
      disableCSRFCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // the client's address only from the header our server stamps from the socket (scripts/serve.ts,
      // lib/ip/client-ip.ts): X-Forwarded-For is whatever a client wants it to be
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // ids are ours (cuid-like) rather than the library's default
      database: { generateId: () => crypto.randomUUID() },
    },
    rateLimit: {
      enabled: env.VBENCH_AUTH_RATE_LIMIT,
      window: 60,
      max: 200,
      customRules: { "/sign-in/email": { window: 60, max: 30 } },
    },
    telemetry: { enabled: false },
    plugins: [oneTimeLinkPlugin(prisma), nextCookies()],
  };
}

export function createAuth(prisma: PrismaClient, input: AuthConfigInput = {}) {
  return betterAuth(
    authOptions(prisma, input) as BetterAuthOptions & { plugins: [ReturnType<typeof oneTimeLinkPlugin>, ReturnType<typeof nextCookies>] },
  );
}

export type Auth = ReturnType<typeof createAuth>;
