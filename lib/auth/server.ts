type Env = Record<string, string | undefined>;
import "server-only";
// The server's one auth instance, over the server's one database (lib/data/db.ts).
import { getPrisma } from "../data/db";
import { createAuth, type Auth } from "./auth";

const holder = globalThis as unknown as { __vbenchAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  holder.__vbenchAuth ??= getPrisma()
    .then((prisma) => createAuth(prisma))
    .catch((e) => {
      holder.__vbenchAuth = undefined;
      throw e;
    });
  return holder.__vbenchAuth;
}

export function anonymousReadEnabled(env: Env = process.env): boolean {
  return env.VBENCH_ANONYMOUS_READ === "1";
}
