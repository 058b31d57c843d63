// npm start — one command from a fresh clone: build if the sources changed since the last build,
// prepare the database (migrations, the first admin), then serve on PORT (3000); the server imports
// the bundled tasks on first start in the background (lib/seeding/bundled-seeding.ts).
// Flags: --no-build (serve the existing build), --prepare-only (database only, bundled tasks included, then exit).
//
// Everything before serving — environment check, build, database — runs in a child that exits
// first (scripts/lib/start-prepare.ts), so this process stays small: plain JavaScript, no
// TypeScript loader. Then, under `npm start` (package.json sets glibc's malloc variables before
// node starts: lib/malloc-env.mjs), this process becomes next-server itself: a supervisor kept
// beside it cost ~45 MiB for nothing but waiting (npm run bench:memory). Started without those
// variables (`node scripts/start.mjs`), it sets them for a next-server child and supervises it,
// as glibc reads them only when a process starts.
import { fork, spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { OUT_DIR } from "./lib/cli-bundle.mjs";
import { mallocSetAtStart, withServerMalloc } from "./lib/malloc-env.mjs";

const argv = process.argv.slice(2);
const nextBin = path.resolve("node_modules/next/dist/bin/next");

/** Runs the preparing child; its exit code is ours when it fails (2: a bad variable, named). */
async function prepare() {
  const child = fork(path.resolve("scripts/lib/start-prepare.ts"), argv, { execArgv: ["--import", "tsx"], stdio: "inherit" });
  let prepared;
  child.on("message", (m) => (prepared = m));
  // a stop asked of the supervisor alone (kill <pid>) must not leave the child holding the database
  const forward = (sig) => child.kill(sig);
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, forward);
  const code = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  for (const sig of ["SIGINT", "SIGTERM"]) process.off(sig, forward);
  if (code !== 0 || !prepared) process.exit(code || 1);
  return prepared;
}

const { port, host, signIn } = await prepare();
if (argv.includes("--prepare-only")) {
  if (signIn) console.log(signIn);
} else {
  console.log(`serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
  // the preload stamps each request with the client's address from its socket (rate limits must
  // not believe a client's own X-Forwarded-For): lib/auth/stamp-client-ip.ts, prebuilt by the child
  const preload = pathToFileURL(path.join(OUT_DIR, "server-preload.mjs")).href;
  // the one line a newcomer needs comes last, once the server answers, below Next's own lines
  if (signIn) void printWhenServing(signIn);
  if (mallocSetAtStart(process.env)) {
    // `next start` in this process: its CLI reads process.argv; Next's own handlers stop it on SIGINT/SIGTERM
    process.argv = [process.argv[0], nextBin, "start", "-p", port, "-H", host];
    await import(preload);
    await import(pathToFileURL(nextBin).href);
  } else {
    const child = spawn(process.execPath, ["--import", preload, nextBin, "start", "-p", port, "-H", host], {
      stdio: "inherit",
      // glibc's arenas kept ~40 MB of the first start's import freed but resident: lib/malloc-env.mjs
      env: withServerMalloc(process.env),
    });
    for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
    child.on("exit", (code) => process.exit(code ?? 0));
  }
}

/** Whether /api/health answers below 500; node:http, not fetch: undici would stay loaded in this process (~15 MB) */
function healthy(url) {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve((res.statusCode ?? 500) < 500);
    });
    req.on("error", () => resolve(false)); // not listening yet
    req.setTimeout(5000, () => req.destroy());
  });
}

async function printWhenServing(line) {
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}/api/health`;
  for (let i = 0; i < 600 && !(await healthy(url)); i++) await new Promise((r) => setTimeout(r, 250));
  console.log(line);
}
