// npm start — one command from a fresh clone: build if the sources changed since the last build,
// prepare the database (migrations; the bundled tasks on first start), then serve on PORT (3000).
// Flags: --no-build (serve the existing build), --prepare-only (database only, then exit).
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sourceFingerprint } from "./lib/source-fingerprint";
import { openDatabase } from "../lib/db/client";
import { prepareDatabase } from "../lib/data/prepare-database";
import { describeTarget } from "../lib/db/url";

const args = new Set(process.argv.slice(2));
const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "0.0.0.0";
const nextBin = path.resolve("node_modules/next/dist/bin/next");

function buildIfNeeded() {
  const stamp = path.resolve(".next/vbench-source-fingerprint");
  const current = sourceFingerprint(process.cwd());
  const built = fs.existsSync(".next/BUILD_ID") && fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8") : "";
  if (built === current) return console.log("build is up to date");
  console.log("building the dashboard (next build)...");
  const r = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(stamp, current);
}

async function prepare() {
  const db = await openDatabase();
  try {
    const report = await prepareDatabase(db, { seedIfEmpty: process.env.VBENCH_SEED !== "0" });
    console.log(`database ${describeTarget(db.target)}: ${report}`);
  } finally {
    await db.close();
  }
}

if (!args.has("--no-build") && !args.has("--prepare-only")) buildIfNeeded();
await prepare();
if (!args.has("--prepare-only")) {
  console.log(`serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
  const child = spawn(process.execPath, [nextBin, "start", "-p", port, "-H", host], { stdio: "inherit", env: process.env });
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => child.kill(sig));
  child.on("exit", (code) => process.exit(code ?? 0));
}
