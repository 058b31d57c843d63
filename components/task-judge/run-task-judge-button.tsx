"use client";
// Starts a task-judge run and shows its live progress (the latest run's, before one is started).
import { runTaskJudge } from "@/lib/actions/run-task-judge";
import type { JobProgressRun } from "@/components/jobs/job-progress";
import { StartJobForm } from "@/components/jobs/start-job-form";

export function RunTaskJudgeButton(props: { taskId: string; revisionId: string; latest: JobProgressRun | null; canRun: boolean }) {
  return (
    <StartJobForm
      action={runTaskJudge}
      kind="task-judge"
      progressLabel="Task judge"
      latest={props.latest}
      hidden={{ taskId: props.taskId, revisionId: props.revisionId }}
      canStart={props.canRun}
      primary
      submitLabel={(run) => (run ? "Run the task's judge again" : "Run the task's judge on every ledger")}
    />
  );
}
