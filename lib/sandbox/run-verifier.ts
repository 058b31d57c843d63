// Runs a task's own verifier on one ledger inside bubblewrap, the only place contributor code is
// ever executed. Lays out Harbor's verifier contract in a fresh temp dir (tests, the ledger, logs),
// runs `bash /tests/test.sh` under the limits, reads the reward, removes everything. Never throws
// for anything the verifier does: every ending is an Outcome with its reason and stderr tail.
import { spawn } from "node:child_process";
import { neutralPaths } from "../media/server-paths";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { bwrapArgs, PROC_MASKED } from "./bwrap-args";
import { BoundedCapture } from "./capture";
import type { SandboxLimits } from "./limits";
import { LOGS_FILE_MAX, parseLogsStream } from "./logs-stream";
import { classifyOutcome, type Outcome } from "./outcome";
import { BWRAP, probeSandbox, SANDBOX_HOST_ENV } from "./probe";
import { hostReadOnlyEntries } from "./read-only-binds";
import { readStreamedReward } from "./reward-file";
import { layOutVerifierRoot } from "./tests-dir";
import { isRecord } from "../input/is-record";

export interface VerifierInput {
  // the verifier's files, paths relative to tests/ (test.sh, judge.py, ground truth, ...)
  files: ReadonlyMap<string, Uint8Array>;
  solution: Uint8Array;
  // where the ledger sits inside the sandbox (from the task's instruction)
  solutionTarget: string;
  limits: SandboxLimits;
}

export interface VerifierRun extends Outcome {
  exitCode: number | null;
  signal: string | null;
  wallMs: number;
  stdoutBytes: number;
  stderrBytes: number;
  stdoutHead: string;
  stderrTail: string;
  // any JSON object the judge left in /logs/artifacts (e.g. judge-details.json), by file name
  artifacts: Record<string, unknown>;
}

// what the server reads from fd 3 at most: two reward files and 8 artifacts of LOGS_FILE_MAX, plus headers
const LOGS_STREAM_MAX = 10 * (LOGS_FILE_MAX + 512) + 512;

function sandboxError(reason: string): VerifierRun {
  return {
    status: "sandbox-error",
    reward: null,
    rewardObject: null,
    rewardText: "",
    reason,
    exitCode: null,
    signal: null,
    wallMs: 0,
    stdoutBytes: 0,
    stderrBytes: 0,
    stdoutHead: "",
    stderrTail: "",
    artifacts: {},
  };
}

export async function runVerifier(input: VerifierInput, opts: { signal?: AbortSignal } = {}): Promise<VerifierRun> {
  const probe = probeSandbox();
  if (!probe.ok) return sandboxError(`sandbox unavailable: ${probe.message} ${probe.howToEnable}`);
  opts.signal?.throwIfAborted();
  const laid = layOutVerifierRoot(input.files);
  if (!laid.ok) return sandboxError(laid.reason);
  const { root, testsDir } = laid;
  try {
    const solutionFile = path.join(root, "solution.json");
    fs.writeFileSync(solutionFile, input.solution, { mode: 0o644 });
    const argv = bwrapArgs({
      bwrap: BWRAP,
      testsDir,
      solutionFile,
      readOnly: hostReadOnlyEntries(),
      procMasked: PROC_MASKED.filter((f) => fs.existsSync(f)),
      solutionTarget: input.solutionTarget,
      mergedUsr: fs.lstatSync("/lib").isSymbolicLink(),
      limits: input.limits,
    });
    const observed = await execute(argv, input.limits, probe.dropToNobody, opts.signal);
    const logs = parseLogsStream(observed.logs);
    const reward = readStreamedReward(logs.files);
    // what the judge prints is stored and shown to every reader: a judge that prints its mounts
    // (/proc/self/mountinfo) would show this sandbox's host dir, so host paths are named neutrally
    const hide = (text: string) => neutralPaths(text.replaceAll(root, "(sandbox)"));
    const stderrTail = hide(observed.stderrTail);
    const outcome = classifyOutcome({ ...observed, stderrTail, logsEntries: logs.entries, limits: input.limits, reward });
    return {
      ...outcome,
      exitCode: observed.exitCode,
      signal: observed.signal,
      wallMs: observed.wallMs,
      stdoutBytes: observed.stdout.total,
      stderrBytes: observed.stderr.total,
      stdoutHead: hide(observed.stdout.headText()),
      stderrTail,
      artifacts: artifactsOf(logs.files),
    };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function artifactsOf(files: Map<string, Uint8Array | "too-large">): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, bytes] of files) {
    if (!name.startsWith("artifacts/") || !(bytes instanceof Uint8Array)) continue;
    try {
      out[name.slice("artifacts/".length)] = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      /* not JSON: not an artifact we can show */
    }
  }
  return out;
}

