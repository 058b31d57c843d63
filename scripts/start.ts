// npm start — one command from a fresh clone: build if the sources changed since the last build,
// prepare the database (migrations; the bundled tasks on first start), then serve on PORT (3000).
// Flags: --no-build (serve the existing build), --prepare-only (database only, then exit).
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded } from "./lib/build-if-needed";
import { ensurePrismaClient } from "./lib/prisma-client-check";
import { describeTarget } from "../lib/db/url";
import { EnvError, readEnv, type AppEnv } from "../lib/env";

const args = new Set(process.argv.slice(2));
// every variable checked before anything starts: a bad one is named and nothing runs
let env: AppEnv;
try {
  env = readEnv();
} catch (e) {
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(2);
}
const port = String(env.PORT);
const host = env.HOST;
const nextBin = path.resolve("node_modules/next/dist/bin/next");

// the database modules import the generated Prisma client: make sure it exists before loading them
const client = ensurePrismaClient(process.cwd());
if (!client.ok) {
  console.error(`npm start: ${client.message}`);
  process.exit(1);
}
if (client.regenerated) console.log("generated the Prisma client (it was missing: a copied or stale node_modules?)");
const { openDatabase } = await import("../lib/db/client");
const { prepareDatabase } = await import("../lib/data/prepare-database");
const { firstStartSignInLine } = await import("../lib/auth/first-start");

/** Prepares the database; returns the first start's "Sign in:" line, printed last, once serving. */
async function prepare(): Promise<string | undefined> {
  const db = await openDatabase();
  try {
    const report = await prepareDatabase(db, { seedIfEmpty: env.VBENCH_SEED });
    console.log(`database ${describeTarget(db.target)}: ${report}`);
    // no users yet: create the admin and print the one line that says how to sign in
    return (await firstStartSignInLine(db.prisma, { port, host })) ?? undefined;
  } finally {
    await db.close();
  }
}

if (!args.has("--no-build") && !args.has("--prepare-only") && buildIfNeeded() === "up to date") console.log("build is up to date");
const signIn = await prepare();
if (args.has("--prepare-only") && signIn) console.log(signIn);
if (!args.has("--prepare-only")) {
  console.log(`serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
  // the preload stamps each request with the client's address from its socket (rate limits must
  // not believe a client's own X-Forwarded-For): lib/auth/stamp-client-ip.ts
  const preload = pathToFileURL(path.resolve("scripts/lib/client-ip-preload.ts")).href;
  const child = spawn(process.execPath, ["--import", "tsx", "--import", preload, nextBin, "start", "-p", port, "-H", host], {
    stdio: "inherit",
    env: process.env,
  });
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => child.kill(sig));
  // the one line a newcomer needs comes last, once the server answers, below Next's own lines
  if (signIn) void printWhenServing(signIn);
  child.on("exit", (code) => process.exit(code ?? 0));
}

async function printWhenServing(line: string) {
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}/api/health`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(line);
}
