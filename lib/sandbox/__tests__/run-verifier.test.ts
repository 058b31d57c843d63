// The sandbox against judges written to misbehave: each must end as an Outcome with the right
// status and reason, and none may reach the network, the host's files or the server's memory.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, type SandboxLimits } from "../limits";
import { probeSandbox } from "../probe";
import { runVerifier } from "../run-verifier";
import { fixtureFiles } from "./load-fixture";

const probe = probeSandbox();
const TARGET = "/workspace/output/solution.json";
const LIMITS: SandboxLimits = { ...DEFAULT_LIMITS, wallMs: 20_000, cpuSeconds: 3, memoryMb: 512 };
const enc = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
const run = (judge: string, solution: unknown = { answer: 42 }, limits = LIMITS) =>
  runVerifier({ files: fixtureFiles(judge), solution: enc(solution), solutionTarget: TARGET, limits });

describe.skipIf(!probe.ok)("runVerifier in bubblewrap", () => {
  it("scores with a correct judge: reward.json read, object kept", async () => {
    const right = await run("correct");
    expect(right).toMatchObject({ status: "scored", reward: 1, reason: "ok", rewardObject: { reward: 1, answer: 42 }, exitCode: 0 });
    const wrong = await run("correct", { answer: 7 });
    expect(wrong).toMatchObject({ status: "scored", reward: 0 });
  });

  it("reads reward.txt as a bare number", async () => {
    expect(await run("correct-txt")).toMatchObject({ status: "scored", reward: 0.25, rewardText: "0.25\n" });
  });

  it("a crash is a result with the exit code and the stderr tail", async () => {
    const r = await run("crash");
    expect(r.status).toBe("crashed");
    expect(r.reward).toBeNull();
    expect(r.reason).toMatch(/^crashed: the verifier exited 1 without a reward; stderr: ValueError: ground truth has 0 events$/);
    expect(r.stderrTail).toContain("Traceback");
  });

  it("a CPU loop is stopped by the CPU-time limit", async () => {
    // 1 s: the limit's mechanism, not its size, is what is checked (the loop burns all of it)
    const r = await run("loop", {}, { ...LIMITS, cpuSeconds: 1 });
    expect(r.status).toBe("cpu-limit");
    expect(r.reason).toBe("cpu limit: killed after 1 s of CPU time");
  });

  it("a sleeper is killed at the wall-time limit", async () => {
    const r = await run("sleep", {}, { ...LIMITS, wallMs: 1500 });
    expect(r).toMatchObject({ status: "timeout", reward: null, reason: "timeout: killed after 2 s of wall time" });
    expect(r.wallMs).toBeLessThan(6000);
  });

  it("an unbounded allocation fails inside the address-space limit", async () => {
    const r = await run("alloc");
    expect(r.status).toBe("memory-limit");
    expect(r.reason).toMatch(/^memory limit: the verifier ran out of its 512 MiB address space; stderr: MemoryError/);
  });

  describe("network", () => {
    let server: net.Server;
    let port = 0;
    let connections = 0;
    beforeAll(async () => {
      server = net.createServer((s) => {
        connections += 1;
        s.destroy();
      });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      port = (server.address() as net.AddressInfo).port;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it("has none: a connection to the host's loopback fails and nothing arrives", async () => {
      const r = await run("network", { port });
      expect(r.status).toBe("crashed");
      expect(r.reason).toMatch(/Network is unreachable|Connection refused|Cannot assign requested address/);
      expect(connections).toBe(0);
    });
  });

  it("cannot read /etc or write outside its scratch; sees no server environment", async () => {
    const r = await run("escape");
    expect(r).toMatchObject({ status: "scored", reward: 1, rewardObject: { escapes: [] } });
    const passwd = await run("etc-passwd");
    expect(passwd.status).toBe("crashed");
    expect(passwd.reason).toContain("No such file or directory: '/etc/passwd'");
  });

  it("printing 100 MB is killed at the output limit and only a bounded capture is kept", async () => {
    const before = process.memoryUsage().rss;
    const r = await run("print-100mb", {}, { ...LIMITS, outputKillBytes: 16 * 1024 * 1024 });
    expect(r.status).toBe("output-limit");
    expect(r.reason).toBe("output limit: killed after printing more than 16 MiB to stdout/stderr");
    expect(r.stdoutHead.length).toBeLessThanOrEqual(LIMITS.captureBytes);
    expect(r.stdoutBytes).toBeGreaterThan(16 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("no reward and a malformed reward are results with their reasons", async () => {
    expect(await run("no-reward")).toMatchObject({
      status: "no-reward",
      reason: "no reward: the verifier wrote no /logs/verifier/reward.json or reward.txt",
    });
    const bad = await run("bad-reward");
    expect(bad.status).toBe("bad-reward");
    expect(bad.reason).toBe('bad reward: reward.txt is not a bare number: "reward: high\\n"');
  });

  describe("/logs is a capped tmpfs inside the sandbox (issue 23 finding 6)", () => {
    const tmpUsage = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(`vbench-verifier-${process.pid}-`)).length;

    it("bytes: the tmpfs refuses writes past its size, nothing reaches the host, the reward still counts", async () => {
      const before = fs.statfsSync(os.tmpdir());
      const r = await run("logs-bytes", {}, { ...LIMITS, logsBytes: 16 * 1024 * 1024 });
      expect(r.status).toBe("scored");
      const written = (r.rewardObject as { written: number }).written;
      // 16 MiB of tmpfs minus the reward file's block: at most 16 MiB, at least one full 8 MiB file
      expect(written).toBeLessThanOrEqual(16 * 1024 * 1024);
      expect(written).toBeGreaterThanOrEqual(8 * 1024 * 1024);
      // *.bin artifacts are never read back: only JSON under artifacts/ is
      expect(Object.keys(r.artifacts)).toEqual([]);
      const after = fs.statfsSync(os.tmpdir());
      expect((before.bfree - after.bfree) * after.bsize).toBeLessThan(8 * 1024 * 1024);
      expect(tmpUsage()).toBe(0);
    });

    it("files: more entries than the cap make the run an output-limit, whatever it wrote as reward", async () => {
      const r = await run("logs-files", {}, { ...LIMITS, logsFiles: 500 });
      expect(r).toMatchObject({
        status: "output-limit",
        reward: null,
        reason: "output limit: the verifier wrote more than 500 files and directories under /logs",
      });
    });

    it("a reward outside [0, 1] is bad-reward unless the task declares the range", async () => {
      const files = new Map([["test.sh", new TextEncoder().encode("mkdir -p /logs/verifier\necho -5 > /logs/verifier/reward.txt\n")]]);
      const input = { files, solution: enc({}), solutionTarget: TARGET, limits: LIMITS };
      expect(await runVerifier(input)).toMatchObject({ status: "bad-reward", reward: null });
      expect(await runVerifier({ ...input, limits: { ...LIMITS, rewardRange: [-10, 10] } })).toMatchObject({
        status: "scored",
        reward: -5,
      });
    });
  });

  it("refuses a verifier without test.sh or with a path outside tests/", async () => {
    const files = fixtureFiles("correct");
    files.delete("test.sh");
    expect(await runVerifier({ files, solution: enc({}), solutionTarget: TARGET, limits: LIMITS })).toMatchObject({
      status: "sandbox-error",
      reason: "the verifier has no tests/test.sh",
    });
    const evil = fixtureFiles("correct");
    evil.set("../escape.sh", new Uint8Array());
    expect((await runVerifier({ files: evil, solution: enc({}), solutionTarget: TARGET, limits: LIMITS })).reason).toMatch(
      /not a plain relative path/,
    );
  });
});

describe.runIf(!probe.ok)("without a sandbox", () => {
  it("says what is missing and how to enable it", async () => {
    if (probe.ok) return;
    const r = await run("correct");
    expect(r.status).toBe("sandbox-error");
    expect(r.reason).toContain(probe.howToEnable);
  });
});
