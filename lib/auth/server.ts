import "server-only";
// The server's one auth instance, over the server's one database (lib/data/db.ts).
import { getPrisma } from "../data/db";
import { readEnv, type RawEnv } from "../env";
import { createAuth, type Auth } from "./auth";

declare global {
  // the process's one instance, shared by every Next bundle
  var __vbenchAuth: Promise<Auth> | undefined;
}
const holder = globalThis;

export function getAuth(): Promise<Auth> {
  holder.__vbenchAuth ??= getPrisma()
    .then((prisma) => createAuth(prisma))
    .catch((e) => {
      holder.__vbenchAuth = undefined;
      throw e;
    });
  return holder.__vbenchAuth;
}

export function anonymousReadEnabled(env: RawEnv = process.env): boolean {
  return readEnv(env).VBENCH_ANONYMOUS_READ;
}
