// A stored run as a page shows its progress (components/jobs/job-progress.tsx takes it as its first
// state and polls the progress route for the rest): the columns to select, and the row with its
// dates as ISO strings. The audits page and a pull request's page read their runs through it.
import type { Prisma } from "../generated/prisma/client";
import type { JobRunView } from "./types";

/** createdAt too: a caller orders or bounds runs by it (a PR's re-publishes since its own job) */
export const RUN_PROGRESS_SELECT = {
  id: true,
  kind: true,
  status: true,
  progress: true,
  progressMessage: true,
  error: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
} satisfies Prisma.JobRunSelect;

export type StoredRunProgress = Prisma.JobRunGetPayload<{ select: typeof RUN_PROGRESS_SELECT }>;

export type RunProgress = Pick<
  JobRunView,
  "id" | "kind" | "status" | "progress" | "progressMessage" | "error" | "startedAt" | "finishedAt"
>;

export function runProgressOf(run: StoredRunProgress): RunProgress {
  return {
    id: run.id,
    kind: run.kind,
    status: run.status,
    progress: run.progress,
    progressMessage: run.progressMessage,
    error: run.error,
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
