// How one verifier run ended, from what the sandbox observed: pure, table-tested. Every ending is
// a value with a reason a maintainer can act on; a reward counts only from a run that was not
// killed (a killed judge may have written half a file).
import type { RewardRead } from "./reward-file";

export const OUTCOME_STATUSES = [
  "scored",
  "timeout",
  "cpu-limit",
  "memory-limit",
  "output-limit",
  "crashed",
  "no-reward",
  "bad-reward",
  "sandbox-error",
] as const;
export type OutcomeStatus = (typeof OUTCOME_STATUSES)[number];

export interface Observed {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  outputExceeded: boolean;
  wallMs: number;
  // entries under /logs as the emitter counted them (null: not counted, e.g. killed)
  logsEntries: number | null;
  limits: {
    wallMs: number;
    cpuSeconds: number;
    memoryMb: number;
    outputKillBytes: number;
    logsFiles: number;
    rewardRange: [number, number];
  };
  stderrTail: string;
  reward: RewardRead;
}

export interface Outcome {
  status: OutcomeStatus;
  reward: number | null;
  rewardObject: Record<string, unknown> | null;
  rewardText: string;
  reason: string;
}

const SIGXCPU_EXIT = 128 + 24;
const MEMORY_PATTERNS = [/\bMemoryError\b/, /Cannot allocate memory/, /std::bad_alloc/, /out of memory/i];

function lastLine(text: string): string {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length ? lines[lines.length - 1].slice(0, 300) : "";
}

export function classifyOutcome(o: Observed): Outcome {
  const none = { reward: null, rewardObject: null, rewardText: "" };
  const tail = lastLine(o.stderrTail);
  const withTail = (s: string) => (tail ? `${s}; stderr: ${tail}` : s);
  if (o.timedOut)
    return { status: "timeout", ...none, reason: `timeout: killed after ${(o.limits.wallMs / 1000).toFixed(0)} s of wall time` };
  if (o.outputExceeded)
    return {
      status: "output-limit",
      ...none,
      reason: `output limit: killed after printing more than ${Math.round(o.limits.outputKillBytes / 1048576)} MiB to stdout/stderr`,
    };
  if (o.logsEntries !== null && o.logsEntries > o.limits.logsFiles)
    return {
      status: "output-limit",
      ...none,
      reason: `output limit: the verifier wrote more than ${o.limits.logsFiles} files and directories under /logs`,
    };
  const [lo, hi] = o.limits.rewardRange;
  if (o.reward.ok && !(o.reward.reward >= lo && o.reward.reward <= hi))
    return {
      status: "bad-reward",
      ...none,
      reason: `bad reward: ${o.reward.reward} from ${o.reward.source} is outside [${lo}, ${hi}] (a task with another range declares [steps.verifier] reward_range in task.toml)`,
    };
  if (o.reward.ok) {
    const note = o.exitCode === 0 ? "ok" : `ok (the verifier exited ${o.exitCode ?? o.signal} after writing ${o.reward.source})`;
    return {
      status: "scored",
      reward: o.reward.reward,
      rewardObject: o.reward.rewardObject,
      rewardText: o.reward.rewardText,
      reason: note,
    };
  }
  if (/^bwrap: /m.test(o.stderrTail) && o.exitCode === 1 && !o.stderrTail.includes("Traceback"))
    return { status: "sandbox-error", ...none, reason: `sandbox error: ${tail}` };
  if (o.exitCode === SIGXCPU_EXIT || o.signal === "SIGXCPU")
    return { status: "cpu-limit", ...none, reason: `cpu limit: killed after ${o.limits.cpuSeconds} s of CPU time` };
  if (MEMORY_PATTERNS.some((p) => p.test(o.stderrTail)))
    return {
      status: "memory-limit",
      ...none,
      reason: withTail(`memory limit: the verifier ran out of its ${o.limits.memoryMb} MiB address space`),
    };
  if (o.exitCode !== 0)
    return {
      status: "crashed",
      ...none,
      reason: withTail(`crashed: the verifier exited ${o.exitCode ?? `on ${o.signal}`} without a reward`),
    };
  // exit 0: either no reward file or an unreadable one
  if (/wrote no/.test(o.reward.reason)) return { status: "no-reward", ...none, reason: withTail(`no reward: ${o.reward.reason}`) };
  return { status: "bad-reward", ...none, reason: `bad reward: ${o.reward.reason}` };
}
