import Link from "next/link";
import { guardPage } from "@/lib/auth/guard";
import { getPrisma } from "@/lib/data/db";
import { listGitImports } from "@/lib/git/store/list-git-imports";
import { GitImportForm } from "@/components/revisions/GitImportForm";
import { GitImportResults } from "@/components/revisions/GitImportResults";
import { NewTaskArchiveForm } from "@/components/revisions/NewTaskArchiveForm";

export const dynamic = "force-dynamic";

/** /import: maintainers import a task's history from git; the latest runs say what each commit became. */
export default async function ImportPage() {
  await guardPage("review");
  const { latest, runs } = await listGitImports(await getPrisma());
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
      <GitImportForm latest={latest} />
      <GitImportResults runs={runs} />
      <h2>Or from a folder archive</h2>
      <NewTaskArchiveForm />
    </>
  );
}
