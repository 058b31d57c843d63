// The judge CLI itself (`--judge <id> --ground-truth <gt.json> [--events] <solution.json>...`; see
// JUDGE_CLI_USAGE), shared by its two built forms: dist/cli/judge.mjs (scripts/judge.ts, the ES
// module `npm run -s judge` runs) and the code-cached script behind dist/cli/judge.cjs
// (scripts/judge-script.ts, the command README leads with).
import { JUDGE_CLI_USAGE, parseJudgeCliArgs } from "../../lib/judges/cli-args";
import { stringifyPyJson } from "../../lib/judges/pyjson/stringify";
import { loadableJudgeIds, loadJudge } from "../../lib/judges/load-judge";
import type { JudgeResult } from "../../lib/judges/types";

// Start-up is most of a one-ledger run (issue 35: no slower than `python3 -c pass` + 50 ms), so the
// built-ins come from process.getBuiltinModule, not `import`: an ES import of node:fs builds its
// namespace from every export, whose lazy getters load node's whole streams stack (~20 internal
// modules compiled on each start). For the same reason results go out with writeSync on fd 1: the
// first use of the process.stdout stream loads that stack too.
const { accessSync, constants, readFileSync, statSync, writeSync } = process.getBuiltinModule("node:fs");

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

/**
 * The judge CLI on `argv` (its arguments, without node and the script). Output goes to `write`
 * (fd 1 in a real run; the build's code-cache training passes a sink). Bad arguments or inputs
 * exit 2 (usageError).
 */
export async function runJudgeCli(argv: readonly string[], write: (text: string) => void = writeStdout): Promise<void> {
  const args = parseJudgeCliArgs([...argv]);
  if (args.kind === "help") {
    write(`${JUDGE_CLI_USAGE}\n\njudges: ${loadableJudgeIds().join(", ")}\n`);
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
    write(stringifyPyJson(line) + "\n");
  }
  if (internalFailures > 0) process.stderr.write(`judge: ${internalFailures} submission(s) hit an internal judge error (scored 0)\n`);
  process.exitCode = 0;
}
