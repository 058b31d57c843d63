import { describe, expect, it } from "vitest";
import { bwrapArgs, isSafeSolutionTarget, type SandboxLayout } from "./bwrap-args";
import { DEFAULT_LIMITS } from "./limits";

const layout: SandboxLayout = {
  bwrap: "/usr/bin/bwrap",
  testsDir: "/tmp/r/tests",
  solutionFile: "/tmp/r/solution.json",
  logsDir: "/tmp/r/logs",
  solutionTarget: "/workspace/output/solution.json",
  mergedUsr: true,
  limits: DEFAULT_LIMITS,
};

// the pairs (flag, source, dest) of a mount table, in order
function mounts(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (["--ro-bind", "--bind", "--symlink", "--ro-bind-try"].includes(argv[i])) out.push(`${argv[i]} ${argv[i + 1]} ${argv[i + 2]}`);
    if (["--tmpfs", "--proc", "--dev", "--dir", "--remount-ro"].includes(argv[i])) out.push(`${argv[i]} ${argv[i + 1]}`);
  }
  return out;
}

describe("bwrapArgs", () => {
  it("lays out exactly Harbor's verifier paths and nothing else of the host but /usr", () => {
    expect(mounts(bwrapArgs(layout))).toEqual([
      "--ro-bind /usr /usr",
      "--symlink usr/lib /lib",
      "--symlink usr/lib64 /lib64",
      "--symlink usr/bin /bin",
      "--symlink usr/sbin /sbin",
      "--proc /proc",
      "--dev /dev",
      "--tmpfs /tmp",
      "--tmpfs /workspace",
      "--dir /workspace/output",
      "--ro-bind /tmp/r/tests /tests",
      "--ro-bind /tmp/r/solution.json /workspace/output/solution.json",
      "--bind /tmp/r/logs /logs",
      "--remount-ro /",
    ]);
  });

  it("isolates every namespace, clears the environment and dies with its parent", () => {
    const argv = bwrapArgs(layout);
    for (const flag of ["--unshare-all", "--unshare-user", "--die-with-parent", "--new-session", "--disable-userns", "--clearenv"])
      expect(argv).toContain(flag);
    expect(argv).not.toContain("--share-net");
    expect(argv.some((a) => a.startsWith("/etc"))).toBe(false);
  });

  it("sets the limits before running test.sh", () => {
    const script = bwrapArgs({ ...layout, limits: { ...DEFAULT_LIMITS, cpuSeconds: 7, memoryMb: 256, processes: 16, fileSizeMb: 8 } }).at(
      -1,
    )!;
    expect(script).toBe("ulimit -S -t 7 && ulimit -H -t 8 && ulimit -v 262144 -u 16 -f 8192 -c 0 && exec /bin/bash /tests/test.sh");
  });

  it("binds /lib and friends on a host without merged /usr", () => {
    expect(mounts(bwrapArgs({ ...layout, mergedUsr: false })).slice(1, 5)).toEqual([
      "--ro-bind-try /lib /lib",
      "--ro-bind-try /lib64 /lib64",
      "--ro-bind-try /bin /bin",
      "--ro-bind-try /sbin /sbin",
    ]);
  });

  it.each([
    ["/workspace/output/solution.json", true],
    ["/workspace/answer.json", true],
    ["/workspace/../etc/passwd", false],
    ["/etc/passwd", false],
    ["/workspace//x.json", false],
    ["workspace/output/solution.json", false],
    ["/workspace/out put.json", false],
  ])("solution target %s is safe: %s", (p, ok) => {
    expect(isSafeSolutionTarget(p)).toBe(ok);
    if (!ok) expect(() => bwrapArgs({ ...layout, solutionTarget: p })).toThrow(/plain path under \/workspace/);
  });
});
