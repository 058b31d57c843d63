// Trajectory CLI: `npm run -s rollout -- audit <file> [--task <task-folder>] [--condition <c>] [--json]`.
// Prints the run's summary and every integrity finding; no database. Exit 0 whatever the file
// holds (a broken trajectory is a report, not a failure), 2 on bad arguments or unreadable paths.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Command, CommanderError } from "commander";
import { auditRowAgainstTrajectory } from "../lib/rollouts/audits/audit-row";
import { auditContextFromTaskFiles } from "../lib/rollouts/audits/context-from-task";
import { auditReport, renderAuditReport } from "../lib/rollouts/report/audit-report";
import { summarizeTrajectory } from "../lib/rollouts/summarize-trajectory";

const MAX_BYTES = 512 * 1024 * 1024;
const CONDITIONS = ["full", "no-media", "single-frame", "video-only", "audio-only", "frame-dump-no-tools"];

function fail(message: string): never {
  process.stderr.write(`rollout: ${message}\n`);
  process.exit(2);
}

function regularFile(p: string, what: string): number {
  try {
    const st = statSync(p);
    if (!st.isFile()) fail(`${what} ${p} is not a regular file`);
    if (st.size > MAX_BYTES) fail(`${what} ${p} is ${st.size} bytes (limit ${MAX_BYTES})`);
    return st.size;
  } catch (err) {
    fail(`cannot read ${what} ${p}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
}

/** The few task files the audits read: instruction, task.toml, the verifier side's names. */
function taskFiles(folder: string): Map<string, Uint8Array> {
  try {
    if (!statSync(folder).isDirectory()) fail(`--task ${folder} is not a folder`);
  } catch (err) {
    fail(`cannot read --task ${folder}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  const files = new Map<string, Uint8Array>();
  for (const rel of ["steps/solve/instruction.md", "task.toml"]) {
    try {
      files.set(rel, new Uint8Array(readFileSync(path.join(folder, rel))));
    } catch {
      // a task folder without one of these audits without it (the report says which context it had)
    }
  }
  for (const dir of ["steps/solve/tests", "steps/solve/solution"]) {
    try {
      for (const name of readdirSync(path.join(folder, dir), { recursive: true }) as string[])
        files.set(`${dir}/${name}`, new Uint8Array());
    } catch {
      // absent verifier folder: nothing to name
    }
  }
  if (files.size === 0) fail(`--task ${folder} has neither steps/solve/instruction.md nor task.toml`);
  return files;
}

const program = new Command()
  .name("rollout")
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });

program
  .command("audit")
  .description("summarise a trajectory and list every integrity finding")
  .argument("<file>", "trajectory (JSONL, or an ATIF trajectory.json)")
  .option("--task <folder>", "task folder: compare with its instruction.md, task.toml budget and verifier paths")
  .option("--condition <condition>", `the row's condition (${CONDITIONS.join(", ")})`)
  .option("--json", "print one JSON object")
  .action((file: string, opts: { task?: string; condition?: string; json?: boolean }) => {
    regularFile(file, "trajectory");
    if (opts.condition !== undefined && !CONDITIONS.includes(opts.condition)) fail(`--condition must be one of ${CONDITIONS.join(", ")}`);
    const context = opts.task ? auditContextFromTaskFiles(taskFiles(opts.task), path.basename(file)) : { fileName: path.basename(file) };
    const summary = summarizeTrajectory(new Uint8Array(readFileSync(file)), context);
    const rowFindings = opts.condition ? auditRowAgainstTrajectory(summary, { condition: opts.condition }) : [];
    const report = auditReport(file, summary, rowFindings);
    process.stdout.write(opts.json ? `${JSON.stringify(report)}\n` : renderAuditReport(report));
  });

try {
  program.parse(process.argv.slice(2), { from: "user" });
} catch (err) {
  if (err instanceof CommanderError) {
    if (err.code === "commander.helpDisplayed" || err.code === "commander.version") process.exit(0);
    process.exit(2);
  }
  throw err;
}
