// Test-only worker process (spawned by shared-queue.test.ts): the same code path as
// `npm run worker` (createJobSystem + startWorker on DATABASE_URL) with test kinds that log each
// execution's start and finish in test_executions, so the test can count executions per run.
// WORKER_ID names the worker; HOLD=1 makes "test-hold" block forever (the worker to be killed).
import { openDatabase } from "../../db/client";
import { createJobSystem } from "../job-system";
import { jobKind, jobKinds, type JobContext, type JobKind } from "../types";

const workerId = process.env.WORKER_ID ?? "worker";
const log = (ctx: JobContext, phase: "start" | "finish") =>
  ctx.db.sql.query("INSERT INTO test_executions (run_id, worker, phase) VALUES ($1, $2, $3)", [ctx.runId, workerId, phase]);

function kind(work: (p: { n: number }, ctx: JobContext) => Promise<unknown>): JobKind {
  return jobKind({
    resumable: true,
    handler: async (p: { n: number }, ctx) => {
      await log(ctx, "start");
      const out = await work(p, ctx);
      await log(ctx, "finish");
      return { n: p.n, out: String(out), by: workerId };
    },
  });
}
const kinds = jobKinds({
  "test-echo": kind(async (p) => p.n),
  "test-sleep": kind(async (p) => new Promise((r) => setTimeout(() => r(p.n), 5 + (p.n % 20)))),
  "test-cpu": kind(async (p) => {
    let h = p.n;
    for (let i = 0; i < 200_000; i++) h = (Math.imul(h, 31) + i) | 0;
    return h;
  }),
  "test-hold": kind(async (_p, ctx) => {
    ctx.progress(0.5, "holding");
    if (process.env.HOLD === "1") await new Promise(() => {});
  }),
});

const db = await openDatabase(process.env.DATABASE_URL);
const jobs = await createJobSystem(db, { kinds, heartbeatMs: 200, staleAfterMs: 1500, workerId, concurrency: 2 });
await jobs.startWorker();
process.stdout.write("ready\n");
process.on("SIGTERM", async () => {
  await jobs.stop();
  await db.close();
  process.exit(0);
});
