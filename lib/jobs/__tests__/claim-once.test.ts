// A run is claimed once: of two workers asking at the same moment exactly one gets it, and a run
// that is running, finished or cancelled is never claimed again (run-store.ts claimRun's
// `status: "queued"` condition; without it every one of these claims succeeds and a finished run
// would be re-run under a second worker). Real databases, no job system: the store's own calls.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { claimRun, createRun, finishRun, getRun, requestCancel } from "../run-store";

describe.each(testDatabaseKinds())("claiming a run on $name", (kind) => {
  let db: Database & { drop(): Promise<void> };
  beforeAll(async () => {
    db = await kind.open();
  });
  afterAll(async () => db?.drop());

  const newRun = () => createRun(db.prisma, { kind: "test-claim", params: {}, revisionId: null, actorId: null, judgeId: null });

  it("two workers claiming a queued run at once: exactly one gets it, and it stays that worker's", async () => {
    const run = await newRun();
    const [a, b] = await Promise.all([claimRun(db.prisma, run.id, "worker-a"), claimRun(db.prisma, run.id, "worker-b")]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const row = await db.prisma.jobRun.findUniqueOrThrow({ where: { id: run.id } });
    expect(row).toMatchObject({ status: "running", workerId: a ? "worker-a" : "worker-b" });
  });

  it("a running run is not claimed again, by its own worker or another", async () => {
    const run = await newRun();
    expect(await claimRun(db.prisma, run.id, "worker-a")).toBe(true);
    const claimed = await db.prisma.jobRun.findUniqueOrThrow({ where: { id: run.id } });
    expect(await claimRun(db.prisma, run.id, "worker-b")).toBe(false);
    expect(await claimRun(db.prisma, run.id, "worker-a")).toBe(false);
    // nothing of the first claim was overwritten: same worker, same start
    expect(await db.prisma.jobRun.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({
      status: "running",
      workerId: "worker-a",
      startedAt: claimed.startedAt,
    });
  });

  it.each(["succeeded", "failed"] as const)("a %s run is never claimed again", async (status) => {
    const run = await newRun();
    expect(await claimRun(db.prisma, run.id, "worker-a")).toBe(true);
    expect(await finishRun(db.prisma, run.id, { status, results: { done: true }, error: status === "failed" ? "boom" : null })).toBe(true);
    const [a, b] = await Promise.all([claimRun(db.prisma, run.id, "worker-a"), claimRun(db.prisma, run.id, "worker-b")]);
    expect([a, b]).toEqual([false, false]);
    expect(await getRun(db.prisma, run.id)).toMatchObject({ status, results: { done: true } });
  });

  it("a run cancelled while queued is never claimed", async () => {
    const run = await newRun();
    expect((await requestCancel(db.prisma, run.id))?.status).toBe("cancelled");
    expect(await claimRun(db.prisma, run.id, "worker-a")).toBe(false);
    expect((await getRun(db.prisma, run.id))?.status).toBe("cancelled");
  });
});
