import Link from "next/link";
import { guardPage } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { GIT_IMPORT_KIND } from "@/lib/data/git-import-job";
import { listRuns } from "@/lib/jobs/run-store";
import { GitImportForm } from "@/components/revisions/GitImportForm";
import { GitImportResults, type GitImportRunSummary } from "@/components/revisions/GitImportResults";

export const dynamic = "force-dynamic";

/** /import: maintainers import a task's history from git; the latest runs say what each commit became. */
export default async function ImportPage() {
  await guardPage("review");
  const runs = await listRuns(await getPrisma(), { kind: GIT_IMPORT_KIND }, 5);
  const summaries: GitImportRunSummary[] = runs.map((r) => ({
    id: r.id,
    status: r.status,
    error: r.error,
    params: r.params as GitImportRunSummary["params"],
    results: r.results as GitImportRunSummary["results"],
  }));
  return (
    <>
      <p className="muted">
        <Link href="/">Tasks</Link> / import
      </p>
      <h1>Import a task from git</h1>
      <p>
        Each commit on the ref that changed the task folder becomes a revision with its sha, author, date and message. Importing the same
        ref again changes nothing.
      </p>
      <GitImportForm latest={runs[0] ?? null} />
      <GitImportResults runs={summaries} />
    </>
  );
}
