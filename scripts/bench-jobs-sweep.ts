// bench:jobs, part 2 — the web node's responsiveness while the dashboard's audit job sweeps.
// One process plays the web server: its database (PGlite dir), its own job worker (the one the
// server runs, lib/jobs), and a loopback HTTP server answering /api/health the way
// app/api/health/route.ts does (a `SELECT 1` through Prisma). A separate client process requests
// it every 20 ms while the FlightGear 29,100-probe sweep runs as an "audit:suite" job, and prints
// p50/p99. The same sweep through the audit CLI (whole process) gives the wall-time reference.
// For comparison the old way runs too: the suite on the server's own event loop (in-process
// scorer, pretenuring flag set in the server), as the job did before lib/workers/audit-process.ts.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { runAuditSuite } from "../lib/audits/suite";
import { storedSuiteResult } from "../lib/audits/serialize";
import { tuneHeapForSweeps } from "../lib/audits/pool/heap-tuning";
import { importTaskFolder } from "../lib/imports/import-task-folder";
import { openDatabase, type Database } from "../lib/db/client";
import { applyMigrations } from "../lib/db/migrations";
import { createJobSystem, type JobSystem } from "../lib/jobs/job-system";
import { jobKinds } from "../lib/jobs/types";
import { JOB_KINDS } from "../lib/job-kinds/table";
import { AUDIT_JOB_KIND } from "../lib/workers/audit-job-params";
import { runAuditInChildProcess } from "../lib/workers/audit-process";
import { auditInputOf } from "../lib/audits/task-input";
import { parseTaskFolder } from "../lib/importers/parse-task-folder";
import { readTaskFolder } from "../lib/importers/read-folder";

const FG = path.resolve("prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");
const OLD_WAY = "bench-audit-on-event-loop";

// the client: one request every 20 ms, latencies (ms) printed as JSON when stdin closes
const CLIENT = `
const url = process.argv[1], lat = [];
let on = true;
process.stdin.on("end", () => { on = false; });
process.stdin.resume();
while (on) {
  const t = performance.now();
  const r = await fetch(url); await r.arrayBuffer();
  lat.push(performance.now() - t);
  await new Promise((r) => setTimeout(r, 20));
}
process.stdout.write(JSON.stringify(lat));
`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function fgInput() {
  const parsed = parseTaskFolder("fg", await readTaskFolder(FG), { kind: "fixture", location: FG }, { specCardErrors: "recover" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return auditInputOf(parsed.task);
}

function healthServer(db: Database): Promise<{ url: string; close(): void }> {
  const server = http.createServer(async (_req, res) => {
    await db.prisma.$queryRaw`SELECT 1`;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ ok: true }));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      resolve({ url: `http://127.0.0.1:${port}/api/health`, close: () => server.close() });
    }),
  );
}

