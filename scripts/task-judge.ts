// npm run -s task-judge -- --task <task-folder> <solution.json>...
// Runs the task's own verifier (steps/solve/tests/test.sh) in the bubblewrap sandbox on each
// ledger. One JSON line per solution, in argument order: {"file", "reward", "reason"} (reward = the
// parsed reward file, or null with the reason). Exit 0 whatever the verifier did; 2 on bad
// arguments, an unreadable file, or when no sandbox can start (the reason on stderr).
import fs from "node:fs";
import { Command } from "commander";
import { probeSandbox } from "../lib/sandbox/probe";
import { readFolderVerifier } from "../lib/sandbox/read-task-verifier";
import { judgeReason, runVerifier } from "../lib/sandbox/run-verifier";

function fail(message: string): never {
  process.stderr.write(`task-judge: ${message}\n`);
  process.exit(2);
}

const program = new Command()
  .name("task-judge")
  .requiredOption("--task <folder>", "the task folder whose steps/solve/tests/ verifier runs")
  .argument("<solution...>", "ledgers (solution.json files) to score")
  .configureOutput({ writeErr: (s) => process.stderr.write(`task-judge: ${s}`) })
  .exitOverride((e) => process.exit(e.exitCode === 0 ? 0 : 2));
program.parse();
const { task } = program.opts<{ task: string }>();
const solutions = program.args;

if (!fs.existsSync(task) || !fs.statSync(task).isDirectory()) fail(`--task ${task} is not a folder`);
const loaded = readFolderVerifier(task);
if (!loaded.ok) fail(loaded.reason);
const bytes = solutions.map((file) => {
  try {
    if (!fs.statSync(file).isFile()) fail(`${file} is not a regular file`);
    return new Uint8Array(fs.readFileSync(file));
  } catch (e) {
    fail(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? e}`);
  }
});
const probe = probeSandbox();
if (!probe.ok) fail(`${probe.message} ${probe.howToEnable}`);
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code === "EPIPE") process.exit(0);
  throw err;
});
const v = loaded.verifier;
for (const [i, file] of solutions.entries()) {
  const run = await runVerifier({ files: v.files, solution: bytes[i], solutionTarget: v.solutionTarget, limits: v.limits });
  if (run.status === "sandbox-error") fail(`${file}: ${run.reason}`);
  process.stdout.write(JSON.stringify({ file, reward: run.reward, reason: judgeReason(run) }) + "\n");
}
