// npm start — one command from a fresh clone: build if the sources changed since the last build,
// prepare the database (migrations; the bundled tasks on first start), then serve on PORT (3000).
// Flags: --no-build (serve the existing build), --prepare-only (database only, then exit).
import { fork, spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded } from "./lib/build-if-needed";
import { OUT_DIR, ensureClisBuilt } from "./lib/cli-bundle.mjs";
import { ensurePrismaClient } from "./lib/prisma-client-check";
import { EnvError, readEnv, type AppEnv } from "../lib/env";
import type { PrepareResult } from "./lib/prepare-database-child";

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

/**
 * Prepares the database in a child process that exits when done, so the supervisor, which lives
 * as long as the server, never holds Prisma or PGlite (measured: supervisor 348 -> ~60 MB RSS,
 * npm run bench:memory). Returns the first start's "Sign in:" line, printed last, once serving.
 */
async function prepare(): Promise<string | undefined> {
  // --prepare-only exits right after: the database may as well be opened here
  if (args.has("--prepare-only")) return (await (await import("./lib/prepare-database-child")).prepareDatabaseForStart()).signIn;
  const child = fork(path.resolve("scripts/lib/prepare-database-child.ts"), ["--ipc"], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  let result: PrepareResult = {};
  child.on("message", (m) => (result = m as PrepareResult));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) process.exit(1); // the child named what failed
  return result.signIn;
}

if (!args.has("--no-build") && !args.has("--prepare-only") && buildIfNeeded() === "up to date") console.log("build is up to date");
const signIn = await prepare();
if (args.has("--prepare-only") && signIn) console.log(signIn);
if (!args.has("--prepare-only")) {
  console.log(`serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
  // the preload stamps each request with the client's address from its socket (rate limits must
  // not believe a client's own X-Forwarded-For): lib/auth/stamp-client-ip.ts
  // (prebuilt into dist/cli: no TypeScript loader in the server, see lib/cli-bundle.mjs)
  await ensureClisBuilt();
  const preload = pathToFileURL(path.join(OUT_DIR, "server-preload.mjs")).href;
  const child = spawn(process.execPath, ["--import", preload, nextBin, "start", "-p", port, "-H", host], {
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
