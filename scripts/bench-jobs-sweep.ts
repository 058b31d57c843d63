// bench:jobs, part 2 — the dashboard's responsiveness while its own audit job sweeps. The real
// server (`scripts/start.mjs --no-build`, the build in .next) runs on a throwaway PostgreSQL
// database holding the bundled FlightGear task, with its own job worker, in a temp data dir. This
// process enqueues the FlightGear 29,100-probe sweep as an "audit:suite" job into that database (what
// the task page's Run audits button does: the action only enqueues; PGlite would let only the
// server open the database, hence PostgreSQL), and the server's worker runs it. A separate client
// process requests the server's /api/health every 20 ms and a task page once a second, first while
// idle, then until the job ends; p50/p99 of each, with the load. The same sweep through the audit
// CLI (whole process) is timed in turn with each job, for the wall-time ratio. Exits 1 (NOT
// MEASURED) without a build, without DATABASE_URL=postgresql://..., when the server never answers,
// a request fails, or the job does not succeed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { importTaskFolder } from "../lib/importers/store/import-task-folder";
import { openDatabase } from "../lib/db/client";
import { applyMigrations } from "../lib/db/migrations";
import { createJobSystem, type JobSystem } from "../lib/jobs/job-system";
import { JOB_KINDS } from "../lib/job-kinds/table";
import { AUDIT_JOB_KIND } from "../lib/audits/store/audit-job-params";
import { runAuditInChildProcess } from "../lib/audits/store/audit-process";
import { auditInputOf } from "../lib/audits/task-input";
import { parseTaskFolder } from "../lib/importers/parse-task-folder";
import { readTaskFolder } from "../lib/importers/read-folder";
import { cannotMeasure, machineLoad } from "./lib/bench-load";

const BENCH = "bench:jobs";
const FG_ID = "flightgear-atc-clearance-compliance-ledger";
const FG = path.resolve("prisma/fixtures/tasks", FG_ID);
const PAIRS = 2;
const IDLE_MS = 3000;

// the client: /api/health every 20 ms and the page once a second (back to back, its renders would compete with
// the health answers they were measured beside), until stdin closes; prints
// {health, page, failures} (latencies in ms; a failure is a non-200 answer or a refused request). One
// untimed request first (see there).
const CLIENT = `
const [health, page] = process.argv.slice(1);
const out = { health: [], page: [], failures: [] };
let on = true;
process.stdin.on("end", () => { on = false; });
process.stdin.resume();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function loop(url, into, gapMs) {
  while (on) {
    const t = performance.now();
    try {
      const r = await fetch(url); await r.arrayBuffer();
      if (r.status !== 200) out.failures.push(url + ": " + r.status);
    } catch (e) { out.failures.push(url + ": " + e.message); }
    into.push(performance.now() - t);
    await sleep(gapMs);
  }
}
// untimed: this process's first fetch loads its HTTP client (undici) and opens a connection, which
// the first timed request of each poll would otherwise count as the server's slowness
await (await fetch(health)).arrayBuffer();
await Promise.all([loop(health, out.health, 20), loop(page, out.page, 1000)]);
process.stdout.write(JSON.stringify(out));
`;

