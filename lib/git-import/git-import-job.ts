// Job kind "import:git": a task's history from a repository (the dashboard's "Import from git"),
// one revision per commit that changed the folder, with progress per commit.
import type { JobContext } from "../jobs/types";
import type { GitImportParams, GitImportResults } from "./git-import-params";
import { importTaskFromGit } from "./import-task-from-git";

export async function runGitImportJob(p: GitImportParams, ctx: JobContext): Promise<GitImportResults> {
  const r = await importTaskFromGit(ctx.db.prisma, {
    ...p,
    authorId: ctx.actorId,
    signal: ctx.signal,
    outbound: {}, // the environment's outbound policy: the source came from the dashboard
    onCommit: (i, n, c) => ctx.progress(i / n, `commit ${i + 1} of ${n}: ${c.sha.slice(0, 8)} ${c.message.split("\n")[0]}`),
  });
  if (!r.ok) throw new Error(r.error);
  const rejected = r.commits.filter((c) => c.outcome === "rejected");
  ctx.setFindings(
    rejected.map((c) => ({
      code: "commit-rejected",
      severity: "warning",
      message: `${c.sha.slice(0, 12)}: ${(c.errors ?? []).join("; ")}`,
    })),
  );
  const results: GitImportResults = {
    taskId: r.taskId,
    commits: r.commits.map((c) => ({
      sha: c.sha,
      message: c.message,
      outcome: c.outcome,
      revisionId: c.revisionId ?? null,
      errors: c.errors ?? [],
    })),
  };
  return results;
}