interface Execution {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  outputExceeded: boolean;
  wallMs: number;
  stdout: BoundedCapture;
  stderr: BoundedCapture;
  stderrTail: string;
  // fd 3 as read, at most LOGS_STREAM_MAX bytes (the rest is dropped)
  logs: Uint8Array;
}

/** A "pipe" stdio entry of the spawned child (fds 1-3): a readable socket. */
function piped(stream: unknown, fd: number): Readable {
  if (stream instanceof Readable) return stream;
  throw new Error(`the sandbox child has no readable pipe on fd ${fd}`);
}

function execute(argv: string[], limits: SandboxLimits, asNobody: boolean, signal?: AbortSignal): Promise<Execution> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(argv[0], argv.slice(1), {
      stdio: ["ignore", "pipe", "pipe", "pipe"],
      detached: true, // its own process group: one kill reaches bwrap; --die-with-parent and the pid namespace take the rest
      env: SANDBOX_HOST_ENV,
      uid: asNobody ? 65534 : undefined,
      gid: asNobody ? 65534 : undefined,
    });
    const stdout = new BoundedCapture(limits.captureBytes);
    const stderr = new BoundedCapture(limits.captureBytes);
    let timedOut = false;
    let outputExceeded = false;
    let aborted = false;
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    };
    const onData = (cap: BoundedCapture) => (chunk: Buffer) => {
      cap.push(chunk);
      if (!outputExceeded && stdout.total + stderr.total > limits.outputKillBytes) {
        outputExceeded = true;
        kill();
      }
    };
    const logChunks: Buffer[] = [];
    let logBytes = 0;
    const [childOut, childErr, childLogs] = [1, 2, 3].map((fd) => piped(child.stdio[fd], fd));
    childLogs.on("data", (chunk: Buffer) => {
      if (logBytes >= LOGS_STREAM_MAX) return;
      const part = chunk.subarray(0, LOGS_STREAM_MAX - logBytes);
      logChunks.push(part);
      logBytes += part.length;
    });
    childOut.on("data", onData(stdout));
    childErr.on("data", onData(stderr));
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, limits.wallMs);
    const onAbort = () => {
      aborted = true;
      kill();
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code, sig) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      if (aborted) return reject(signal?.reason ?? new Error("aborted"));
      resolve({
        exitCode: code,
        signal: sig,
        timedOut,
        outputExceeded,
        wallMs: performance.now() - t0,
        stdout,
        stderr,
        stderrTail: stderr.tailText(),
        logs: new Uint8Array(Buffer.concat(logChunks)),
      });
    });
  });
}

// what a run's reason is for a reviewer: the judge's own reason (a judge-details artifact's
// "reason", as the egocentric judges write) when it scored, else why not, with the stderr tail
export function storedReason(run: VerifierRun): string {
  if (run.status === "scored") {
    const reasons = Object.values(run.artifacts).flatMap((a) => (isRecord(a) && typeof a.reason === "string" ? [a.reason] : []));
    return reasons[0] ?? run.reason;
  }
  const tail = run.stderrTail.trim().split("\n").slice(-12).join("\n").slice(-2000);
  return tail ? `${run.reason}\n--- stderr (tail) ---\n${tail}` : run.reason;
}

// one line for the CLI: the judge's own reason when it scored, else ours (stderr's last line is in it)
export function judgeReason(run: VerifierRun): string {
  return run.status === "scored" ? storedReason(run) : run.reason;
}
