// The job API's shapes. A handler is pure-code glue: it gets its parameters and a context, does
// its work (calling pure modules, then lib/data), reports progress, honours the abort signal and
// returns plain JSON results. Everything about queues, workers and persistence stays in lib/jobs.
import type { z } from "zod";
import type { Database } from "../db/client";

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const FINISHED_STATUSES: readonly JobStatus[] = ["succeeded", "failed", "cancelled"];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JobContext {
  runId: string;
  revisionId: string | null;
  actorId: string | null;
  // fraction in [0, 1] (clamped) and a short human message; cheap to call often (writes are throttled)
  progress(fraction: number, message?: string): void;
  // recorded with the run beside the results (audit findings, cross-check disagreements); stored
  // through toJsonSafe like the results, so any plain value will do
  setFindings(findings: unknown): void;
  // aborted when a maintainer cancels the run (seen within about a second, on any worker machine)
  // or the worker shuts down; a handler should stop and throw (signal.throwIfAborted())
  signal: AbortSignal;
  // the worker's database (the server's own in the web process, the worker's in `npm run worker`)
  db: Database;
}

// One kind of job. Method syntax on purpose: a table of kinds with different parameter types is
// a JobKinds (each entry checked where it is written, through jobKind()).
export interface JobKind<P = unknown> {
  // parses the parameters at enqueue time (errors name the field) and again before the handler runs
  params?: z.ZodType<P>;
  // a run left "running" by a dead worker is re-queued (true) or marked failed "worker stopped" (false)
  resumable?: boolean;
  // most runs of this kind one worker process executes at once; the others wait queued, leaving the
  // worker's other slots to other kinds (pull-request jobs: a slow clone must not hold every slot)
  concurrency?: number;
  // the judge this kind of run scores with, when the parameters name one (shown with the run)
  judgeIdOf?(params: P): string | null;
  // production kinds import their handler module here, so enqueueing loads only the params schema
  handler(params: P, ctx: JobContext): Promise<unknown>;
}

/** kind name -> kind: the one table a job system executes (lib/job-kinds/table.ts in production). */
export type JobKinds = Readonly<Record<string, JobKind>>;

const KIND_PATTERN = /^[a-z][a-z0-9-]*(:[a-z0-9-]+)*$/;

/** A table of kinds, its names checked: lowercase words joined by - or : (e.g. "audit:omission"). */
export function jobKinds(kinds: JobKinds): JobKinds {
  for (const name of Object.keys(kinds))
    if (!KIND_PATTERN.test(name)) throw new Error(`job kind "${name}" must be lowercase words joined by - or : (e.g. "audit:omission")`);
  return kinds;
}

/** One entry, typed by its own parameters. */
export function jobKind<P>(kind: JobKind<P>): JobKind {
  return kind;
}

export interface EnqueueOptions {
  revisionId?: string | null;
  actorId?: string | null;
}

// what the UI and the progress route read: the persisted JobRun row, dates as ISO strings
export interface JobRunView {
  id: string;
  kind: string;
  revisionId: string | null;
  params: unknown;
  judgeId: string | null;
  actorId: string | null;
  status: JobStatus;
  progress: number;
  progressMessage: string;
  attempt: number;
  retryOfId: string | null;
  cancelRequested: boolean;
  results: unknown;
  findings: unknown;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export class JobInputError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "JobInputError";
  }
}
