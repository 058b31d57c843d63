// npm run bench:jobs — the job system's cost on each database: pg-boss start-up (first start on a
// fresh database, which installs its schema, and a restart), and throughput of trivial jobs
// (enqueue -> worker -> JobRun succeeded) through one worker, in this process; then the real
// dashboard's /api/health and a task page while its own audit job sweeps (bench-jobs-sweep.ts:
// needs a build and DATABASE_URL=postgresql://..., exits 1 without them).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../lib/db/client";
import { applyMigrations } from "../lib/db/migrations";
import { createJobSystem } from "../lib/jobs/job-system";
import { jobKind, jobKinds } from "../lib/jobs/types";
import { readEnvOf } from "../lib/env";
import { benchHealthDuringSweep } from "./bench-jobs-sweep";

const { BENCH_JOBS: N, DATABASE_URL: pgUrl } = readEnvOf(["BENCH_JOBS", "DATABASE_URL"]);
const kinds = jobKinds({ "bench-noop": jobKind({ handler: async (p: { i: number }) => ({ i: p.i }) }) });

async function bench(url: string, label: string) {
  const db = await openDatabase(url);
  await applyMigrations(db.sql);
  let t = performance.now();
  let jobs = await createJobSystem(db, { kinds, concurrency: 2 });
  const first = performance.now() - t;
  await jobs.stop();
  t = performance.now();
  jobs = await createJobSystem(db, { kinds, concurrency: 2 });
  await jobs.startWorker();
  const restart = performance.now() - t;
  t = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < N; i++) ids.push((await jobs.enqueue("bench-noop", { i })).id);
  const enqueueMs = (performance.now() - t) / N;
  for (;;) {
    const left = await db.prisma.jobRun.count({ where: { id: { in: ids }, status: { not: "succeeded" } } });
    if (left === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const total = performance.now() - t;
  console.log(
    `${label.padEnd(26)} first start ${first.toFixed(0).padStart(6)} ms   restart+worker ${restart.toFixed(0).padStart(6)} ms   enqueue ${enqueueMs.toFixed(1).padStart(5)} ms/job   ${N} jobs done in ${(total / 1000).toFixed(2)} s = ${(N / (total / 1000)).toFixed(1)} jobs/s`,
  );
  await jobs.stop();
  await db.close();
}

// `-- sweep`: part 2 only (the dashboard during its sweep), for before/after pairs of that goal
const sweepOnly = process.argv.slice(2).includes("sweep");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-jobs-"));
try {
  if (!sweepOnly) await bench(`pglite:${dir}`, "pg-boss on PGlite (dir)");
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
// dropping the bench database ends pg-boss's idle pool connections: that is the point, not an error
process.on("uncaughtException", (e: Error & { code?: string }) => {
  if (e.code === "57P01") return;
  console.error(e);
  process.exit(1);
});
if (sweepOnly) {
  // part 1 skipped
} else if (pgUrl && /^postgres(ql)?:\/\//.test(pgUrl)) {
  const { default: pg } = await import("pg");
  const name = `vbench_bench_jobs_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const u = new URL(pgUrl);
    u.pathname = `/${name}`;
    await bench(u.toString(), "pg-boss on PostgreSQL");
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
} else console.log("(set DATABASE_URL=postgresql://... to measure PostgreSQL too)");
await benchHealthDuringSweep(pgUrl, !sweepOnly);
process.exit(0);
