"use client";
// A task folder as a .tar.gz or .zip becomes a new revision of this task: the same route the CLI's
// `push` uses (POST /api/tasks/<id>/revisions), so extraction limits, the importer's checks and the
// submission rules are the API's. The answer names the revision or every refused file and field.
import { useHydrated } from "../use-hydrated";
import { ErrorLines, usePostForm, type ApiError } from "./post-form";

type Stored = {
  ok: true;
  revision: "new" | "unchanged";
  revisionId: string;
  rows: number;
  ledgers: number;
  scoreRuns: number;
  errorFindings?: string[];
};
type Answer = Stored | ApiError;

/** Posts an archive form (file `archive`, box `salvageSpec`) to an archive route; shared with "new task from archive". */
export function useArchivePost<A>(url: string) {
  const { answer, pending, post } = usePostForm<A>(url);
  const hydrated = useHydrated();
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    // the route reads salvageSpec "1"; an unticked box sends nothing
    if (form.get("salvageSpec")) form.set("salvageSpec", "1");
    await post(form);
  }
  return { answer, pending, hydrated, submit };
}

/** The archive file, the salvage box and the submit button every archive form shows. */
export function ArchiveFields({ pending, hydrated, idle, busy }: { pending: boolean; hydrated: boolean; idle: string; busy: string }) {
  return (
    <>
      <label>
        Archive (.tar.gz or .zip of the task folder) <input type="file" name="archive" accept=".tar.gz,.tgz,.zip" required />
      </label>
      <label>
        <input type="checkbox" name="salvageSpec" /> import a SPEC card that is not valid YAML (each broken key recorded)
      </label>
      <button type="submit" disabled={pending || !hydrated}>
        {pending ? busy : idle}
      </button>
    </>
  );
}

export function ArchiveUploadForm({ taskId }: { taskId: string }) {
  const { answer, pending, hydrated, submit } = useArchivePost<Stored>(`/api/tasks/${encodeURIComponent(taskId)}/revisions`);
  return (
    <form method="post" onSubmit={submit} className="panel stack" data-testid="archive-upload-form">
      <strong>Upload the task folder as a new revision</strong>
      <ArchiveFields pending={pending} hydrated={hydrated} idle="Upload archive" busy="Uploading…" />
      <ArchiveAnswer taskId={taskId} answer={answer} />
    </form>
  );
}

function ArchiveAnswer({ taskId, answer }: { taskId: string; answer: Answer | null }) {
  if (!answer) return null;
  if (!answer.ok) return <ErrorLines error={answer.error} testId="archive-upload-error" />;
  return (
    <div role="status" className="form-ok" data-testid="archive-upload-result">
      {answer.revision === "new" ? "New revision stored" : "Unchanged: this content is already the latest revision"}: {answer.rows} rows,{" "}
      {answer.ledgers} ledgers, {answer.scoreRuns} score runs.{" "}
      {answer.errorFindings?.length ? <span className="field-error">{answer.errorFindings.length} error findings. </span> : null}
      <a href={`/tasks/${encodeURIComponent(taskId)}`}>reload the task</a>
    </div>
  );
}
