// Many workers on one Postgres share the queue (PostgreSQL only: an embedded PGlite admits one
// process). Two worker processes drain 200 jobs of three kinds: JobRun is the truth, and every run
// succeeds once, started and finished exactly once (test_executions, written by the handlers), and
// both workers take part. Then a worker is SIGKILLed while running a resumable job: another worker
// notices the stale heartbeat, re-queues it, and runs it to success (attempt 1; the first is 0).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { createJobSystem, type JobSystem } from "../job-system";
import { jobKinds } from "../types";

const postgres = testDatabaseKinds().find((k) => k.name === "postgres");
const KINDS = ["test-echo", "test-sleep", "test-cpu", "test-hold"];

describe.skipIf(!postgres)("two worker processes share one Postgres queue", () => {
  let db: Database & { drop(): Promise<void> };
  let enqueuer: JobSystem;
  const children: ChildProcess[] = [];

  function startWorker(id: string, hold = false): Promise<ChildProcess> {
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve(import.meta.dirname, "shared-queue-worker.ts")], {
      env: { ...process.env, DATABASE_URL: (db.target as { url: string }).url, WORKER_ID: id, HOLD: hold ? "1" : "0" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && resolve(child));
      child.on("exit", (c) => reject(new Error(`worker ${id} exited ${c}`)));
    });
  }

  /** Each test stops the workers it started: a worker left running would take the next test's jobs. */
  async function stopWorkers(...workers: ChildProcess[]): Promise<void> {
    for (const c of workers) c.kill("SIGTERM");
    await Promise.all(workers.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.once("exit", r)))));
  }

  // a safety net for a hung queue, not a speed limit (vitest's own limit is the outer one)
  async function until<T>(what: string, f: () => Promise<T | null | undefined | false>, ms = 600_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const v = await f();
      if (v) return v;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const executions = (runId?: string) =>
    db.sql.query<{ run_id: string; worker: string; phase: string }>(
      `SELECT run_id, worker, phase FROM test_executions${runId ? " WHERE run_id = $1" : ""} ORDER BY at, phase DESC`,
      runId ? [runId] : [],
    );

  beforeAll(async () => {
    db = await postgres!.open();
    await db.sql.exec(
      "CREATE TABLE test_executions (run_id text NOT NULL, worker text NOT NULL, phase text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())",
    );
    // the enqueuer only needs to know the kinds (it runs no worker)
    const kinds = jobKinds(Object.fromEntries(KINDS.map((k) => [k, { resumable: true, handler: async () => null }])));
    enqueuer = await createJobSystem(db, { kinds, workerId: "enqueuer" });
  }, 60_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
    await enqueuer?.stop();
    await db?.drop();
  });

  it("200 jobs of mixed kinds: each runs exactly once, on both workers", async () => {
    const [a, b] = await Promise.all([startWorker("worker-a"), startWorker("worker-b")]);
    const ids: string[] = [];
    for (let n = 0; n < 200; n++) ids.push((await enqueuer.enqueue(KINDS[n % 3], { n })).id);
    await until(
      "200 runs finished",
      async () => (await db.prisma.jobRun.count({ where: { id: { in: ids }, status: "succeeded" } })) === 200,
    );
    const runs = await db.prisma.jobRun.findMany({
      where: { id: { in: ids } },
      select: { id: true, status: true, attempt: true, workerId: true },
    });
    expect(runs.every((r) => r.status === "succeeded" && r.attempt === 0)).toBe(true);
    // this test's runs only: the other test's run is in the same table whichever ran first
    const mine = new Set(ids);
    const log = (await executions()).filter((e) => mine.has(e.run_id));
    for (const phase of ["start", "finish"]) {
      const per = new Map<string, number>();
      for (const e of log) if (e.phase === phase) per.set(e.run_id, (per.get(e.run_id) ?? 0) + 1);
      expect(per.size, phase).toBe(200);
      expect(
        [...per.values()].every((n) => n === 1),
        `${phase}: a run executed twice`,
      ).toBe(true);
    }
    // the JobRun names the worker that executed it, and so does the handler's own log
    const byRun = new Map(log.filter((e) => e.phase === "finish").map((e) => [e.run_id, e.worker]));
    expect(runs.every((r) => byRun.get(r.id) === r.workerId)).toBe(true);
    const share = (w: string) => runs.filter((r) => r.workerId === w).length;
    expect(share("worker-a")).toBeGreaterThan(0);
    expect(share("worker-b")).toBeGreaterThan(0);
    expect(share("worker-a") + share("worker-b")).toBe(200);
    await stopWorkers(a, b);
  });

  it("a SIGKILLed worker's running job is re-queued and run by another worker", async () => {
    const doomed = await startWorker("worker-doomed", true);
    const run = await enqueuer.enqueue("test-hold", { n: 0 });
    await until("the job running on the doomed worker", async () => {
      const r = await enqueuer.get(run.id);
      return r?.status === "running" && r.progress === 0.5;
    });
    doomed.kill("SIGKILL");
    await new Promise((r) => doomed.once("exit", r));
    expect((await db.prisma.jobRun.findUniqueOrThrow({ where: { id: run.id } })).status).toBe("running");
    const rescuer = await startWorker("worker-rescuer");
    const done = await until("the job re-run to success", async () => {
      const r = await db.prisma.jobRun.findUniqueOrThrow({ where: { id: run.id } });
      return r.status === "succeeded" ? r : null;
    });
    expect(done).toMatchObject({ workerId: "worker-rescuer", attempt: 1 });
    expect(await executions(run.id)).toEqual([
      { run_id: run.id, worker: "worker-doomed", phase: "start" },
      { run_id: run.id, worker: "worker-rescuer", phase: "start" },
      { run_id: run.id, worker: "worker-rescuer", phase: "finish" },
    ]);
    await stopWorkers(rescuer);
  });
});