/** Runs one audit job while the client polls health; returns the job's wall time and latencies. */
async function sweepWhilePolling(jobs: JobSystem, kind: string, revisionId: string, healthUrl: string) {
  const client = spawn(process.execPath, ["--input-type=module", "-e", CLIENT, healthUrl], { stdio: ["pipe", "pipe", "inherit"] });
  let out = "";
  client.stdout.on("data", (d) => (out += d));
  await new Promise((r) => setTimeout(r, 1000)); // a quiet second first: the baseline is in the numbers too
  const t0 = performance.now();
  const run = await jobs.enqueue(kind, { audits: ["probes"] }, { revisionId });
  for (;;) {
    const now = await jobs.get(run.id);
    if (now && ["succeeded", "failed", "cancelled"].includes(now.status)) {
      if (now.status !== "succeeded") throw new Error(`${kind}: ${now.status} ${now.error}`);
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const wall = (performance.now() - t0) / 1000;
  client.stdin.end();
  await new Promise((r) => client.on("exit", r));
  const lat = JSON.parse(out) as number[];
  return { wall, lat };
}

/** The same sweep through the audit CLI, whole process: wall and CPU seconds (bash's time). */
function cliRun(): { wall: number; cpu: number } {
  const t0 = performance.now();
  const cmd = `TIMEFORMAT='%U %S'; time "${process.execPath}" --import tsx scripts/audit.ts --task "${FG}" --audit probes --json >/dev/null`;
  const r = spawnSync("bash", ["-c", cmd], { encoding: "utf8" });
  if (r.status !== 0 && r.status !== 1) throw new Error(`audit CLI exit ${r.status}: ${r.stderr}`);
  const [user, sys] = r.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
  return { wall: (performance.now() - t0) / 1000, cpu: user + sys };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const PAIRS = 3;

export async function benchHealthDuringSweep(): Promise<void> {
  const input = await fgInput();
  const kinds = jobKinds({
    ...JOB_KINDS,
    [OLD_WAY]: {
      handler: async (_p, ctx) => {
        tuneHeapForSweeps();
        const result = await runAuditSuite(input, { audits: ["probes"], progress: (d, t) => ctx.progress(d / t) });
        return storedSuiteResult(result);
      },
    },
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-sweep-"));
  const db = await openDatabase(`pglite:${dir}`);
  try {
    await applyMigrations(db.sql);
    const imported = await importTaskFolder(db.prisma, FG, { sourceKind: "fixture" });
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const jobs = await createJobSystem(db, { kinds, concurrency: 2 });
    await jobs.startWorker();
    const health = await healthServer(db);
    console.log(
      `\n2. /api/health every 20 ms while the FlightGear 29,100-probe sweep runs (${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(1)}; ${PAIRS} pairs, CLI and job alternating)`,
    );
    const pairs: { cli: { wall: number; cpu: number }; dash: { wall: number; lat: number[] } }[] = [];
    for (let i = 0; i < PAIRS; i++)
      pairs.push({ cli: cliRun(), dash: await sweepWhilePolling(jobs, AUDIT_JOB_KIND, imported.revisionId, health.url) });
    for (const [i, p] of pairs.entries())
      console.log(
        `   pair ${i + 1}: CLI ${p.cli.wall.toFixed(2)} s wall (${p.cli.cpu.toFixed(2)} s CPU), dashboard job ${p.dash.wall.toFixed(2)} s wall = ${(p.dash.wall / p.cli.wall).toFixed(2)}x; health p50 ${pct(p.dash.lat, 50).toFixed(1)} ms p99 ${pct(p.dash.lat, 99).toFixed(1)} ms (${p.dash.lat.length} requests)`,
      );
    const lat = pairs.flatMap((p) => p.dash.lat);
    const ratio = median(pairs.map((p) => p.dash.wall / p.cli.wall));
    console.log(
      `   dashboard job (audit child process + pool): health p50 ${pct(lat, 50).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms, max ${Math.max(...lat).toFixed(0)} ms over ${lat.length} requests (goal p99 < 100 ms); sweep wall ${ratio.toFixed(2)}x the CLI's, median of pairs (goal <= 1.2x)`,
    );
    const old = await sweepWhilePolling(jobs, OLD_WAY, imported.revisionId, health.url);
    console.log(
      `   before (suite on the server's event loop): health p50 ${pct(old.lat, 50).toFixed(1)} ms, p99 ${pct(old.lat, 99).toFixed(1)} ms, max ${Math.max(...old.lat).toFixed(0)} ms over ${old.lat.length} requests; sweep ${old.wall.toFixed(2)} s wall`,
    );
    health.close();
    await jobs.stop();
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // does the pretenuring flag matter inside the audit process? the same sweep with and without it,
  // in CPU seconds of the child (all threads): wall time on a shared machine is not ours alone
  const cpuOf = async (tuneHeap: boolean) => (await runAuditInChildProcess({ input, audits: ["probes"], tuneHeap })).cpuMs / 1000;
  const withFlag: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < 2; i++) {
    withFlag.push(await cpuOf(true));
    without.push(await cpuOf(false));
  }
  console.log(
    `   audit process CPU for the sweep: with --no-allocation-site-pretenuring ${median(withFlag).toFixed(2)} s, without ${median(without).toFixed(2)} s (${(median(without) / median(withFlag)).toFixed(2)}x): the flag stays, in that process only`,
  );
}
