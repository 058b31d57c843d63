// Runs a task's own verifier on one ledger inside bubblewrap, the only place contributor code is
// ever executed. Lays out Harbor's verifier contract in a fresh temp dir (tests, the ledger, logs),
// runs `bash /tests/test.sh` under the limits, reads the reward, removes everything. Never throws
// for anything the verifier does: every ending is an Outcome with its reason and stderr tail.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bwrapArgs } from "./bwrap-args";
import { BoundedCapture } from "./capture";
import type { SandboxLimits } from "./limits";
import { classifyOutcome, type Outcome } from "./outcome";
import { BWRAP, probeSandbox, SANDBOX_HOST_ENV } from "./probe";
import { readRewardFiles } from "./reward-file";
import { writeTestsDir } from "./tests-dir";

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

const REWARD_FILE_MAX = 1024 * 1024;

function readSmall(file: string, max = REWARD_FILE_MAX): Uint8Array | null | "too-large" {
  try {
    const st = fs.lstatSync(file);
    if (!st.isFile()) return null; // a symlink or a directory is not a reward file
    if (st.size > max) return "too-large";
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

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
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-verifier-"));
  try {
    fs.chmodSync(root, 0o755);
    const testsDir = path.join(root, "tests");
    const written = writeTestsDir(testsDir, input.files);
    if (!written.ok) return sandboxError(written.reason);
    const solutionFile = path.join(root, "solution.json");
    fs.writeFileSync(solutionFile, input.solution, { mode: 0o644 });
    const logsDir = path.join(root, "logs");
    for (const d of [logsDir, path.join(logsDir, "verifier"), path.join(logsDir, "artifacts")]) {
      fs.mkdirSync(d, { mode: 0o777 });
      fs.chmodSync(d, 0o777);
      if (probe.dropToNobody) fs.chownSync(d, 65534, 65534);
    }
    const argv = bwrapArgs({
      bwrap: BWRAP,
      testsDir,
      solutionFile,
      logsDir,
      solutionTarget: input.solutionTarget,
      mergedUsr: fs.lstatSync("/lib").isSymbolicLink(),
      limits: input.limits,
    });
    const observed = await execute(argv, input.limits, probe.dropToNobody, opts.signal);
    const vdir = path.join(logsDir, "verifier");
    const json = readSmall(path.join(vdir, "reward.json"));
    const txt = readSmall(path.join(vdir, "reward.txt"));
    const reward =
      json === "too-large" || txt === "too-large"
        ? ({ ok: false, reason: `a reward file is larger than ${REWARD_FILE_MAX} bytes` } as const)
        : readRewardFiles(json, json === null ? txt : null);
    const outcome = classifyOutcome({ ...observed, limits: input.limits, reward });
    return {
      ...outcome,
      exitCode: observed.exitCode,
      signal: observed.signal,
      wallMs: observed.wallMs,
      stdoutBytes: observed.stdout.total,
      stderrBytes: observed.stderr.total,
      stdoutHead: observed.stdout.headText(),
      stderrTail: observed.stderrTail,
      artifacts: readArtifacts(path.join(logsDir, "artifacts")),
    };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function readArtifacts(dir: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let names: string[] = [];
  try {
    names = fs
      .readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .slice(0, 8);
  } catch {
    return out;
  }
  for (const name of names) {
    const bytes = readSmall(path.join(dir, name));
    if (!(bytes instanceof Uint8Array)) continue;
    try {
      out[name] = JSON.parse(new TextDecoder().decode(bytes));
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
}

function execute(argv: string[], limits: SandboxLimits, asNobody: boolean, signal?: AbortSignal): Promise<Execution> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(argv[0], argv.slice(1), {
      stdio: ["ignore", "pipe", "pipe"],
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
    child.stdout.on("data", onData(stdout));
    child.stderr.on("data", onData(stderr));
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
      });
    });
  });
}

// what a run's reason is for a reviewer: the judge's own reason (a judge-details artifact's
// "reason", as the egocentric judges write) when it scored, else why not, with the stderr tail
export function storedReason(run: VerifierRun): string {
  if (run.status === "scored") {
    const details = Object.values(run.artifacts).find(
      (a): a is { reason: string } => typeof (a as { reason?: unknown })?.reason === "string",
    );
    return details?.reason ?? run.reason;
  }
  const tail = run.stderrTail.trim().split("\n").slice(-12).join("\n").slice(-2000);
  return tail ? `${run.reason}\n--- stderr (tail) ---\n${tail}` : run.reason;
}

// one line for the CLI: the judge's own reason when it scored, else ours (stderr's last line is in it)
export function judgeReason(run: VerifierRun): string {
  return run.status === "scored" ? storedReason(run) : run.reason;
}
