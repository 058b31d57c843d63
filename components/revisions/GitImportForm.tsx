"use client";
// "Import from git": repository (URL, or a folder inside VBENCH_GIT_DIR), ref and task folder;
// the import runs as a job whose progress is shown per commit.
import { importFromGit } from "@/lib/actions/import-from-git";
import type { JobProgressRun } from "@/components/jobs/job-progress";
import { StartJobForm } from "@/components/jobs/start-job-form";

export function GitImportForm({ latest }: { latest: JobProgressRun | null }) {
  return (
    <StartJobForm
      action={importFromGit}
      kind="import:git"
      progressLabel="Git import"
      latest={latest}
      primary
      oneAtATime={false}
      submitLabel="Import every commit that changed the folder"
      formClassName="panel stack"
      formTestId="git-import-form"
      fields={(fieldError) => (
        <>
          <label>
            Repository (URL, or a folder inside VBENCH_GIT_DIR)
            <input name="source" required placeholder="https://github.com/org/bench.git" />
            {fieldError("source")}
          </label>
          <label>
            Ref (branch, tag or commit)
            <input name="ref" required defaultValue="main" />
            {fieldError("ref")}
          </label>
          <label>
            Task folder inside the repository (empty: the repository root)
            <input name="folder" placeholder="tasks/<family>/<task>" />
            {fieldError("folder")}
          </label>
          <label className="inline">
            <input type="checkbox" name="salvageSpec" /> import a SPEC card that is not valid YAML (each broken key recorded)
          </label>
        </>
      )}
    />
  );
}
