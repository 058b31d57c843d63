// npm run -s import -- <task-folder>... : parse, validate and store task folders (one transaction
// each), scoring every ledger with the task's judges. Exits 1 if any folder is broken; a broken
// folder writes nothing and its problems are printed as "file, line N, field F: reason".
// The database and the importer are loaded after the arguments are checked: --help and a usage
// error never pay for Prisma and PGlite (so no static imports; `export {}` keeps this a module).
export {};

const args = process.argv.slice(2).filter((a) => a !== "--");
// --git imports a task's history from a repository (scripts/import-git.ts)
if (args.includes("--git")) process.exit(await (await import("./import-git")).runGitImport(args));
const salvageSpec = args.includes("--salvage-spec");
const folders = args.filter((a) => !a.startsWith("--"));
if (folders.length === 0 || args.includes("--help")) {
  console.log(
    "usage: npm run -s import -- [--salvage-spec] <task-folder>...\n" +
      "       npm run -s import -- --git <repo-path-or-url> --ref <branch|sha> [--path tasks/<family>/<task>] [--salvage-spec]\n" +
      "Imports each folder into DATABASE_URL (default: .data/pglite), one transaction per folder.\n" +
      "--salvage-spec  import a SPEC card that is not valid YAML: keep the keys that parse, record each broken key with its line",
  );
  process.exit(args.includes("--help") ? 0 : 2);
}
const unknown = args.filter((a) => a.startsWith("--") && a !== "--salvage-spec" && a !== "--help");
if (unknown.length) {
  console.error(`unknown option ${unknown[0]} (see --help)`);
  process.exit(2);
}

// a short run: the wasm inside the database modules stays baseline-compiled and V8 keeps the heap
// small; flags of this process only (lib/db/short-run-wasm.ts)
const shortRun = await import("../lib/db/short-run-wasm");
shortRun.preferSmallHeap();
shortRun.preferBaselineWasm();
const { openDatabase } = await import("../lib/db/client");
const { applyMigrations } = await import("../lib/db/migrations");
const { describeTarget } = await import("../lib/db/url");
const { importTaskFolder } = await import("../lib/importers/store/import-task-folder");
let failed = 0;
let db;
try {
  db = await openDatabase();
  await applyMigrations(db.sql);
} catch (e) {
  console.error(`cannot open the database: ${e instanceof Error ? e.message : String(e)}`);
  console.error("(a PGlite directory can be opened by one process at a time: is the dashboard running on it?)");
  process.exit(1);
}
console.log(`database: ${describeTarget(db.target)}`);
for (const [i, folder] of folders.entries()) {
  try {
    const r = await importTaskFolder(db.prisma, folder, { salvageSpec, lastParse: i === folders.length - 1 });
    if (!r.ok) {
      failed++;
      console.error(`✗ ${folder}: not imported, nothing written`);
      for (const e of r.errors) console.error(`    ${e.text}`);
      if (!salvageSpec && r.errors.some((e) => e.file === "SPEC.md" && e.field === "yaml card"))
        console.error("    (--salvage-spec imports the keys of the card that parse, naming each broken key with its line)");
      continue;
    }
    console.log(
      `✓ ${r.taskId}: revision ${r.revision} (${r.revisionId}) — ${r.rows} rows, ${r.ledgers} ledgers, ${r.rollouts} rollouts, ` +
        `${r.artifacts} other files, ${r.scoreRuns} score runs, ${r.findings} findings`,
    );
    for (const p of r.problems) console.log(`    note: ${p}`);
    for (const e of r.errorFindings ?? []) console.log(`    ! ${e}`);
    for (const a of r.staleArtifacts ?? []) console.log(`    stale: ${a}`);
  } catch (e) {
    failed++;
    console.error(`✗ ${folder}: ${e instanceof Error ? e.message : String(e)} (nothing written)`);
  }
}
await db.close();
process.exit(failed ? 1 : 0);
