// Batch judge CLI: `node dist/cli/judge.mjs --judge <id> --ground-truth <gt.json> [--events] <solution.json>...`
// (or `npm run -s judge -- ...`). One JSONL line per solution, in argument order. See JUDGE_CLI_USAGE
// (--help) for the contract.
import { JUDGE_CLI_USAGE, parseJudgeCliArgs } from "../lib/judges/cli-args";
import { stringifyPyJson } from "../lib/judges/pyjson/stringify";
import { loadableJudgeIds, loadJudge } from "../lib/judges/load-judge";
import type { JudgeResult } from "../lib/judges/types";
import { bundleIsFresh, buildClis, JUDGE_STAMP_NAME, OUT_DIR } from "./lib/cli-bundle.mjs";

// Start-up is most of a one-ledger run (issue 35: no slower than `python3 -c pass` + 50 ms), so the
// built-ins come from process.getBuiltinModule, not `import`: an ES import of node:fs builds its
// namespace from every export, whose lazy getters load node's whole streams stack (~20 internal
// modules compiled on each start). For the same reason results go out with writeSync on fd 1: the
// first use of the process.stdout stream loads that stack too.
const { accessSync, constants, readFileSync, statSync, writeSync } = process.getBuiltinModule("node:fs");
const path = process.getBuiltinModule("node:path");
const { fileURLToPath } = process.getBuiltinModule("node:url");

/** Exit 2 with one line on stderr: the arguments or inputs could not be used; nothing was scored. */
function usageError(message: string): never {
  process.stderr.write(`judge: ${message}\n`);
  process.exit(2);
}

/**
 * Writes all of text to fd 1 before returning. A reader that stops early (`| head`: EPIPE) is not
 * an error: exit 0. A non-blocking stdout (EAGAIN) is waited on for a millisecond, then written again.
 */
function writeStdout(text: string): void {
  const bytes = Buffer.from(text, "utf8");
  for (let done = 0; done < bytes.length;) {
    try {
      done += writeSync(1, bytes, done);
    } catch (err) {
      const code = err instanceof Error && "code" in err ? err.code : undefined;
      if (code === "EPIPE") process.exit(0);
      if (code !== "EAGAIN") throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

function describeFsError(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e.code ?? (e instanceof Error ? e.message : String(e));
}

function checkReadableFile(path: string, what: string): void {
  try {
    accessSync(path, constants.R_OK);
    if (!statSync(path).isFile()) usageError(`${what} ${path} is not a regular file`);
  } catch (err) {
    usageError(`cannot read ${what} ${path}: ${describeFsError(err)}`);
  }
}

async function main(): Promise<void> {
  const args = parseJudgeCliArgs(process.argv.slice(2));
  if (args.kind === "help") {
    writeStdout(`${JUDGE_CLI_USAGE}\n\njudges: ${loadableJudgeIds().join(", ")}\n`);
    return;
  }
  if (args.kind === "error") usageError(args.message);

  // Only the requested family is loaded: startup matters, the CLI runs once per judge per batch.
  const judge = await loadJudge(args.judgeId);
  if (!judge) usageError(`unknown judge id ${args.judgeId} (known: ${loadableJudgeIds().join(", ")})`);

  // Check every input before printing anything, so a typo cannot leave a half-written result.
  checkReadableFile(args.groundTruth, "ground truth");
  for (const file of args.files) checkReadableFile(file, "solution");

  let prepared: unknown;
  try {
    prepared = judge.prepare(new Uint8Array(readFileSync(args.groundTruth)), judge.defaultOptions);
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).split("\n")[0];
    usageError(`invalid ground truth ${args.groundTruth} for ${judge.id}: ${message}`);
  }

  let internalFailures = 0;
  for (const file of args.files) {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(readFileSync(file));
    } catch (err) {
      usageError(`cannot read solution ${file}: ${describeFsError(err)}`);
    }
    let result: JudgeResult;
    try {
      result = judge.score(prepared, bytes);
    } catch (err) {
      // Judges must never throw; if one does, the file still gets a line (reward 0) and stderr
      // says so. The exit status stays 0: the contract is exit 0 for any submission content.
      internalFailures++;
      const message = err instanceof Error ? err.message : String(err);
      process.stderr.write(`judge: ${judge.id} threw on ${file}: ${message}\n`);
      result = { reward: { reward: 0 }, reason: `internal judge error: ${message}`, events: [] };
    }
    const line: Record<string, unknown> = { file, reward: result.reward, reason: result.reason };
    if (args.events) line.events = result.events;
    writeStdout(stringifyPyJson(line) + "\n");
  }
  if (internalFailures > 0) process.stderr.write(`judge: ${internalFailures} submission(s) hit an internal judge error (scored 0)\n`);
  process.exitCode = 0;
}

// Run as the prebuilt bundle (dist/cli/judge.mjs, README's path: no launcher checks it first), the
// judge's own sources are checked against its build's fingerprint (one stat per input, no hash
// unless a size or mtime moved): after a pull that changed a judge, the bundle is rebuilt and the
// new one runs, instead of the old code scoring. The rebuilt copy is loaded under another URL (a
// new module instance) and skips the check, so a build that cannot make it fresh cannot loop.
const REBUILT = "rebuilt";
const url = new URL(import.meta.url);
const isBundle = fileURLToPath(url) === path.join(OUT_DIR, "judge.mjs");
if (isBundle && !url.searchParams.has(REBUILT) && !bundleIsFresh({ stampName: JUDGE_STAMP_NAME, entries: ["judge"] })) {
  const t0 = performance.now();
  const { files } = await buildClis();
  process.stderr.write(
    `judge: its sources changed since the last build: rebuilt dist/cli (${files} files, ${Math.round(performance.now() - t0)} ms)\n`,
  );
  url.searchParams.set(REBUILT, "1");
  await import(url.href);
} else await main();
