"use client";
// Starts a task-judge run and shows its live progress (the latest run's, before one is started).
import { useActionState } from "react";
import { runTaskJudge } from "@/lib/actions/run-task-judge";
import { JobProgress, type JobProgressRun } from "@/components/jobs/job-progress";

export function RunTaskJudgeButton({
  taskId,
  revisionId,
  latest,
  canRun,
}: {
  taskId: string;
  revisionId: string;
  latest: JobProgressRun | null;
  canRun: boolean;
}) {
  const [state, action, pending] = useActionState(runTaskJudge, null);
  const started = state?.ok ? state.data?.runId : undefined;
  const run: JobProgressRun | null = started
    ? {
        id: started,
        kind: "task-judge",
        status: "queued",
        progress: 0,
        progressMessage: "queued",
        error: null,
        startedAt: null,
        finishedAt: null,
      }
    : latest;
  const active = run && (run.status === "queued" || run.status === "running");
  return (
    <div className="stack">
      {canRun ? (
        <form action={action}>
          <input type="hidden" name="taskId" value={taskId} />
          <input type="hidden" name="revisionId" value={revisionId} />
          <button type="submit" className="primary" disabled={pending || Boolean(active)}>
            {run ? "Run the task's judge again" : "Run the task's judge on every ledger"}
          </button>
        </form>
      ) : null}
      {state && !state.ok ? <p className="field-error">{state.message}</p> : null}
      {run ? <JobProgress key={run.id} initial={run} label="Task judge" /> : null}
    </div>
  );
}
