// Audit CLI: `npm run -s audit -- --task <task-folder> [--audit omission|probes|sweep|versions|all] [--json]`.
// Reads the folder (no database), runs the scorer audits, prints a table or JSON lines.
// Exit 0 ok, 1 a probe reaches the strong-agent bar or withholding matched answers raises a
// score, 2 bad arguments or an unreadable folder.
import path from "node:path";
import { AUDIT_CLI_USAGE, parseAuditCliArgs } from "../lib/audits/cli-args";

function usageError(message: string): never {
  process.stderr.write(`audit: ${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(0);
    throw err;
  });
  const args = parseAuditCliArgs(process.argv.slice(2));
  if (args.kind === "help") {
    process.stdout.write(`${AUDIT_CLI_USAGE}\n`);
    return;
  }
  if (args.kind === "error") usageError(args.message);

  // the importer (markdown, YAML, zod) and the audits load only once the arguments are usable
  const { readTaskFolder } = await import("../lib/importers/read-folder");
  const { parseTaskFolder } = await import("../lib/importers/parse-task-folder");
  const { runAuditSuite, suiteFails } = await import("../lib/audits/suite");
  const { auditInputOf } = await import("../lib/audits/task-input");
  const { reportRecords, reportTable } = await import("../lib/audits/report");
  const { createProbePool } = await import("../lib/audits/pool/probe-pool");
  const { tuneHeapForSweeps } = await import("../lib/audits/pool/heap-tuning");
  let files: Map<string, Uint8Array>;
  try {
    files = await readTaskFolder(args.task);
  } catch (err) {
    usageError(`cannot read task folder ${args.task}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const taskId = path.basename(path.resolve(args.task));
  const parsed = parseTaskFolder(taskId, files, { kind: "folder", location: args.task }, { specCardErrors: "recover" });
  if (!parsed.ok)
    usageError(
      `${args.task} is not a task folder: ${parsed.errors.map((e) => `${e.file}${e.field ? ` ${e.field}` : ""}: ${e.reason}`).join("; ")}`,
    );
  if (parsed.task.pairings.length === 0) usageError(`${args.task}: no judge pairing (family not detected)`);

  // this process only runs the sweep (in-process with --workers 0): heap-tuning.ts says why
  tuneHeapForSweeps();
  const pool = args.workers === 0 || !args.audits.includes("probes") ? null : createProbePool(args.workers ?? undefined);
  try {
    const result = await runAuditSuite(auditInputOf(parsed.task), {
      audits: args.audits,
      scoreProbes: pool?.scorer,
      progress:
        args.json || !process.stderr.isTTY
          ? undefined
          : (done, total, phase) => process.stderr.write(`\r${Math.round((100 * done) / total)}% ${phase}`.padEnd(80).slice(0, 80)),
    });
    if (!args.json && process.stderr.isTTY) process.stderr.write("\r".padEnd(81) + "\r");
    const fails = suiteFails(result);
    if (args.json) for (const r of reportRecords(result, fails)) process.stdout.write(`${JSON.stringify(r)}\n`);
    else process.stdout.write(`${reportTable(result, fails)}\n`);
    process.exitCode = fails ? 1 : 0;
  } finally {
    await pool?.close();
  }
}

main().catch((err) => {
  process.stderr.write(`audit: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
});
