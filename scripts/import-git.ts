// npm run -s import -- --git <repo-path-or-url> --ref <branch|sha> [--path tasks/<family>/<task>] [--salvage-spec]
// Each commit on <ref> that changed the task folder becomes a revision with its sha, author, date
// and message; re-importing the same ref is a no-op. Exit 1 when the source cannot be read or a
// commit's folder is rejected, 2 on bad arguments.
import { Command, CommanderError } from "commander";
import { openDatabase } from "../lib/db/client";
import { applyMigrations } from "../lib/db/migrations";
import { describeTarget } from "../lib/db/url";
import { importTaskFromGit } from "../lib/git/store/import-task-from-git";

export async function runGitImport(argv: string[]): Promise<number> {
  const program = new Command("import")
    .requiredOption("--git <repo>", "a local clone's path, or a URL (cloned into .data/git-cache when the network allows)")
    .requiredOption("--ref <ref>", "branch, tag or commit sha")
    .option("--path <folder>", "the task folder inside the repository (default: the repository root)", "")
    .option("--salvage-spec", "import a SPEC card that is not valid YAML, recording each broken key", false)
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  try {
    program.parse(argv, { from: "user" });
  } catch (e) {
    return e instanceof CommanderError && e.exitCode === 0 ? 0 : 2;
  }
  const opts = program.opts<{ git: string; ref: string; path: string; salvageSpec: boolean }>();
  let db;
  try {
    db = await openDatabase();
    await applyMigrations(db.sql);
  } catch (e) {
    console.error(`cannot open the database: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  try {
    console.log(`database: ${describeTarget(db.target)}`);
    const r = await importTaskFromGit(db.prisma, { source: opts.git, ref: opts.ref, folder: opts.path, salvageSpec: opts.salvageSpec });
    for (const c of r.commits) {
      console.log(
        `${c.outcome === "rejected" ? "✗" : "✓"} ${c.sha.slice(0, 12)} ${c.message.split("\n")[0]}: ${c.outcome}${c.revisionId ? ` (revision ${c.revisionId})` : ""}`,
      );
      for (const e of c.errors ?? []) console.log(`    ${e}`);
      for (const n of c.notes ?? []) console.log(`    note: ${n}`);
    }
    if (!r.ok) {
      console.error(`✗ ${r.error} (nothing written)`);
      return 1;
    }
    const made = r.commits.filter((c) => c.outcome === "new").length;
    console.log(`${r.taskId}: ${r.commits.length} commit(s) touch the folder, ${made} new revision(s)`);
    return r.commits.some((c) => c.outcome === "rejected") ? 1 : 0;
  } finally {
    await db.close();
  }
}
