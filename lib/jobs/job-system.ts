// One process's handle on the job system: enqueue, cancel, retry, read, and (optionally) a worker
// that executes runs. The web server builds one over its database (lib/job-kinds/server.ts); the
// `npm run worker` process and the integration tests build their own.
import os from "node:os";
import crypto from "node:crypto";
import type { Database } from "../db/client";
import { startBossTransport, type Transport } from "./boss-transport";
import { executeRun, SHUTDOWN, type ActiveRun } from "./execute-run";
import { createRun, getRun, heartbeat, queuedRunIds, recoverStaleRuns, requestCancel, type Recovered } from "./run-store";
import { FINISHED_STATUSES, JobInputError, type EnqueueOptions, type JobKind, type JobKinds, type JobRunView } from "./types";

export interface JobSystemOptions {
  // the kinds this system enqueues and executes (production: JOB_KINDS of lib/job-kinds/table.ts)
  kinds: JobKinds;
  workerId?: string;
  // runs one worker executes at once
  concurrency?: number;
  heartbeatMs?: number;
  // a running run whose heartbeat is older than this belongs to a dead worker
  staleAfterMs?: number;
}

export interface JobSystem {
  transport: string;
  workerId: string;
  enqueue(kind: string, params: unknown, options?: EnqueueOptions): Promise<JobRunView>;
  cancel(runId: string): Promise<JobRunView | null>;
  retry(runId: string, actorId?: string | null): Promise<JobRunView>;
  get(runId: string): Promise<JobRunView | null>;
  // recovers runs orphaned by dead workers, then executes queued runs until stop()
  startWorker(): Promise<Recovered>;
  stop(): Promise<void>;
}

/** What a worker's steps share: the database, who this worker is, its running runs, the kinds, the queue. */
interface WorkerParts {
  db: Database;
  workerId: string;
  active: Map<string, ActiveRun>;
  kindOf: (kind: string) => JobKind | undefined;
  transport: Transport;
}

/** The run's parameters as its kind's schema reads them; a JobInputError naming each bad field otherwise. */
function checkedParams(kind: string, def: JobKind, params: unknown): unknown {
  if (!def.params) return params;
  const parsed = def.params.safeParse(params);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const i of parsed.error.issues) (fieldErrors[i.path.join(".") || "params"] ??= []).push(i.message);
    throw new JobInputError(
      `bad parameters for ${kind}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      fieldErrors,
    );
  }
  return parsed.data;
}

/** One heartbeat: marks this worker's runs alive (aborting those cancelled meanwhile) and recovers dead workers' runs. */
function heartbeatStep({ db, workerId, active, transport }: WorkerParts, staleAfterMs: number, isResumable: (kind: string) => boolean) {
  return async () => {
    try {
      for (const id of await heartbeat(db.prisma, [...active.keys()], workerId)) active.get(id)?.controller.abort("cancelled");
      // another worker may have died meanwhile: its runs are recovered by whoever notices first
      const recovered = await recoverStaleRuns(db.prisma, new Date(Date.now() - staleAfterMs), isResumable);
      for (const id of recovered.resumed) await transport.send(id);
    } catch (e) {
      console.error(`[jobs] heartbeat: ${e instanceof Error ? e.message : e}`);
    }
  };
}

/** Executes a run, holding it back while its kind's own concurrency is used up on this worker. */
function kindLimitedExecutor({ db, workerId, active, kindOf, transport }: WorkerParts, working: () => boolean) {
  // runs of a kind with its own concurrency, executing on this worker now
  const busy = new Map<string, number>();
  return async (runId: string) => {
    const row = await db.prisma.jobRun.findUnique({ where: { id: runId }, select: { kind: true, status: true } });
    const limit = row ? kindOf(row.kind)?.concurrency : undefined;
    if (!row || limit === undefined) return executeRun(db, runId, workerId, active, kindOf);
    const running = busy.get(row.kind) ?? 0;
    if (row.status === "queued" && running >= limit) {
      // left queued and sent again shortly: the slot goes to the next message (another kind's run)
      setTimeout(() => void (working() ? transport.send(runId).catch(() => undefined) : undefined), 1_000).unref();
      return;
    }
    busy.set(row.kind, running + 1);
    try {
      await executeRun(db, runId, workerId, active, kindOf);
    } finally {
      busy.set(row.kind, (busy.get(row.kind) ?? 1) - 1);
    }
  };
}

export async function createJobSystem(db: Database, options: JobSystemOptions): Promise<JobSystem> {
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const staleAfterMs = options.staleAfterMs ?? Math.max(30_000, heartbeatMs * 6);
  const transport: Transport = await startBossTransport(db);
  const active = new Map<string, ActiveRun>();
  let timer: NodeJS.Timeout | null = null;
  let working = false;
  const kindOf = (kind: string): JobKind | undefined => (Object.hasOwn(options.kinds, kind) ? options.kinds[kind] : undefined);
  const isResumable = (kind: string) => kindOf(kind)?.resumable === true;

  const worker: WorkerParts = { db, workerId, active, kindOf, transport };
  const beat = heartbeatStep(worker, staleAfterMs, isResumable);
  const executeWithinKindLimit = kindLimitedExecutor(worker, () => working);

  const system: JobSystem = {
    transport: transport.describe,
    workerId,
    async enqueue(kind, params, opts = {}) {
      const def = kindOf(kind);
      if (!def) throw new JobInputError(`unknown job kind "${kind}"`, { kind: ["not a registered job kind"] });
      const value = checkedParams(kind, def, params);
      const run = await createRun(db.prisma, {
        kind,
        params: value,
        revisionId: opts.revisionId ?? null,
        actorId: opts.actorId ?? null,
        judgeId: def.judgeIdOf?.(value) ?? null,
      });
      await transport.send(run.id);
      return run;
    },
    async cancel(runId) {
      const run = await requestCancel(db.prisma, runId);
      active.get(runId)?.controller.abort("cancelled"); // this worker has it: abort without waiting for a heartbeat
      return run;
    },
    async retry(runId, actorId) {
      const old = await getRun(db.prisma, runId);
      if (!old) throw new JobInputError(`no job run ${runId}`, { runId: ["not found"] });
      if (!FINISHED_STATUSES.includes(old.status))
        throw new JobInputError(`job run ${runId} is ${old.status}: only a finished run can be retried`, { runId: [old.status] });
      const run = await createRun(db.prisma, {
        kind: old.kind,
        params: old.params,
        revisionId: old.revisionId,
        actorId: actorId ?? old.actorId,
        judgeId: old.judgeId,
        attempt: old.attempt + 1,
        retryOfId: old.id,
      });
      await transport.send(run.id);
      return run;
    },
    get: (runId) => getRun(db.prisma, runId),
    async startWorker() {
      if (working) return { resumed: [], failed: [] };
      working = true;
      const recovered = await recoverStaleRuns(db.prisma, new Date(Date.now() - staleAfterMs), isResumable);
      await transport.work(options.concurrency ?? 2, (runId) => executeWithinKindLimit(runId));
      // queued runs whose message was lost (or sent before a crash) get a fresh one; duplicates are harmless
      for (const id of await queuedRunIds(db.prisma)) await transport.send(id);
      timer = setInterval(beat, heartbeatMs);
      timer.unref();
      return recovered;
    },
    async stop() {
      working = false;
      if (timer) clearInterval(timer);
      for (const run of active.values()) run.controller.abort(SHUTDOWN);
      await transport.stop();
    },
  };
  return system;
}
