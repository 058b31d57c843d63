// JobRun persistence: the one source of truth for a run's status, progress and outcome. Every
// transition is a conditional update (status = expected), so two workers, a cancel racing a
// finish, or a duplicate queue message can never move a run twice.
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import { jsonColumn } from "../db/json-column";
import type { JobRunView, JobStatus } from "./types";

type Row = Prisma.JobRunGetPayload<object>;

export function toRunView(r: Row): JobRunView {
  return {
    id: r.id,
    kind: r.kind,
    revisionId: r.revisionId,
    params: r.params,
    judgeId: r.judgeId,
    actorId: r.actorId,
    status: r.status,
    progress: r.progress,
    progressMessage: r.progressMessage,
    attempt: r.attempt,
    retryOfId: r.retryOfId,
    cancelRequested: r.cancelRequested,
    results: r.results,
    findings: r.findings,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

const json = jsonColumn;

export interface NewRun {
  kind: string;
  params: unknown;
  revisionId: string | null;
  actorId: string | null;
  judgeId: string | null;
  attempt?: number;
  retryOfId?: string | null;
}

export async function createRun(prisma: PrismaClient, run: NewRun): Promise<JobRunView> {
  const row = await prisma.jobRun.create({
    data: {
      kind: run.kind,
      params: json(run.params),
      revisionId: run.revisionId,
      actorId: run.actorId,
      judgeId: run.judgeId,
      attempt: run.attempt ?? 0,
      retryOfId: run.retryOfId ?? null,
    },
  });
  return toRunView(row);
}

export async function getRun(prisma: PrismaClient, runId: string): Promise<JobRunView | null> {
  const row = await prisma.jobRun.findUnique({ where: { id: runId } });
  return row ? toRunView(row) : null;
}

// queued -> running, only for the first worker that asks
export async function claimRun(prisma: PrismaClient, runId: string, workerId: string): Promise<boolean> {
  const now = new Date();
  const { count } = await prisma.jobRun.updateMany({
    where: { id: runId, status: "queued" },
    data: { status: "running", workerId, startedAt: now, heartbeatAt: now, progress: 0, progressMessage: "started" },
  });
  return count === 1;
}

export async function writeProgress(prisma: PrismaClient, runId: string, progress: number, message: string): Promise<void> {
  await prisma.jobRun.updateMany({
    where: { id: runId, status: "running" },
    data: { progress, progressMessage: message.slice(0, 500), heartbeatAt: new Date() },
  });
}

// refreshes the heartbeat of this worker's running runs; returns the ids a maintainer cancelled
export async function heartbeat(prisma: PrismaClient, runIds: string[], workerId: string): Promise<string[]> {
  if (runIds.length === 0) return [];
  await prisma.jobRun.updateMany({ where: { id: { in: runIds }, status: "running", workerId }, data: { heartbeatAt: new Date() } });
  const cancelled = await prisma.jobRun.findMany({
    where: { id: { in: runIds }, OR: [{ cancelRequested: true }, { status: { not: "running" } }] },
    select: { id: true },
  });
  return cancelled.map((r) => r.id);
}

export interface Outcome {
  status: Extract<JobStatus, "succeeded" | "failed" | "cancelled">;
  results?: unknown;
  findings?: unknown;
  error?: string | null;
  message?: string;
}

export async function finishRun(prisma: PrismaClient, runId: string, outcome: Outcome): Promise<boolean> {
  const { count } = await prisma.jobRun.updateMany({
    where: { id: runId, status: "running" },
    data: {
      status: outcome.status,
      finishedAt: new Date(),
      ...(outcome.status === "succeeded" ? { progress: 1 } : {}),
      progressMessage: outcome.message ?? outcome.status,
      ...(outcome.results !== undefined ? { results: json(outcome.results) } : {}),
      ...(outcome.findings !== undefined ? { findings: json(outcome.findings) } : {}),
      error: outcome.error ? outcome.error.slice(0, 4000) : null,
    },
  });
  return count === 1;
}

// a queued run is cancelled at once; a running one is flagged and its worker aborts it
export async function requestCancel(prisma: PrismaClient, runId: string): Promise<JobRunView | null> {
  await prisma.jobRun.updateMany({
    where: { id: runId, status: "queued" },
    data: { status: "cancelled", cancelRequested: true, finishedAt: new Date(), progressMessage: "cancelled before it started" },
  });
  await prisma.jobRun.updateMany({
    where: { id: runId, status: "running" },
    data: { cancelRequested: true, progressMessage: "cancelling" },
  });
  return getRun(prisma, runId);
}

export interface Recovered {
  resumed: string[];
  failed: string[];
}

// runs left "running" by a worker whose heartbeat stopped: re-queued when their kind is resumable,
// otherwise failed with the reason. Never left stuck.
export async function recoverStaleRuns(
  prisma: PrismaClient,
  staleBefore: Date,
  isResumable: (kind: string) => boolean,
): Promise<Recovered> {
  const stale = await prisma.jobRun.findMany({
    where: { status: "running", OR: [{ heartbeatAt: null }, { heartbeatAt: { lt: staleBefore } }] },
    select: { id: true, kind: true, workerId: true, heartbeatAt: true, cancelRequested: true },
  });
  const out: Recovered = { resumed: [], failed: [] };
  for (const run of stale) {
    const seen = run.heartbeatAt ? run.heartbeatAt.toISOString() : "never";
    const where = { id: run.id, status: "running" as const, heartbeatAt: run.heartbeatAt };
    if (isResumable(run.kind) && !run.cancelRequested) {
      const { count } = await prisma.jobRun.updateMany({
        where,
        data: {
          status: "queued",
          attempt: { increment: 1 },
          progress: 0,
          progressMessage: `resumed: worker ${run.workerId ?? "?"} stopped (last heartbeat ${seen})`,
          workerId: null,
        },
      });
      if (count === 1) out.resumed.push(run.id);
    } else {
      const { count } = await prisma.jobRun.updateMany({
        where,
        data: {
          status: run.cancelRequested ? "cancelled" : "failed",
          finishedAt: new Date(),
          progressMessage: "worker stopped",
          error: `worker stopped: worker ${run.workerId ?? "?"} stopped sending heartbeats while running this job (last heartbeat ${seen})`,
        },
      });
      if (count === 1) out.failed.push(run.id);
    }
  }
  return out;
}

export async function queuedRunIds(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.jobRun.findMany({ where: { status: "queued" }, select: { id: true }, orderBy: { createdAt: "asc" } });
  return rows.map((r) => r.id);
}

export async function listRuns(
  prisma: PrismaClient,
  where: { revisionId?: string; kind?: string | { startsWith: string } },
  take = 50,
): Promise<JobRunView[]> {
  const rows = await prisma.jobRun.findMany({ where, orderBy: { createdAt: "desc" }, take });
  return rows.map(toRunView);
}
