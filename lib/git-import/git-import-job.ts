// Job kind "import:git": a task's history from a repository (the dashboard's "Import from git"),
// one revision per commit that changed the folder, with progress per commit.
import { z } from "zod";
import { registerJobHandler } from "../jobs/registry";
import { importTaskFromGit } from "./import-task-from-git";

export const GIT_IMPORT_KIND = "import:git";
export const gitImportParams = z.object({
  source: z.string().min(1).max(2000),
  ref: z.string().min(1).max(255),
  folder: z.string().max(500).default(""),
  salvageSpec: z.boolean().default(false),
});

/** JobRun.results of a git import: the task and what each commit became. */
export const GitImportResultsSchema = z.object({
  taskId: z.string(),
  commits: z.array(
    z.object({
      sha: z.string(),
      message: z.string(),
      outcome: z.string(),
      revisionId: z.string().nullable(),
      errors: z.array(z.string()),
    }),
  ),
});
export type GitImportResults = z.infer<typeof GitImportResultsSchema>;

registerJobHandler<z.infer<typeof gitImportParams>>(
  GIT_IMPORT_KIND,
  async (p, ctx) => {
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
  },
  { params: gitImportParams },
);
