// Integration: the job system on real databases (in-memory PGlite; Postgres when DATABASE_URL is
// set), through pg-boss on each. Pins enqueue -> run -> results, progress while running, cancel
// (queued and running), failures recorded, retry as a new run, and recovery after a worker dies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { createJobSystem, type JobSystem } from "../job-system";
import { JobInputError, jobKind, jobKinds, type JobRunView } from "../types";

const gates = new Map<string, () => void>();
let flakyCalls = 0;

const kinds = jobKinds({
  "test-echo": jobKind({
    params: z.object({ n: z.number().int() }),
    judgeIdOf: () => "test-judge@1",
    handler: async (p, ctx) => {
      ctx.setFindings([{ code: "echo", n: p.n }]);
      return { doubled: p.n * 2 };
    },
  }),
  "test-progress": jobKind({
    params: z.object({ key: z.string() }),
    handler: async (p, ctx) => {
      ctx.progress(0.5, "half way");
      await new Promise<void>((resolve) => gates.set(p.key, resolve));
      return { ok: true };
    },
  }),
  "test-wait": {
    handler: async (_p, ctx) => {
      ctx.progress(0.1, "waiting for cancel");
      await new Promise<void>((_, reject) => ctx.signal.addEventListener("abort", () => reject(new Error("aborted"))));
      return null;
    },
  },
  "test-fail": {
    handler: async () => {
      throw new RangeError("ground truth has 0 events");
    },
  },
  "test-flaky": {
    handler: async () => {
      flakyCalls += 1;
      if (flakyCalls === 1) throw new Error("first attempt fails");
      return { attempt: flakyCalls };
    },
  },
  "test-resumable": { resumable: true, handler: async () => ({ resumed: true }) },
});

async function until(jobs: JobSystem, id: string, ok: (r: JobRunView) => boolean, ms = 20_000): Promise<JobRunView> {
  const end = Date.now() + ms;
  for (;;) {
    const run = await jobs.get(id);
    if (run && ok(run)) return run;
    if (Date.now() > end) throw new Error(`run ${id} stuck at ${JSON.stringify(run)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const finished = (r: JobRunView) => ["succeeded", "failed", "cancelled"].includes(r.status);

for (const kind of testDatabaseKinds()) {
  describe(`job system on ${kind.name}`, () => {
    let db: Database & { drop(): Promise<void> };
    let jobs: JobSystem;
    beforeAll(async () => {
      db = await kind.open();
      jobs = await createJobSystem(db, { kinds, heartbeatMs: 100, workerId: "test-worker-1" });
      await jobs.startWorker();
    });
    afterAll(async () => {
      await jobs?.stop();
      await db?.drop();
    });

    it("runs an enqueued job and stores results, findings and the judge id", async () => {
      const queued = await jobs.enqueue("test-echo", { n: 21 }, { actorId: "user-1" });
      expect(queued.status).toBe("queued");
      const run = await until(jobs, queued.id, finished);
      expect(run).toMatchObject({
        status: "succeeded",
        progress: 1,
        results: { doubled: 42 },
        findings: [{ code: "echo", n: 21 }],
        judgeId: "test-judge@1",
        actorId: "user-1",
        error: null,
      });
      expect(run.startedAt && run.finishedAt && run.startedAt <= run.finishedAt).toBe(true);
    });

    it("refuses an unknown kind or bad parameters, naming the field, and writes nothing", async () => {
      const before = await db.prisma.jobRun.count();
      await expect(jobs.enqueue("no-such-kind", {})).rejects.toBeInstanceOf(JobInputError);
      const err = await jobs.enqueue("test-echo", { n: "x" }).catch((e) => e);
      expect(err).toBeInstanceOf(JobInputError);
      expect(Object.keys((err as JobInputError).fieldErrors)).toEqual(["n"]);
      expect(await db.prisma.jobRun.count()).toBe(before);
    });

    it("shows progress while the job runs", async () => {
      const queued = await jobs.enqueue("test-progress", { key: `${kind.name}-p` });
      const mid = await until(jobs, queued.id, (r) => r.progress === 0.5);
      expect(mid).toMatchObject({ status: "running", progressMessage: "half way" });
      gates.get(`${kind.name}-p`)!();
      expect((await until(jobs, queued.id, finished)).status).toBe("succeeded");
    });

    it("cancels a running job through its abort signal", async () => {
      const queued = await jobs.enqueue("test-wait", {});
      await until(jobs, queued.id, (r) => r.status === "running");
      await jobs.cancel(queued.id);
      const run = await until(jobs, queued.id, finished);
      expect(run).toMatchObject({ status: "cancelled", cancelRequested: true });
    });

    it("records a failure with its error and retries it as a new run", async () => {
      const failing = await until(jobs, (await jobs.enqueue("test-fail", {})).id, finished);
      expect(failing).toMatchObject({ status: "failed", error: "RangeError: ground truth has 0 events" });

      flakyCalls = 0;
      const first = await until(jobs, (await jobs.enqueue("test-flaky", {})).id, finished);
      expect(first).toMatchObject({ status: "failed", error: "first attempt fails" });
      const again = await jobs.retry(first.id, "user-2");
      expect(again).toMatchObject({ retryOfId: first.id, attempt: 1, status: "queued", actorId: "user-2" });
      expect(await until(jobs, again.id, finished)).toMatchObject({ status: "succeeded", results: { attempt: 2 } });
      expect((await jobs.get(first.id))!.status).toBe("failed"); // the old run stays as it was
      await expect(jobs.retry(again.id.slice(0, -1) + "_")).rejects.toBeInstanceOf(JobInputError);
    });

    it("recovers runs a dead worker left running: failed with the reason, or resumed when the kind allows", async () => {
      const old = new Date(Date.now() - 3_600_000);
      const dead = { status: "running" as const, workerId: "dead-worker", startedAt: old, heartbeatAt: old, params: {} };
      const lost = await db.prisma.jobRun.create({ data: { kind: "test-echo", ...dead, params: { n: 1 } } });
      const resumable = await db.prisma.jobRun.create({ data: { kind: "test-resumable", ...dead } });
      const second = await createJobSystem(db, { kinds, heartbeatMs: 100, workerId: "test-worker-2" });
      try {
        // the new worker recovers them at start (or the running one at its next heartbeat)
        await second.startWorker();
        const failed = await second.get(lost.id);
        expect(failed).toMatchObject({ status: "failed", progressMessage: "worker stopped" });
        expect(failed!.error).toMatch(/^worker stopped: worker dead-worker stopped sending heartbeats/);
        expect(await until(second, resumable.id, finished)).toMatchObject({ status: "succeeded", attempt: 1, results: { resumed: true } });
      } finally {
        await second.stop();
      }
    });

    it("a queued job survives its worker stopping and runs when a worker starts again", async () => {
      const enqueuer = await createJobSystem(db, { kinds, workerId: "enqueue-only" });
      const queued = await enqueuer.enqueue("test-echo", { n: 5 });
      await enqueuer.stop();
      // a queued run cancelled before any worker takes it never runs
      const doomed = await jobs.enqueue("test-wait", {});
      const cancelled = await jobs.cancel(doomed.id);
      if (cancelled!.status === "cancelled") expect(cancelled!.startedAt).toBeNull();
      expect(await until(jobs, queued.id, finished)).toMatchObject({ status: "succeeded", results: { doubled: 10 } });
      expect((await until(jobs, doomed.id, finished)).status).toBe("cancelled");
    });
  });
}
