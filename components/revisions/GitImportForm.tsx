"use client";
// "Import from git": repository (URL, or a folder inside VBENCH_GIT_DIR), ref and task folder;
// the import runs as a job whose progress is shown per commit.
import { useActionState } from "react";
import { importFromGit } from "@/lib/actions/import-from-git";
import { JobProgress, type JobProgressRun } from "@/components/jobs/job-progress";

export function GitImportForm({ latest }: { latest: JobProgressRun | null }) {
  const [state, action, pending] = useActionState(importFromGit, null);
  const started = state?.ok ? state.data?.runId : undefined;
  const run: JobProgressRun | null = started
    ? {
        id: started,
        kind: "import:git",
        status: "queued",
        progress: 0,
        progressMessage: "queued",
        error: null,
        startedAt: null,
        finishedAt: null,
      }
    : latest;
  const err = (f: string) =>
    state?.fieldErrors?.[f]?.map((m) => (
      <span key={m} className="field-error">
        {m}
      </span>
    ));
  return (
    <div className="stack">
      <form action={action} className="panel stack" data-testid="git-import-form">
        <label>
          Repository (URL, or a folder inside VBENCH_GIT_DIR)
          <input name="source" required placeholder="https://github.com/org/bench.git" />
          {err("source")}
        </label>
        <label>
          Ref (branch, tag or commit)
          <input name="ref" required defaultValue="main" />
          {err("ref")}
        </label>
        <label>
          Task folder inside the repository (empty: the repository root)
          <input name="folder" placeholder="tasks/<family>/<task>" />
          {err("folder")}
        </label>
        <label className="inline">
          <input type="checkbox" name="salvageSpec" /> import a SPEC card that is not valid YAML (each broken key recorded)
        </label>
        <button type="submit" className="primary" disabled={pending}>
          Import every commit that changed the folder
        </button>
        {state && !state.ok ? <p className="field-error">{state.message}</p> : null}
      </form>
      {run ? <JobProgress key={run.id} initial={run} label="Git import" /> : null}
    </div>
  );
}
