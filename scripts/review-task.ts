// Contract review of one task folder: `npm run -s review-task -- <folder> [--git <repo> --range a..b] [--json]`.
// Prints the findings (grouped by code; --json: one array of {code, severity, file, line, message,
// evidence, fix}, and the checks that could not run on stderr); exit 1 on any error-severity finding, 2 when the folder cannot be read or parsed.
import path from "node:path";
import { Command } from "commander";
import { reviewParsedTask } from "../lib/contract/review-task";
import { formatReview } from "../lib/contract/format";
import { readBlobChanges } from "../lib/git/blob-history";
import { readTaskFolder } from "../lib/importers/read-folder";
import { parseTaskFolder } from "../lib/importers/parse-task-folder";

const program = new Command()
  .name("review-task")
  .argument("<folder>", "task folder")
  .option("--git <repo>", "git repository holding the folder's history (for blob hygiene)")
  .option("--range <a..b>", "revision range to check for blobs (with --git)")
  .option("--json", "print the findings as JSON")
  .option("--no-sensitivity", "skip the reward-sensitivity audit")
  .parse();

async function main(): Promise<void> {
  const folder = path.resolve(program.args[0]);
  const opts = program.opts<{ git?: string; range?: string; json?: boolean; sensitivity: boolean }>();
  if (Boolean(opts.git) !== Boolean(opts.range)) fail("--git and --range go together");
  const files = await readTaskFolder(folder);
  // a broken SPEC card still gets a review of everything else (the importer reports it)
  const parsed = parseTaskFolder(path.basename(folder), files, { kind: "folder", location: folder }, { specCardErrors: "finding" });
  if (!parsed.ok) fail(parsed.errors.map((e) => `${e.file}${e.line ? `:${e.line}` : ""}: ${e.reason}`).join("\n"));
  const history =
    opts.git && opts.range
      ? { range: opts.range, changes: await readBlobChanges(opts.git, opts.range, folderInRepo(opts.git, folder)) }
      : null;
  const review = await reviewParsedTask(parsed.task, files, { history, sensitivity: opts.sensitivity });
  if (opts.json) {
    const rows = review.findings.map(({ code, severity, file, line, message, evidence, fix }) => ({
      code,
      severity,
      file,
      line,
      message,
      evidence,
      fix,
    }));
    process.stdout.write(JSON.stringify(rows, null, 2) + "\n");
    // stdout stays the findings array; an empty one is not a clean bill while a check could not run
    for (const c of review.checks) if (c.state === "absent") process.stderr.write(`not checked: ${c.check} (${c.note})\n`);
  } else process.stdout.write(formatReview(review));
  process.exitCode = review.findings.some((f) => f.severity === "error") ? 1 : 0;
}

/** The task folder's path inside the repository (its blobs only, folder-relative); "" = the whole repository, when the folder lies outside it. */
function folderInRepo(repo: string, folder: string): string {
  const rel = path.relative(path.resolve(repo), folder);
  return rel === "" || rel.startsWith("..") || path.isAbsolute(rel) ? "" : rel.split(path.sep).join("/");
}

function fail(message: string): never {
  process.stderr.write(`review-task: ${message}\n`);
  process.exit(2);
}

main().catch((e: unknown) => fail(e instanceof Error ? e.message : String(e)));
