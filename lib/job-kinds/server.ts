import "server-only";
// The web server's job system: one per process, over the server's database (lib/data/db) and the
// kinds table, kept on globalThis so every Next bundle (route handlers, actions, instrumentation)
// shares it.
import { getDb } from "../data/db";
import { createJobSystem, type JobSystem } from "../jobs/job-system";
import type { EnqueueOptions, JobRunView } from "../jobs/types";
import { JOB_KINDS } from "./table";

declare global {
  // the process's one instance, shared by every Next bundle
  var __vbenchJobs: Promise<JobSystem> | undefined;
}
const holder = globalThis;

export function getJobSystem(): Promise<JobSystem> {
  holder.__vbenchJobs ??= (async () => createJobSystem(await getDb(), { kinds: JOB_KINDS }))().catch((e) => {
    holder.__vbenchJobs = undefined;
    throw e;
  });
  return holder.__vbenchJobs;
}

export async function enqueueJob(kind: string, params: unknown, options: EnqueueOptions = {}): Promise<JobRunView> {
  return (await getJobSystem()).enqueue(kind, params, options);
}

export async function cancelJob(runId: string): Promise<JobRunView | null> {
  return (await getJobSystem()).cancel(runId);
}

export async function retryJob(runId: string, actorId?: string | null): Promise<JobRunView> {
  return (await getJobSystem()).retry(runId, actorId);
}

// called once from instrumentation.ts when the server starts (VBENCH_WORKER=0 skips it)
export async function startServerWorker(): Promise<void> {
  const t0 = performance.now();
  const jobs = await getJobSystem();
  const recovered = await jobs.startWorker();
  const notes = [
    recovered.failed.length ? `${recovered.failed.length} run(s) left by a stopped worker marked failed` : "",
    recovered.resumed.length ? `${recovered.resumed.length} resumed` : "",
  ].filter(Boolean);
  console.log(
    `[jobs] worker ${jobs.workerId} on ${jobs.transport} started in ${Math.round(performance.now() - t0)} ms${notes.length ? `; ${notes.join(", ")}` : ""}`,
  );
}