interface Polled {
  health: number[];
  page: number[];
  failures: string[];
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Polls the server from a separate process until `whileRunning` resolves. */
async function poll(base: string, whileRunning: () => Promise<unknown>): Promise<Polled> {
  const client = spawn(process.execPath, ["--input-type=module", "-e", CLIENT, `${base}/api/health`, `${base}/tasks/${FG_ID}`], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  client.stdout!.on("data", (d) => (out += d));
  await whileRunning();
  client.stdin!.end();
  await new Promise((r) => client.on("exit", r));
  const polled = JSON.parse(out) as Polled;
  if (polled.failures.length > 0) cannotMeasure(BENCH, `requests failed: ${polled.failures.slice(0, 5).join("; ")}`);
  return polled;
}

/** The sweep through the audit CLI, whole process: wall and CPU seconds (bash's time). */
function cliRun(): { wall: number; cpu: number } {
  const t0 = performance.now();
  const cmd = `TIMEFORMAT='%U %S'; time "${process.execPath}" --import tsx scripts/audit.ts --task "${FG}" --audit probes --json >/dev/null`;
  const r = spawnSync("bash", ["-c", cmd], { encoding: "utf8" });
  if (r.status !== 0 && r.status !== 1) cannotMeasure(BENCH, `audit CLI exit ${r.status}: ${r.stderr}`);
  const [user, sys] = r.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
  return { wall: (performance.now() - t0) / 1000, cpu: user + sys };
}

/** Enqueues the sweep for the server's worker and waits for its end; wall seconds. */
async function dashboardSweep(jobs: JobSystem, revisionId: string, server: { child: ChildProcess; log: () => string }): Promise<number> {
  const t0 = performance.now();
  const run = await jobs.enqueue(AUDIT_JOB_KIND, { audits: ["probes"] }, { revisionId });
  for (;;) {
    // its worker is the only one: a server gone leaves the job queued for ever
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      cannotMeasure(
        BENCH,
        `the server ended (${server.child.exitCode ?? server.child.signalCode}) during the sweep:\n${server.log().slice(-2000)}`,
      );
    const now = await jobs.get(run.id);
    if (now && ["succeeded", "failed", "cancelled"].includes(now.status)) {
      if (now.status !== "succeeded") cannotMeasure(BENCH, `the dashboard's audit job ended ${now.status}: ${now.error}`);
      return (performance.now() - t0) / 1000;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function startServer(databaseUrl: string, dataDir: string): Promise<{ base: string; child: ChildProcess; log: () => string }> {
  const port = process.env.BENCH_PORT ?? String(3600 + (process.pid % 200));
  let log = "";
  const child = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    env: {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      VBENCH_SEED: "0",
      VBENCH_ANONYMOUS_READ: "1",
      VBENCH_DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) cannotMeasure(BENCH, `the server exited (${child.exitCode}):\n${log.slice(-2000)}`);
    if (Date.now() > end) cannotMeasure(BENCH, `the server did not answer /api/health in 180 s:\n${log.slice(-2000)}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { base, child, log: () => log };
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  process.kill(-child.pid!, "SIGTERM");
  await new Promise((r) => child.on("exit", r));
}

/** `withCpuComparison` false (`bench:jobs -- sweep`): the goal part only, without the pretenuring comparison after it. */
export async function benchHealthDuringSweep(serverUrl: string | undefined, withCpuComparison = true): Promise<void> {
  console.log(`\n2. The dashboard while its own audit job sweeps (FlightGear, 29,100 probes)`);
  if (!fs.existsSync(".next/BUILD_ID")) cannotMeasure(BENCH, "no build (.next/BUILD_ID): run `npm run build` first");
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl))
    cannotMeasure(
      BENCH,
      "part 2 needs DATABASE_URL=postgresql://... (scripts/pg-start.sh): it enqueues the dashboard's audit job into the dashboard's database, and PGlite lets only the server open it",
    );
  const name = `vbench_bench_sweep_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-sweep-"));
  const db = await openDatabase(url.toString());
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let jobs: JobSystem | undefined;
  try {
    await applyMigrations(db.sql);
    const imported = await importTaskFolder(db.prisma, FG, { sourceKind: "fixture" });
    if (!imported.ok) cannotMeasure(BENCH, `importing ${FG_ID}: ${JSON.stringify(imported.errors)}`);
    server = await startServer(url.toString(), dataDir);
    // this process only enqueues and reads runs: no worker here, the server's worker runs the job
    jobs = await createJobSystem(db, { kinds: JOB_KINDS });
    // the first loads after a start are the routes' first renders, not what the sweep changes
    for (let i = 0; i < 3; i++) for (const u of ["/api/health", `/tasks/${FG_ID}`]) await (await fetch(server.base + u)).arrayBuffer();
    const idle = await poll(server.base, () => new Promise((r) => setTimeout(r, IDLE_MS)));
    console.log(
      `   idle: /api/health p50 ${pct(idle.health, 50).toFixed(1)} ms, p99 ${pct(idle.health, 99).toFixed(1)} ms (${idle.health.length} requests); ` +
        `task page p50 ${pct(idle.page, 50).toFixed(0)} ms (${idle.page.length} loads); ${machineLoad()}`,
    );
    const pairs: { cli: { wall: number; cpu: number }; wall: number; polled: Polled }[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const cli = cliRun();
      let wall = 0;
      const polled = await poll(server.base, async () => (wall = await dashboardSweep(jobs!, imported.revisionId, server!)));
      pairs.push({ cli, wall, polled });
      console.log(
        `   pair ${i + 1}: CLI ${cli.wall.toFixed(2)} s wall (${cli.cpu.toFixed(2)} s CPU), dashboard job ${wall.toFixed(2)} s wall = ${(wall / cli.wall).toFixed(2)}x; ` +
          `/api/health p50 ${pct(polled.health, 50).toFixed(1)} ms p99 ${pct(polled.health, 99).toFixed(1)} ms (${polled.health.length} requests); ` +
          `task page p50 ${pct(polled.page, 50).toFixed(0)} ms p95 ${pct(polled.page, 95).toFixed(0)} ms (${polled.page.length} loads); ${machineLoad()}`,
      );
    }
    const health = pairs.flatMap((p) => p.polled.health);
    const page = pairs.flatMap((p) => p.polled.page);
    const p99 = pct(health, 99);
    console.log(
      `bench:jobs: the dashboard's /api/health during its own 29,100-probe audit job: p50 ${pct(health, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
        `max ${Math.max(...health).toFixed(0)} ms over ${health.length} requests (goal p99 < 100 ms: ${p99 < 100 ? "met" : "NOT met"}; ${machineLoad()})`,
    );
    console.log(
      `bench:jobs: its task page meanwhile p50 ${pct(page, 50).toFixed(0)} ms, p95 ${pct(page, 95).toFixed(0)} ms over ${page.length} loads; ` +
        `sweep wall ${median(pairs.map((p) => p.wall / p.cli.wall)).toFixed(2)}x the CLI's, median of ${PAIRS} pairs timed in turn (goal <= 1.2x)`,
    );
  } finally {
    await jobs?.stop();
    if (server) await stopServer(server.child);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  if (withCpuComparison) await pretenuringCpu();
}

async function fgInput() {
  const parsed = parseTaskFolder("fg", await readTaskFolder(FG), { kind: "fixture", location: FG }, { specCardErrors: "recover" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return auditInputOf(parsed.task);
}

/**
 * Does the pretenuring flag matter inside the audit process? The same sweep with and without it,
 * in CPU seconds of the child (all threads): wall time on a shared machine is not ours alone.
 */
async function pretenuringCpu() {
  const input = await fgInput();
  const cpuOf = async (tuneHeap: boolean) => (await runAuditInChildProcess({ input, audits: ["probes"], tuneHeap })).cpuMs / 1000;
  const withFlag: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < 2; i++) {
    withFlag.push(await cpuOf(true));
    without.push(await cpuOf(false));
  }
  console.log(
    `   audit process CPU for the sweep: with --no-allocation-site-pretenuring ${median(withFlag).toFixed(2)} s, without ${median(without).toFixed(2)} s ` +
      `(${(median(without) / median(withFlag)).toFixed(2)}x; ${machineLoad()})`,
  );
}
