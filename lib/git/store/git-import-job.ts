// Job kind "import:git": a task's history from a repository (the dashboard's "Import from git"),
// one revision per commit that changed the folder, with progress per commit. When the newest new
// revision is of a family no port scores and ships its own verifier, that verifier runs here in the
// sandbox (older commits' revisions keep the task page's "Run the task's judge" button: one run
// per import, not one per commit of the history).
import type { JobContext } from "../../jobs/types";
import type { GitImportParams, GitImportResults } from "./git-import-params";
import { runOwnVerifierInline } from "../../judges/store/run-inline";
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
  ctx.setFindings([
    ...rejected.map((c) => ({
      code: "commit-rejected",
      severity: "warning",
      message: `${c.sha.slice(0, 12)}: ${(c.errors ?? []).join("; ")}`,
    })),
    ...r.commits.flatMap((c) =>
      (c.notes ?? []).map((n) => ({ code: "proposal-settled", severity: "info", message: `${c.sha.slice(0, 12)}: ${n}` })),
    ),
  ]);
  const newest = r.commits.findLast((c) => c.outcome === "new");
  let verifierRunId: string | null = null;
  if (newest?.ownVerifier && newest.revisionId) {
    ctx.progress(1, `running the task's own verifier on ${newest.sha.slice(0, 8)} in the sandbox`);
    verifierRunId = await runOwnVerifierInline(ctx.db, newest.revisionId, ctx.signal, `import:git ${ctx.runId}`);
  }
  const results: GitImportResults = {
    taskId: r.taskId,
    commits: r.commits.map((c) => ({
      sha: c.sha,
      message: c.message,
      outcome: c.outcome,
      revisionId: c.revisionId ?? null,
      errors: c.errors ?? [],
      ...(c.notes ? { notes: c.notes } : {}),
    })),
    verifierRunId,
  };
  return results;
}
