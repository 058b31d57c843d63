// Runs one claimed JobRun: parses its parameters, calls the kind's handler with progress and an
// abort signal, and records the outcome. Never throws: every failure becomes a stored result.
import type { Database } from "../db/client";
import { claimRun, finishRun, getRun, writeProgress } from "./run-store";
import type { JobContext, JobKind } from "./types";
import { issueLines } from "../input/zod-issues";

export const CANCELLED = "cancelled by a maintainer";
export const SHUTDOWN = "worker shutting down";

export interface ActiveRun {
  controller: AbortController;
}

export async function executeRun(
  db: Database,
  runId: string,
  workerId: string,
  active: Map<string, ActiveRun>,
  kindOf: (kind: string) => JobKind | undefined,
): Promise<void> {
  if (!(await claimRun(db.prisma, runId, workerId))) return; // cancelled, finished, or another worker has it
  const run = await getRun(db.prisma, runId);
  if (!run) return;
  const kind = kindOf(run.kind);
  if (!kind) {
    await finishRun(db.prisma, runId, { status: "failed", error: `no handler for job kind "${run.kind}" on worker ${workerId}` });
    return;
  }
  let params: unknown = run.params;
  if (kind.params) {
    const parsed = kind.params.safeParse(run.params);
    if (!parsed.success) {
      const issues = issueLines(parsed.error, { root: "(params)" }).join("; ");
      await finishRun(db.prisma, runId, { status: "failed", error: `bad parameters for ${run.kind}: ${issues}` });
      return;
    }
    params = parsed.data;
  }

  const controller = new AbortController();
  active.set(runId, { controller });
  const progress = progressWriter(db, runId);
  let findings: unknown;
  const ctx: JobContext = {
    runId,
    revisionId: run.revisionId,
    actorId: run.actorId,
    progress: progress.report,
    setFindings: (f) => void (findings = f),
    signal: controller.signal,
    db,
  };
  try {
    const results = await kind.handler(params, ctx);
    await progress.flush();
    if (controller.signal.aborted) await finishAborted(db, runId, controller.signal.reason, kind.resumable === true);
    else await finishRun(db.prisma, runId, { status: "succeeded", results: results ?? null, findings, message: "done" });
  } catch (e) {
    await progress.flush();
    if (controller.signal.aborted) await finishAborted(db, runId, controller.signal.reason, kind.resumable === true);
    else await finishRun(db.prisma, runId, { status: "failed", error: describeError(e), findings, message: "failed" });
  } finally {
    progress.stop();
    active.delete(runId);
  }
}

async function finishAborted(db: Database, runId: string, reason: unknown, resumable: boolean) {
  if (reason === SHUTDOWN && resumable) {
    // hand it back to the queue: the next worker to start resumes it
    await db.prisma.jobRun.updateMany({
      where: { id: runId, status: "running" },
      data: { status: "queued", attempt: { increment: 1 }, progress: 0, progressMessage: "re-queued: worker shut down", workerId: null },
    });
    return;
  }
  if (reason === SHUTDOWN)
    await finishRun(db.prisma, runId, {
      status: "failed",
      error: "worker stopped: the worker shut down while this job ran",
      message: "worker stopped",
    });
  else await finishRun(db.prisma, runId, { status: "cancelled", error: null, message: CANCELLED });
}

function describeError(e: unknown): string {
  if (e instanceof Error) return `${e.name === "Error" ? "" : `${e.name}: `}${e.message}`;
  return String(e);
}

// progress is reported as often as a handler likes; the row is written at most every 250 ms
function progressWriter(db: Database, runId: string) {
  let latest: { fraction: number; message: string } | null = null;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    if (!latest) return writing;
    const { fraction, message } = latest;
    latest = null;
    writing = writing
      .then(() => writeProgress(db.prisma, runId, fraction, message))
      .catch((e) => console.error(`[jobs] progress of ${runId}: ${e}`));
    return writing;
  };
  const timer = setInterval(write, 250);
  timer.unref();
  return {
    report(fraction: number, message = "") {
      const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
      latest = { fraction: f, message };
    },
    flush: () => write(),
    stop: () => clearInterval(timer),
  };
}
