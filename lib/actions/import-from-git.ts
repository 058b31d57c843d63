"use server";
// "Import from git" (maintainers): queue the import of a task's history; local repositories only
// from inside VBENCH_GIT_DIR, so the form cannot name an arbitrary server path.
import { z } from "zod";
import { guardAction } from "../auth/guard";
import { GIT_IMPORT_KIND } from "../git/store/git-import-params";
import { checkDashboardGitSource } from "../git/allowed-source";
import { enqueueJob } from "../job-kinds/server";

const schema = z.object({
  source: z.string().trim().min(1, "name a repository URL or a folder inside VBENCH_GIT_DIR").max(2000),
  ref: z
    .string()
    .trim()
    .min(1, "name a branch, tag or commit")
    .max(255)
    .regex(/^[A-Za-z0-9._\/-]+$/, "a branch, tag or sha: letters, digits, . _ / - only")
    .refine((r) => !r.startsWith("-"), "cannot start with -"),
  folder: z
    .string()
    .trim()
    .max(500)
    .regex(/^[A-Za-z0-9._\/-]*$/, "a folder path inside the repository")
    .refine((f) => !f.split("/").includes(".."), "must stay inside the repository")
    .default(""),
  salvageSpec: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false),
});

export const importFromGit = guardAction<typeof schema, { runId: string }>(
  { need: "review", schema, name: "import-from-git" },
  async (input, actor) => {
    const checked = checkDashboardGitSource(input.source);
    if (!checked.ok) return { ok: false, message: "Nothing was imported.", fieldErrors: { source: [checked.reason] } };
    const run = await enqueueJob(GIT_IMPORT_KIND, { ...input, source: checked.source }, { actorId: actor.userId });
    return {
      message: `Queued: importing ${input.folder || "the repository"} at ${input.ref}.`,
      data: { runId: run.id },
      audit: { target: input.source, details: { ref: input.ref, folder: input.folder } },
    };
  },
);
