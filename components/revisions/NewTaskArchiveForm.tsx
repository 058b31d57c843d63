"use client";
// "New task from archive": a maintainer uploads a task folder (.tar.gz or .zip) and the task is
// created under the id its task.toml names — POST /api/tasks, the same extraction and importer as
// a pushed revision. The answer links to the new task, or names every refused file and field.
import { ArchiveFields, useArchivePost } from "../review/ArchiveUploadForm";
import { ErrorLines } from "../review/post-form";

type Created = { ok: true; taskId: string; revisionId: string; rows: number; ledgers: number; scoreRuns: number };

export function NewTaskArchiveForm() {
  const { answer, pending, hydrated, submit } = useArchivePost<Created>("/api/tasks");
  return (
    <form method="post" onSubmit={submit} className="panel stack" data-testid="new-task-archive-form">
      <strong>New task from a folder archive</strong>
      <span className="muted">The task id is the one task.toml&apos;s [task] name gives; a task that exists already is refused.</span>
      <ArchiveFields pending={pending} hydrated={hydrated} idle="Create the task" busy="Creating…" />
      {answer && !answer.ok ? <ErrorLines error={answer.error} testId="new-task-error" /> : null}
      {answer?.ok ? (
        <div role="status" className="form-ok" data-testid="new-task-result">
          Task <a href={`/tasks/${encodeURIComponent(answer.taskId)}`}>{answer.taskId}</a> created: {answer.rows} rows, {answer.ledgers}{" "}
          ledgers, {answer.scoreRuns} score runs.
        </div>
      ) : null}
    </form>
  );
}
