// Can this machine run a verifier sandbox? Checks the three programs and that bubblewrap can
// actually create its namespaces (user namespaces may be disabled by the kernel or a container).
// The answer says exactly what is missing and how to enable it; the rest of the app never needs it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { usrDirArgs } from "./bwrap-args";

export const BWRAP = "/usr/bin/bwrap";
// the PATH python3 may be a pyenv shim reading ~/.pyenv: the system's interpreter is what /usr holds
export const PYTHON = "/usr/bin/python3";
export const BASH = "/bin/bash";
// bwrap itself gets no server environment (no DATABASE_URL, no secrets); --clearenv does the rest
// a fixed PATH and nothing else; Next's types make NODE_ENV a required key of ProcessEnv, which a
// literal without it cannot satisfy, so the object is built by descriptor (spawn reads own keys)
export const SANDBOX_HOST_ENV: NodeJS.ProcessEnv = Object.create(null, { PATH: { value: "/usr/bin:/bin", enumerable: true } });

export type SandboxProbe =
  | { ok: true; bwrapVersion: string; pythonVersion: string; dropToNobody: boolean }
  | { ok: false; missing: "bwrap" | "python3" | "bash" | "namespaces"; message: string; howToEnable: string };

let cached: { at: number; probe: SandboxProbe } | null = null;

export function sandboxAsNobody(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

export function probeSandbox(opts: { fresh?: boolean } = {}): SandboxProbe {
  if (!opts.fresh && cached && Date.now() - cached.at < 60_000) return cached.probe;
  const probe = runProbe();
  cached = { at: Date.now(), probe };
  return probe;
}

function runProbe(): SandboxProbe {
  if (!fs.existsSync(BWRAP))
    return {
      ok: false,
      missing: "bwrap",
      message: `bubblewrap is not installed (${BWRAP} not found): a task's own judge cannot run safely, so it does not run at all.`,
      howToEnable: "Install it: apt-get install -y bubblewrap (Debian/Ubuntu), dnf install bubblewrap (Fedora).",
    };
  if (!fs.existsSync(PYTHON))
    return {
      ok: false,
      missing: "python3",
      message: `The system Python is not installed (${PYTHON} not found): the task judges are Python scripts.`,
      howToEnable: "Install it: apt-get install -y python3.",
    };
  if (!fs.existsSync(BASH))
    return {
      ok: false,
      missing: "bash",
      message: `${BASH} not found: verifiers run /tests/test.sh with bash.`,
      howToEnable: "Install bash.",
    };
  const asNobody = sandboxAsNobody();
  const r = spawnSync(
    BWRAP,
    [
      "--unshare-all",
      "--die-with-parent",
      "--ro-bind",
      "/usr",
      "/usr",
      ...usrDirArgs(true),
      "--proc",
      "/proc",
      "--dev",
      "/dev",
      PYTHON,
      "-c",
      "import sys; print(sys.version.split()[0])",
    ],
    {
      encoding: "utf8",
      timeout: 15_000,
      env: SANDBOX_HOST_ENV,
      uid: asNobody ? 65534 : undefined,
      gid: asNobody ? 65534 : undefined,
    },
  );
  if (r.status !== 0) {
    const why = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split("\n").pop() ?? "";
    return {
      ok: false,
      missing: "namespaces",
      message: `bubblewrap is installed but cannot create a sandbox here (${why}): unprivileged user namespaces are probably disabled, or a container forbids them.`,
      howToEnable:
        "Enable user namespaces: sysctl -w kernel.unprivileged_userns_clone=1 (Debian) and/or sysctl -w user.max_user_namespaces=15000; on Ubuntu 24.04+ also sysctl -w kernel.apparmor_restrict_unprivileged_userns=0; in Docker run with --security-opt seccomp=unconfined (or a profile allowing clone/unshare of user namespaces).",
    };
  }
  const v = spawnSync(BWRAP, ["--version"], { encoding: "utf8" });
  return { ok: true, bwrapVersion: v.stdout.trim(), pythonVersion: r.stdout.trim(), dropToNobody: asNobody };
}
