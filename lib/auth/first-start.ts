// npm start on a database with no users: create the admin and say how to sign in, in one line.
import type { PrismaClient } from "../generated/prisma/client";
import { createAuth, publicUrl } from "./auth";
import { ensureFirstAdmin } from "./users";

type Env = Record<string, string | undefined>;

export function localBaseUrl(env: Env, port: string, host: string): string {
  return publicUrl(env) ?? `http://${host === "0.0.0.0" || host === "::" ? "localhost" : host}:${port}`;
}

/** The "Sign in: <url>" line to print, or null when the database already has users. */
export async function firstStartSignInLine(prisma: PrismaClient, opts: { port: string; host: string; env?: Env }): Promise<string | null> {
  const env = opts.env ?? process.env;
  const auth = createAuth(prisma, { env });
  const r = await ensureFirstAdmin(prisma, auth, { baseUrl: localBaseUrl(env, opts.port, opts.host), env });
  return r.created ? `Sign in: ${r.url}` : null;
}
