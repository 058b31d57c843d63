// npm run bench:pages — server render time of the FlightGear task page and of a ledger inspector
// (65 clearances, its calibration rows, charts): p50 / p95 over 50 sequential requests after a
// warm-up, on PGlite and (when DATABASE_URL names a server) on Postgres. Needs a build
// (`npx tsx scripts/build-if-needed.ts`). Goal: p50 under 150 ms on Postgres.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../lib/db/client";
import { prepareDatabase } from "../lib/data/prepare-database";
import { readEnvOf } from "../lib/env";

const TASK = "flightgear-atc-clearance-compliance-ledger";
const LEDGER_PATH = "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json";
const benchEnv = readEnvOf(["BENCH_REQUESTS", "BENCH_PORT", "DATABASE_URL"]);
const REQUESTS = benchEnv.BENCH_REQUESTS;
const PORT = benchEnv.BENCH_PORT ?? 3291;

async function seeded(url: string): Promise<string> {
  const db = await openDatabase(url);
  try {
    await prepareDatabase(db, { seedIfEmpty: true });
    const ledger = await db.prisma.ledger.findFirstOrThrow({
      where: { path: LEDGER_PATH, revision: { taskId: TASK } },
      select: { id: true },
    });
    return ledger.id;
  } finally {
    await db.close();
  }
}

async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url}`);
}

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeRequests(url: string) {
  for (let i = 0; i < 5; i++) await (await fetch(url)).text(); // warm-up: compile caches, prepared ground truth
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.text();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

async function benchOn(label: string, url: string) {
  const ledgerId = await seeded(url);
  const server = spawn(
    process.execPath,
    [path.resolve("node_modules/next/dist/bin/next"), "start", "-p", String(PORT), "-H", "127.0.0.1"],
    {
      env: { ...process.env, DATABASE_URL: url, VBENCH_SEED: "0", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: "ignore",
    },
  );
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/health`);
    for (const [name, route] of [
      ["task page", `/tasks/${TASK}`],
      ["ledger inspector", `/tasks/${TASK}/ledgers/${ledgerId}`],
    ]) {
      const t = await timeRequests(base + route);
      console.log(
        `${label.padEnd(8)} ${name.padEnd(17)} p50 ${pct(t, 50).toFixed(1)} ms  p95 ${pct(t, 95).toFixed(1)} ms  (${REQUESTS} requests)`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

if (!fs.existsSync(".next/BUILD_ID")) {
  console.error("bench:pages: NOT MEASURED: no build (.next/BUILD_ID): run `npm run build` first");
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-pages-"));
await benchOn("pglite", `pglite:${dir}`);
fs.rmSync(dir, { recursive: true, force: true });
const pgUrl = benchEnv.DATABASE_URL;
if (pgUrl && /^postgres(ql)?:\/\//.test(pgUrl)) {
  const { default: pg } = await import("pg");
  const name = `vbench_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  try {
    await benchOn("postgres", u.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
} else console.log("(DATABASE_URL names no Postgres server: PGlite only; scripts/pg-start.sh starts one)");
