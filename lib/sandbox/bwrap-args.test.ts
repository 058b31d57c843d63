import { describe, expect, it } from "vitest";
import { bwrapArgs, isSafeSolutionTarget, type SandboxLayout } from "./bwrap-args";
import { DEFAULT_LIMITS } from "./limits";

const layout: SandboxLayout = {
  bwrap: "/usr/bin/bwrap",
  testsDir: "/tmp/r/tests",
  solutionFile: "/tmp/r/solution.json",
  readOnly: [
    { kind: "bind", path: "/usr/bin/python3.11" },
    { kind: "bind", path: "/usr/lib/python3.11" },
    { kind: "symlink", path: "/usr/bin/python3", target: "python3.11" },
  ],
  procMasked: ["/proc/kallsyms"],
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
  it("lays out exactly Harbor's verifier paths and nothing else of the host but the read-only entries", () => {
    expect(mounts(bwrapArgs(layout))).toEqual([
      "--ro-bind /usr/bin/python3.11 /usr/bin/python3.11",
      "--ro-bind /usr/lib/python3.11 /usr/lib/python3.11",
      "--symlink python3.11 /usr/bin/python3",
      "--symlink usr/lib /lib",
      "--symlink usr/lib64 /lib64",
      "--symlink usr/bin /bin",
      "--symlink usr/sbin /sbin",
      "--proc /proc",
      "--dev /dev",
      "--tmpfs /tmp",
      "--tmpfs /workspace",
      "--tmpfs /logs",
      "--dir /logs/verifier",
      "--dir /logs/artifacts",
      "--ro-bind /dev/null /proc/kallsyms",
      "--dir /workspace/output",
      "--ro-bind /tmp/r/tests /tests",
      "--ro-bind /tmp/r/solution.json /workspace/output/solution.json",
      "--remount-ro /",
    ]);
  });

  it("caps each tmpfs: 64 MiB scratch, /logs at the limit's size; no host directory is writable", () => {
    const argv = bwrapArgs({ ...layout, limits: { ...DEFAULT_LIMITS, logsBytes: 1234567 } });
    const sizeBefore = (dest: string) => argv[argv.findIndex((a, i) => a === "--tmpfs" && argv[i + 1] === dest) - 1];
    expect(sizeBefore("/tmp")).toBe(String(64 * 1024 * 1024));
    expect(sizeBefore("/workspace")).toBe(String(64 * 1024 * 1024));
    expect(sizeBefore("/logs")).toBe("1234567");
    expect(argv).not.toContain("--bind");
    expect(argv).not.toContain("/usr/local");
    expect(argv.filter((a, i) => argv[i - 1] === "--ro-bind" && a === "/usr")).toEqual([]);
  });

  it("isolates every namespace, clears the environment and dies with its parent", () => {
    const argv = bwrapArgs(layout);
    for (const flag of ["--unshare-all", "--unshare-user", "--die-with-parent", "--new-session", "--disable-userns", "--clearenv"])
      expect(argv).toContain(flag);
    expect(argv).not.toContain("--share-net");
    expect(argv.some((a) => a.startsWith("/etc"))).toBe(false);
  });

  it("sets the limits before running test.sh, runs it without fd 3, then streams the logs out", () => {
    const argv = bwrapArgs({
      ...layout,
      limits: { ...DEFAULT_LIMITS, cpuSeconds: 7, memoryMb: 256, processes: 16, fileSizeMb: 8, logsFiles: 77 },
    });
    const [script, name, emitter] = argv.slice(-3);
    expect(script).toBe(
      'ulimit -S -t 7 && ulimit -H -t 8 && ulimit -v 262144 -u 16 -f 8192 -c 0 && { /bin/bash /tests/test.sh 3>&-; rc=$?; /usr/bin/python3 -I -S -c "$1" 2>/dev/null; exit $rc; }',
    );
    expect(name).toBe("verifier");
    expect(emitter).toContain("if count > 77: break");
  });

  it("binds /lib and friends on a host without merged /usr", () => {
    expect(mounts(bwrapArgs({ ...layout, mergedUsr: false })).slice(3, 7)).toEqual([
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
