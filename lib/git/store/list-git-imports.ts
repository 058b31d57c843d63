// The /import page's recent git imports: each run's params and results read with their schemas.
// A run whose stored params or results do not parse still lists, with the reason beside its error.
import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client";
import { listRuns } from "../../jobs/run-store";
import type { JobRunView } from "../../jobs/types";
import { GIT_IMPORT_KIND, GitImportResultsSchema, type GitImportResults } from "./git-import-params";
import { readStored } from "../../db/stored-json";

/** JobRun.params of a git import as the page shows them (stored as the form sent them, validated at enqueue). */
const StoredGitImportParamsSchema = z.looseObject({
  source: z.string().optional(),
  ref: z.string().optional(),
  folder: z.string().optional(),
  salvageSpec: z.boolean().optional(),
});

export interface GitImportRun {
  id: string;
  status: string;
  /** the run's error, and the reason when a stored column could not be read */
  error: string | null;
  params: { source?: string; ref?: string; folder?: string; salvageSpec?: boolean } | null;
  results: GitImportResults | null;
  /** the task the results name is stored: the page links it only then */
  taskExists: boolean;
}

export async function listGitImports(prisma: PrismaClient, take = 5): Promise<{ latest: JobRunView | null; runs: GitImportRun[] }> {
  const runs = await listRuns(prisma, { kind: GIT_IMPORT_KIND }, take);
  const parsed = runs.map((r) => {
    const params = readStored(StoredGitImportParamsSchema.nullable(), r.params, "JobRun.params", null);
    const results = readStored(GitImportResultsSchema.nullable(), r.results, "JobRun.results", null);
    const errors = [r.error, ...[params, results].flatMap((s) => (s.ok ? [] : [s.reason]))].filter((e) => e);
    return { id: r.id, status: r.status, error: errors.length ? errors.join("; ") : null, params: params.value, results: results.value };
  });
  const taskIds = [...new Set(parsed.flatMap((r) => (r.results ? [r.results.taskId] : [])))];
  const stored = new Set((await prisma.task.findMany({ where: { id: { in: taskIds } }, select: { id: true } })).map((t) => t.id));
  return {
    latest: runs[0] ?? null,
    runs: parsed.map((r) => ({ ...r, taskExists: !!r.results && stored.has(r.results.taskId) })),
  };
}
