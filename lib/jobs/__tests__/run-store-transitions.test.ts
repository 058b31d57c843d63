// The store's transitions on real databases, through its own calls (no job system): a run is
// claimed once (of two workers asking at the same moment exactly one gets it; a running, finished or
// cancelled run is never claimed again: claimRun's `status: "queued"` condition, without which a
// finished run would be re-run under a second worker), a claim starts at progress 0, progress goes
// to that one running run, a heartbeat refreshes only this worker's listed runs and reports which of
// them a maintainer cancelled, stale runs are re-queued or failed, and a run that is not running is
// never finished again. Each test makes its own runs. (Each of these conditions, dropped, passed
// every job test before: survivors of `npm run -s mutate -- lib/jobs/run-store.ts`.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { claimRun, createRun, finishRun, getRun, heartbeat, recoverStaleRuns, requestCancel, writeProgress } from "../run-store";

describe.each(testDatabaseKinds())("run-store transitions on $name", (kind) => {
  let db: Database & { drop(): Promise<void> };
  beforeAll(async () => {
    db = await kind.open();
  });
  afterAll(async () => db?.drop());

  const newRun = () => createRun(db.prisma, { kind: "test-store", params: {}, revisionId: null, actorId: null, judgeId: null });
  const runningRun = async (workerId = "worker-a") => {
    const run = await newRun();
    expect(await claimRun(db.prisma, run.id, workerId)).toBe(true);
    return run.id;
  };
  const row = (id: string) => db.prisma.jobRun.findUniqueOrThrow({ where: { id } });

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

  it("a claim starts the run at progress 0, 'started', its heartbeat at its start", async () => {
    const id = await runningRun();
    const r = await row(id);
    expect(r).toMatchObject({ status: "running", progress: 0, progressMessage: "started" });
    expect(r.heartbeatAt).toEqual(r.startedAt);
  });

  it("progress is written to the one running run named, never to another run or a queued one", async () => {
    const [a, b] = [await runningRun(), await runningRun()];
    const queued = await newRun();
    const queuedBefore = await row(queued.id);
    await writeProgress(db.prisma, a, 0.5, "half way");
    await writeProgress(db.prisma, queued.id, 0.7, "not started");
    expect(await row(a)).toMatchObject({ progress: 0.5, progressMessage: "half way" });
    expect(await row(b)).toMatchObject({ progress: 0, progressMessage: "started" });
    expect(await row(queued.id)).toEqual(queuedBefore);
  });

  it("a heartbeat refreshes only this worker's listed runs and names those of them cancelled or no longer running", async () => {
    const [mine, cancelled, finished] = [await runningRun(), await runningRun(), await runningRun()];
    const unlisted = await runningRun();
    const othersRun = await runningRun("worker-b");
    await requestCancel(db.prisma, cancelled);
    expect(await finishRun(db.prisma, finished, { status: "succeeded" })).toBe(true);
    const long = new Date(Date.now() - 3_600_000);
    await db.prisma.jobRun.updateMany({ where: { id: { in: [mine, unlisted, othersRun] } }, data: { heartbeatAt: long } });

    const stop = await heartbeat(db.prisma, [mine, cancelled, finished, othersRun], "worker-a");
    expect(stop.sort()).toEqual([cancelled, finished].sort());
    expect((await row(mine)).heartbeatAt!.getTime()).toBeGreaterThan(long.getTime());
    expect((await row(unlisted)).heartbeatAt).toEqual(long);
    expect((await row(othersRun)).heartbeatAt).toEqual(long); // worker-b's run: not ours to keep alive
  });

  it("a worker with a single running run keeps it alive and hears its cancel", async () => {
    const only = await runningRun();
    const long = new Date(Date.now() - 3_600_000);
    await db.prisma.jobRun.update({ where: { id: only }, data: { heartbeatAt: long } });
    expect(await heartbeat(db.prisma, [only], "worker-a")).toEqual([]);
    expect((await row(only)).heartbeatAt!.getTime()).toBeGreaterThan(long.getTime());
    await requestCancel(db.prisma, only);
    expect(await heartbeat(db.prisma, [only], "worker-a")).toEqual([only]);
  });

  it("stale runs are re-queued (resumable) or failed and listed as such, one that never beat included; a live one is left", async () => {
    const [resumable, oneShot, neverBeat, live] = [await runningRun(), await runningRun(), await runningRun(), await runningRun()];
    const staleBefore = new Date(Date.now() - 60_000);
    const long = new Date(Date.now() - 3_600_000);
    await db.prisma.jobRun.updateMany({ where: { id: { in: [resumable, oneShot] } }, data: { heartbeatAt: long } });
    await db.prisma.jobRun.update({ where: { id: neverBeat }, data: { heartbeatAt: null } });
    await db.prisma.jobRun.update({ where: { id: resumable }, data: { kind: "test-resumable" } });

    const out = await recoverStaleRuns(db.prisma, staleBefore, (kind) => kind === "test-resumable");
    // only this test's runs are looked at (another test may have left stale runs of its own)
    const ours = (ids: string[]) => ids.filter((id) => [resumable, oneShot, neverBeat, live].includes(id)).sort();
    expect(ours(out.resumed)).toEqual([resumable]);
    expect(ours(out.failed)).toEqual([oneShot, neverBeat].sort());
    expect(await row(resumable)).toMatchObject({ status: "queued", attempt: 1, workerId: null });
    expect(await row(oneShot)).toMatchObject({ status: "failed", error: expect.stringMatching(/^worker stopped: worker worker-a /) });
    expect(await row(neverBeat)).toMatchObject({ status: "failed", error: expect.stringMatching(/last heartbeat never/) });
    expect(await row(live)).toMatchObject({ status: "running" });
  });

  it("a run that is not running is never finished again: cancelled stays cancelled, succeeded keeps its results", async () => {
    const cancelledWhileQueued = await newRun();
    await requestCancel(db.prisma, cancelledWhileQueued.id);
    expect(await finishRun(db.prisma, cancelledWhileQueued.id, { status: "succeeded", results: { late: true } })).toBe(false);
    expect(await getRun(db.prisma, cancelledWhileQueued.id)).toMatchObject({ status: "cancelled", results: null });

    const done = await runningRun();
    expect(await finishRun(db.prisma, done, { status: "succeeded", results: { first: true } })).toBe(true);
    expect(await finishRun(db.prisma, done, { status: "failed", error: "second finish" })).toBe(false);
    expect(await getRun(db.prisma, done)).toMatchObject({ status: "succeeded", results: { first: true }, error: null });
  });
});
