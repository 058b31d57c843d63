// A worker process killed mid-job (SIGKILL: no shutdown code runs) leaves its run "running"; the
// next worker to start marks it failed with "worker stopped", never leaving it stuck. PostgreSQL
// only: two processes cannot share an in-memory PGlite (job-system.test.ts covers the same
// recovery in-process on both databases).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { createJobSystem } from "../job-system";
import { jobKinds } from "../types";

// the enqueuer and the next worker know the kind the doomed worker blocks on
const kinds = jobKinds({ "test-block": { handler: async () => null } });

const postgres = testDatabaseKinds().find((k) => k.name === "postgres");

describe.skipIf(!postgres)("restart recovery across processes (postgres)", () => {
  let db: Database & { drop(): Promise<void> };
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    db = await postgres!.open();
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    await db?.drop();
  });

  it("a killed worker's run is marked failed by the next worker", async () => {
    const url = (db.target as { url: string }).url;
    child = spawn(process.execPath, ["--import", "tsx", path.resolve(import.meta.dirname, "blocking-worker.ts")], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
      child!.on("exit", (c) => reject(new Error(`worker exited ${c}`)));
    });
    const enqueuer = await createJobSystem(db, { kinds, workerId: "enqueuer" });
    const run = await enqueuer.enqueue("test-block", {});
    for (let i = 0; ; i++) {
      const r = await enqueuer.get(run.id);
      if (r?.status === "running" && r.progress === 0.3) break;
      if (i > 300) throw new Error(`never started: ${JSON.stringify(r)}`);
      await new Promise((res) => setTimeout(res, 100));
    }
    await enqueuer.stop();
    child.kill("SIGKILL");
    await new Promise((r) => child!.once("exit", r));
    expect((await db.prisma.jobRun.findUniqueOrThrow({ where: { id: run.id } })).status).toBe("running");

    const next = await createJobSystem(db, { kinds, heartbeatMs: 200, staleAfterMs: 1000, workerId: "next-worker" });
    try {
      await new Promise((r) => setTimeout(r, 1200)); // the dead worker's last heartbeat ages past staleAfterMs
      const recovered = await next.startWorker();
      expect(recovered.failed).toEqual([run.id]);
      const after = await next.get(run.id);
      expect(after).toMatchObject({ status: "failed", progressMessage: "worker stopped" });
      expect(after!.error).toMatch(/^worker stopped: worker doomed-worker stopped sending heartbeats while running this job/);
    } finally {
      await next.stop();
    }
  });
});
