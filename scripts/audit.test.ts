// End-to-end: spawns the audit CLI as `npm run -s audit` does (the prebuilt bundle) on the bundled task folders
// and checks the review threads' numbers.
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const RUN_CLI = path.join(ROOT, "scripts/run-cli.mjs");
const TASKS = "prisma/fixtures/tasks";

function run(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [RUN_CLI, "audit", ...args], { cwd: ROOT });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

const records = (stdout: string) =>
  stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown> & { type: string });

describe("audit CLI arguments", () => {
  it.each([
    [[]],
    [["--task"]],
    [["--task", `${TASKS}/demo-shapes-activity`, "--audit", "bogus"]],
    [["--task", "/no/such/folder"]],
    [["--task", `${TASKS}/demo-shapes-activity`, "--workers", "-1"]],
    [["--frobnicate"]],
  ])("%j exits 2 with one stderr line", async (args) => {
    const r = await run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^audit: /);
  });
});

describe("audit CLI on the bundled tasks", () => {
  it("FlightGear omission: Codex 0.0938 -> 0.3291 over 45 retained, the replaced Claude round 0.6060 -> 0.6594 over 60; exit 1", async () => {
    const r = await run(["--task", `${TASKS}/flightgear-atc-clearance-compliance-ledger`, "--audit", "omission", "--json"]);
    expect(r.status, r.stderr).toBe(1);
    const omission = records(r.stdout).filter((x) => x.type === "omission");
    const byLedger = (name: string) => omission.find((o) => String(o.ledger).endsWith(`${name}.json`))!;
    expect(byLedger("codex-gpt-5.6-sol")).toMatchObject({ method: "exact", base: 0.0938, best: 0.3291, retained: 45 });
    expect(byLedger("claude-opus-4.8-agent-host-superseded")).toMatchObject({ method: "exact", base: 0.606, best: 0.6594, retained: 60 });
    expect(records(r.stdout).at(-1)).toMatchObject({ type: "summary", fails: true });
  });

  it("egocentric probes: 12 frames full, 13 frames zero; no probe reaches the bar; exit 0", async () => {
    const r = await run(["--task", `${TASKS}/egocentric-activity-understanding`, "--audit", "probes", "--json", "--workers", "0"]);
    expect(r.status, r.stderr).toBe(0);
    const all = records(r.stdout);
    const later = all.find((x) => x.type === "boundary" && x.name === "both boundaries later" && String(x.judge).endsWith("@e25513b"));
    expect(later).toMatchObject({ lastFull: 12, firstBelow: { offset: 13, reward: 0 } });
    const probes = all.filter((x) => x.type === "probes");
    for (const p of probes) expect(p.max as number).toBeLessThan(0.1);
  });

  it("FlightGear probes: 29,100 video-free probes, max 0.0000 (on the worker pool)", { timeout: 900_000 }, async () => {
    const r = await run(["--task", `${TASKS}/flightgear-atc-clearance-compliance-ledger`, "--audit", "probes", "--json", "--workers", "2"]);
    expect(r.status, r.stderr).toBe(0);
    const probes = records(r.stdout).find((x) => x.type === "probes")!;
    expect(probes).toMatchObject({ total: 29_100, structural: 12, grid: 27_648, jitter: 1_440, max: 0, aboveBar: 0 });
  });

  it("the table names each audit", async () => {
    const r = await run(["--task", `${TASKS}/demo-shapes-activity`, "--audit", "omission,versions", "--workers", "0"]);
    expect([0, 1]).toContain(r.status);
    expect(r.stdout).toMatch(/omission: best score reachable by withholding predictions/);
    expect(r.stdout).toMatch(/judge versions \(deltas against /);
    expect(r.stdout).toMatch(/^result: (ok|FAIL)/m);
  });
});
