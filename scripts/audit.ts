// Audit CLI: `npm run -s audit -- --task <task-folder> [--audit omission|probes|sweep|versions|all] [--json]`.
// Reads the folder (no database), runs the scorer audits, prints a table or JSON lines. A folder no
// port scores but that ships its own verifier gets the generic audits through it, in the sandbox.
// Exit 0 ok, 1 a probe reaches the strong-agent bar or withholding matched answers raises a
// score, 2 bad arguments or an unreadable folder.
import path from "node:path";
import { AUDIT_CLI_USAGE, parseAuditCliArgs, type AuditCliRun } from "../lib/audits/cli-args";
import type { FolderVerifier } from "../lib/sandbox/read-task-verifier";
import type { ParsedTask } from "../lib/importers/types";

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
  // no port scores the folder: the generic audits through its own verifier (steps/solve/tests/test.sh)
  if (!parsed.ok || parsed.task.pairings.length === 0) {
    const { readFolderVerifier } = await import("../lib/sandbox/read-task-verifier");
    const ownVerifier = readFolderVerifier(args.task);
    if (!ownVerifier.ok) {
      if (!parsed.ok)
        usageError(
          `${args.task} is not a task folder: ${parsed.errors.map((e) => `${e.file}${e.field ? ` ${e.field}` : ""}: ${e.reason}`).join("; ")}`,
        );
      usageError(`${args.task}: no judge pairing (family not detected) and no verifier of its own (${ownVerifier.reason})`);
    }
    await auditThroughOwnVerifier(args, taskId, files, ownVerifier.verifier, parsed.ok ? parsed.task : null);
    return;
  }

  // this process only runs the sweep (in-process with --workers 0): heap-tuning.ts says why
  tuneHeapForSweeps();
  const pool = args.workers === 0 || !args.audits.includes("probes") ? null : createProbePool(args.workers ?? undefined);
  try {
    const result = await runAuditSuite(auditInputOf(parsed.task), {
      audits: args.audits,
      scoreProbes: pool?.scorer,
      progress: progressLine(args),
    });
    clearProgress(args);
    const fails = suiteFails(result);
    if (args.json) for (const r of reportRecords(result, fails)) process.stdout.write(`${JSON.stringify(r)}\n`);
    else process.stdout.write(`${reportTable(result, fails)}\n`);
    process.exitCode = fails ? 1 : 0;
  } finally {
    await pool?.close();
  }
}

/** The generic audits on a folder's own verifier: the same table / JSON lines and exit rule. */
async function auditThroughOwnVerifier(
  args: AuditCliRun,
  taskId: string,
  files: Map<string, Uint8Array>,
  verifier: FolderVerifier,
  task: ParsedTask | null,
): Promise<void> {
  const { findOracle } = await import("../lib/importers/verifier-submissions");
  const { runGenericAudits, ScoredNothingError } = await import("../lib/audits/store/verifier-audit-run");
  const { suiteFails } = await import("../lib/audits/suite");
  const { reportRecords, reportTable } = await import("../lib/audits/report");
  const { STRONG_AGENT_BAR } = await import("../lib/audits/types");
  const oracle = findOracle(files);
  if (!oracle.ok) usageError(`${args.task}: the folder ships a verifier but no oracle to derive probes from (${oracle.reason})`);
  const instruction = new TextDecoder().decode(files.get("steps/solve/instruction.md") ?? new Uint8Array());
  try {
    const { result } = await runGenericAudits(
      {
        taskId,
        judgeId: verifier.judgeId,
        instruction,
        oracle: oracle.raw,
        ...(task?.groundTruth ? { groundTruth: files.get(task.groundTruth.path) } : {}),
        ledgers: (task?.ledgers ?? []).map((l) => ({ path: l.path, label: l.label, bytes: l.raw })),
        strongAgentBar: STRONG_AGENT_BAR,
      },
      verifier,
      { audits: args.audits, budget: args.budget ?? undefined, progress: progressLine(args) },
    );
    clearProgress(args);
    // the generic findings carry their own severities: any "fail" fails, as the ported suite's codes do
    const fails = suiteFails(result) || result.findings.some((f) => f.severity === "fail");
    if (args.json) for (const r of reportRecords(result, fails)) process.stdout.write(`${JSON.stringify(r)}\n`);
    else process.stdout.write(`${reportTable(result, fails)}\n`);
    process.exitCode = fails ? 1 : 0;
  } catch (e) {
    // a verifier that scored no probe proves nothing: not a clean result (exit 2, as an unusable folder)
    if (e instanceof ScoredNothingError) usageError(`${args.task}: ${e.message}`);
    throw e;
  }
}

function progressLine(args: AuditCliRun) {
  if (args.json || !process.stderr.isTTY) return undefined;
  return (done: number, total: number, phase: string) =>
    process.stderr.write(`\r${Math.round((100 * done) / total)}% ${phase}`.padEnd(80).slice(0, 80));
}

function clearProgress(args: AuditCliRun) {
  if (!args.json && process.stderr.isTTY) process.stderr.write("\r".padEnd(81) + "\r");
}

main().catch((err) => {
  process.stderr.write(`audit: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
});
