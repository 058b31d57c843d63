// pg-boss carries run ids from enqueuers to workers, on Postgres (any number of worker processes
// on any machines) and on the embedded PGlite (pg-boss's PGlite adapter over the very instance
// Prisma uses: a PGlite data dir admits one instance per process). Status lives in JobRun; a
// lost or duplicated message is harmless because a worker claims a run with a conditional update.
import { PgBoss, fromPglite } from "pg-boss";
import type { Database } from "../db/client";

export const JOB_QUEUE = "vbench-jobs";

export interface Transport {
  describe: string;
  send(runId: string): Promise<void>;
  work(concurrency: number, execute: (runId: string) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export async function startBossTransport(db: Database): Promise<Transport> {
  const boss =
    db.target.kind === "pglite"
      ? new PgBoss({ db: fromPglite(requirePglite(db)), backend: "pglite", useListenNotify: true, schedule: false })
      : new PgBoss({ connectionString: db.target.url, max: 3, useListenNotify: true, schedule: false, application_name: "vbench-jobs" });
  boss.on("error", (e: unknown) => console.error(`[jobs] pg-boss: ${e instanceof Error ? e.message : String(e)}`));
  await boss.start();
  // retries are ours (retryJob makes a new JobRun); liveness is ours too (JobRun heartbeats), so
  // pg-boss only needs a generous expiry for a claimed message
  await boss.createQueue(JOB_QUEUE, { retryLimit: 0, expireInSeconds: 24 * 3600, notify: true });
  const workIds: string[] = [];
  return {
    describe: `pg-boss on ${db.target.kind === "pglite" ? "PGlite (shared instance)" : "PostgreSQL"}`,
    async send(runId) {
      await boss.send(JOB_QUEUE, { runId });
      // a worker in this process wakes at once instead of at its next poll
      for (const id of workIds) boss.notifyWorker(id);
    },
    async work(concurrency, execute) {
      // one pg-boss worker per slot: notifyWorker wakes a worker by id, so each must have its own
      for (let i = 0; i < concurrency; i++) {
        let id = "";
        id = await boss.work<{ runId: string }>(
          JOB_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 },
          async (jobs) => {
            for (const job of jobs) await execute(job.data.runId);
            // a worker that just finished a job fetches again at once instead of sleeping its poll
            // interval: a backlog drains at the speed of the jobs, an empty queue costs one fetch
            boss.notifyWorker(id);
          },
        );
        workIds.push(id);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, close: db.target.kind !== "pglite" });
    },
  };
}

function requirePglite(db: Database) {
  if (!db.pglite) throw new Error("PGlite database without its instance: open it with lib/db/client openDatabase");
  return db.pglite;
}
