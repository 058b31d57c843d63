// The "import:git" job's kind, parameters and stored results, apart from its handler
// (git-import-job.ts) so an action enqueues it without loading git and the importer.
import { z } from "zod";

export const GIT_IMPORT_KIND = "import:git";
export const gitImportParams = z.object({
  source: z.string().min(1).max(2000),
  ref: z.string().min(1).max(255),
  folder: z.string().max(500).default(""),
  salvageSpec: z.boolean().default(false),
});
export type GitImportParams = z.infer<typeof gitImportParams>;

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
      /** what the import did to a proposal of the same content (accepted it, or left a rejection standing) */
      notes: z.array(z.string()).optional(),
    }),
  ),
  /** the task's own verifier's run on the newest new revision (a family no port scores), else null */
  verifierRunId: z.string().nullable().optional(),
});
export type GitImportResults = z.infer<typeof GitImportResultsSchema>;
