"use client";
// A form that starts one background job through a server action and follows the run's progress:
// before anything is started it shows the latest run (if any); once the action answers with a
// runId it follows that run. One shape for every "start a job" button (media fetch, task judge,
// git import); each caller passes its action, its labels and its job kind.
import { useActionState, type ReactNode } from "react";
import type { ActionState } from "@/lib/auth/action-state";
import { JobProgress, queuedRun, type JobProgressRun } from "./job-progress";

export type StartJobAction = (prev: ActionState<{ runId: string }>, form: FormData) => Promise<ActionState<{ runId: string }>>;

export interface StartJobFormProps {
  action: StartJobAction;
  /** the job kind of a run this form starts (the progress shows it until the first poll) */
  kind: string;
  /** the progress panel's label, e.g. "Pinned media" */
  progressLabel: string;
  /** the newest run of this kind, shown before one is started here */
  latest: JobProgressRun | null;
  /** the submit button's text; a function of the run shown (the latest, or the one just started) */
  submitLabel: string | ((run: JobProgressRun | null) => string);
  /** name -> value, posted with the form */
  hidden?: Record<string, string>;
  /** the form's own fields; `fieldError(name)` renders that field's errors from the action */
  fields?: (fieldError: (name: string) => ReactNode) => ReactNode;
  /** false: no form, only the progress (the viewer may not start the job) */
  canStart?: boolean;
  /** disable the button while the shown run is queued or running (default true) */
  oneAtATime?: boolean;
  primary?: boolean;
  className?: string;
  testId?: string;
  formClassName?: string;
  formTestId?: string;
}

export function StartJobForm({
  action,
  kind,
  progressLabel,
  latest,
  submitLabel,
  hidden = {},
  fields,
  canStart = true,
  oneAtATime = true,
  primary = false,
  className,
  testId,
  formClassName,
  formTestId,
}: StartJobFormProps) {
  const [state, formAction, pending] = useActionState(action, null);
  const started = state?.ok ? state.data?.runId : undefined;
  const run = started ? queuedRun(started, kind) : latest;
  const active = run !== null && (run.status === "queued" || run.status === "running");
  const fieldError = (name: string) =>
    state?.fieldErrors?.[name]?.map((m) => (
      <span key={m} className="field-error">
        {m}
      </span>
    ));
  return (
    <div className={className ? `stack ${className}` : "stack"} data-testid={testId}>
      {canStart ? (
        <form action={formAction} className={formClassName} data-testid={formTestId}>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {fields?.(fieldError)}
          <button type="submit" className={primary ? "primary" : undefined} disabled={pending || (oneAtATime && active)}>
            {typeof submitLabel === "function" ? submitLabel(run) : submitLabel}
          </button>
          {state && !state.ok ? <p className="field-error">{state.message}</p> : null}
        </form>
      ) : null}
      {run ? <JobProgress key={run.id} initial={run} label={progressLabel} /> : null}
    </div>
  );
}
