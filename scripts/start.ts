// npm start — one command from a fresh clone: build if the sources changed since the last build,
// prepare the database (migrations; the bundled tasks on first start), then serve on PORT (3000).
// Flags: --no-build (serve the existing build), --prepare-only (database only, then exit).
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded } from "./lib/build-if-needed";
import { openDatabase } from "../lib/db/client";
import { prepareDatabase } from "../lib/data/prepare-database";
import { describeTarget } from "../lib/db/url";
import { firstStartSignInLine } from "../lib/auth/first-start";
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

async function prepare() {
  const db = await openDatabase();
  try {
    const report = await prepareDatabase(db, { seedIfEmpty: env.VBENCH_SEED });
    console.log(`database ${describeTarget(db.target)}: ${report}`);
    // no users yet: create the admin and print the one line that says how to sign in
    const signIn = await firstStartSignInLine(db.prisma, { port, host });
    if (signIn) console.log(signIn);
  } finally {
    await db.close();
  }
}

if (!args.has("--no-build") && !args.has("--prepare-only") && buildIfNeeded() === "up to date") console.log("build is up to date");
await prepare();
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
  child.on("exit", (code) => process.exit(code ?? 0));
}
