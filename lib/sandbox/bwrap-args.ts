// The bubblewrap command line for one verifier run (Harbor's verifier contract): pure, so the
// exact mount table is table-tested. Inside the sandbox there is nothing of the host but the
// read-only entries derived by read-only-binds.ts (interpreters, shell tools, their libraries,
// Python's stdlib; with the merged-/usr symlinks), the task's tests at /tests and the ledger at its
// instruction path (both read-only), a size-capped tmpfs /logs (verifier + artifacts, streamed out
// on fd 3 after test.sh, see logs-stream.ts) and fresh tmpfs scratch. No /etc, no network, new
// pid/ipc/uts/cgroup namespaces.
import type { SandboxLimits } from "./limits";
import { emitLogsScript } from "./logs-stream";
import type { ReadOnlyEntry } from "./read-only-binds";

export interface SandboxLayout {
  bwrap: string;
  // host paths
  testsDir: string;
  solutionFile: string;
  // host files the verifier may read (never a directory holding server data)
  readOnly: readonly ReadOnlyEntry[];
  // /proc files hidden behind /dev/null (PROC_MASKED that exist here)
  procMasked: readonly string[];
  // sandbox path of the ledger, e.g. /workspace/output/solution.json
  solutionTarget: string;
  // the host's root has /lib, /lib64, /bin, /sbin as symlinks into /usr (merged /usr)
  mergedUsr: boolean;
  limits: SandboxLimits;
}

const SAFE_TARGET = /^\/workspace\/[A-Za-z0-9._\/-]+$/;

export function isSafeSolutionTarget(p: string): boolean {
  return SAFE_TARGET.test(p) && !p.split("/").includes("..") && !p.includes("//");
}

function parentsOf(target: string): string[] {
  const parts = target.split("/").filter(Boolean);
  const out: string[] = [];
  for (let i = 1; i < parts.length; i++) out.push("/" + parts.slice(0, i).join("/"));
  return out;
}

// the ones this kernel has (bwrap cannot create a file in /proc) are in the layout's procMasked
export const PROC_MASKED = ["/proc/kallsyms", "/proc/config.gz", "/proc/modules", "/proc/keys", "/proc/timer_list", "/proc/sched_debug"];

export function bwrapArgs(layout: SandboxLayout): string[] {
  return [
    ...sandboxArgs(layout),
    "/bin/bash",
    "-c",
    // limits from inside, before the verifier runs (CPU: SIGXCPU at the soft limit, which the
    // classifier recognises; SIGKILL a second later); test.sh without fd 3, then the emitter
    // streams the reward and artifacts out on it and the wrapper exits with test.sh's status
    `${ulimitCommand(layout.limits)} && { /bin/bash /tests/test.sh 3>&-; rc=$?; /usr/bin/python3 -I -S -c "$1" 2>/dev/null; exit $rc; }`,
    "verifier",
    emitLogsScript(layout.limits.logsFiles),
  ];
}

/** The shell's ulimit line every verifier run starts under (one run, or one item of a batch). */
export function ulimitCommand(limits: SandboxLimits): string {
  return `ulimit -S -t ${limits.cpuSeconds} && ulimit -H -t ${limits.cpuSeconds + 1} && ulimit -v ${limits.memoryMb * 1024} -u ${limits.processes} -f ${limits.fileSizeMb * 1024} -c 0`;
}

/** Namespaces, no inherited environment, a fixed hostname: the same for every run. */
const ISOLATION_ARGS: readonly string[] = [
  "--unshare-all", // ipc, pid, net (loopback only, down), uts, cgroup, and user when possible
  "--unshare-user", // required, not "-try": --disable-userns needs it
  "--die-with-parent",
  "--new-session", // no TIOCSTI into the server's terminal
  "--disable-userns", // the judge cannot nest namespaces
  "--clearenv",
  "--setenv",
  "PATH",
  "/usr/bin:/bin",
  "--setenv",
  "HOME",
  "/tmp",
  "--setenv",
  "LANG",
  "C.UTF-8",
  "--setenv",
  "PYTHONDONTWRITEBYTECODE",
  "1",
  "--hostname",
  "verifier",
];

/** The top-level directories a merged-/usr system keeps as links into /usr, and where they point. */
const MERGED_USR_DIRS: readonly [link: string, target: string][] = [
  ["/lib", "usr/lib"],
  ["/lib64", "usr/lib64"],
  ["/bin", "usr/bin"],
  ["/sbin", "usr/sbin"],
];

/**
 * /lib, /lib64, /bin and /sbin inside the sandbox: the same links as the host on a merged-/usr
 * system, otherwise the host's directories bound read-only where they exist (the probe, which
 * only starts /usr/bin/python3, always uses the links).
 */
export function usrDirArgs(mergedUsr: boolean): string[] {
  return MERGED_USR_DIRS.flatMap(([link, target]) => (mergedUsr ? ["--symlink", target, link] : ["--ro-bind-try", link, link]));
}

/** The writable places (each a size-capped tmpfs: /tmp, /workspace, /logs) and the kernel's /proc and /dev. */
function scratchArgs(limits: SandboxLimits): string[] {
  return [
    "--proc",
    "/proc",
    "--dev",
    "/dev", // null, zero, full, random, urandom, tty only
    "--size",
    String(64 * 1024 * 1024),
    "--tmpfs",
    "/tmp",
    "--size",
    String(64 * 1024 * 1024),
    "--tmpfs",
    "/workspace",
    "--size",
    String(limits.logsBytes),
    "--tmpfs",
    "/logs",
    "--dir",
    "/logs/verifier",
    "--dir",
    "/logs/artifacts",
  ];
}

/** bwrap's options up to the command: the mount table, namespaces and environment (bwrapArgs and the batch runner add their command). */
export function sandboxArgs(layout: SandboxLayout): string[] {
  if (!isSafeSolutionTarget(layout.solutionTarget))
    throw new Error(`solution path ${layout.solutionTarget} must be a plain path under /workspace`);
  const args = [...ISOLATION_ARGS];
  for (const e of layout.readOnly)
    if (e.kind === "bind") args.push("--ro-bind", e.path, e.path);
    else args.push("--symlink", e.target, e.path);
  args.push(...usrDirArgs(layout.mergedUsr), ...scratchArgs(layout.limits));
  // the kernel's symbol table, build config and similar need no judge: masked by /dev/null
  for (const f of layout.procMasked) args.push("--ro-bind", "/dev/null", f);
  for (const dir of parentsOf(layout.solutionTarget)) if (dir !== "/workspace") args.push("--dir", dir);
  args.push(
    "--ro-bind",
    layout.testsDir,
    "/tests",
    "--ro-bind",
    layout.solutionFile,
    layout.solutionTarget,
    "--remount-ro",
    "/", // the root itself (bwrap's tmpfs) is not scratch
    "--chdir",
    "/tests",
  );
  return [layout.bwrap, ...args];
}
