// What one verifier run may use. Defaults suit a Python judge scoring one ledger; the wall time
// comes from the task's [steps.verifier] timeout_sec when it states one (capped).
export interface SandboxLimits {
  // wall clock, then the whole process group is killed
  wallMs: number;
  // RLIMIT_CPU (SIGXCPU, then SIGKILL)
  cpuSeconds: number;
  // RLIMIT_AS: address space, so an unbounded allocation fails (MemoryError) instead of swapping
  memoryMb: number;
  // RLIMIT_NPROC for the sandbox's own uid (nobody when the server runs as root)
  processes: number;
  // RLIMIT_FSIZE: largest file the judge may write (reward files, scratch)
  fileSizeMb: number;
  // stdout + stderr together past this are a runaway judge: killed, reason "output limit"
  outputKillBytes: number;
  // how much of stdout / stderr is kept (head and tail) for the stored result
  captureBytes: number;
  // the /logs tmpfs: bytes (the kernel refuses writes past it) and entries (files + directories;
  // past it the run is an output-limit, as the tmpfs cannot cap inodes from bwrap)
  logsBytes: number;
  logsFiles: number;
  // a reward outside [lo, hi] is bad-reward; [0, 1] unless task.toml declares another
  rewardRange: [number, number];
}

export const DEFAULT_LIMITS: SandboxLimits = {
  wallMs: 120_000,
  cpuSeconds: 60,
  memoryMb: 1024,
  processes: 64,
  fileSizeMb: 64,
  outputKillBytes: 64 * 1024 * 1024,
  captureBytes: 16 * 1024,
  logsBytes: 64 * 1024 * 1024,
  logsFiles: 1000,
  rewardRange: [0, 1],
};

export const MAX_WALL_MS = 600_000;

// the task's verifier timeout (task.toml [steps.verifier] timeout_sec), bounded to 1 s .. 10 min,
// and its declared reward range ([steps.verifier] reward_range) when it has one
export function limitsForTask(
  timeoutSec: number | null | undefined,
  base: SandboxLimits = DEFAULT_LIMITS,
  rewardRange: [number, number] | null = null,
): SandboxLimits {
  if (rewardRange) base = { ...base, rewardRange };
  if (typeof timeoutSec !== "number" || !Number.isFinite(timeoutSec) || timeoutSec <= 0) return base;
  const wallMs = Math.min(MAX_WALL_MS, Math.max(1000, Math.round(timeoutSec * 1000)));
  return { ...base, wallMs, cpuSeconds: Math.max(1, Math.min(base.cpuSeconds, Math.ceil(wallMs / 1000))) };
}
