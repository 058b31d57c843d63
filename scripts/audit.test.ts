// End-to-end: spawns the audit CLI as `npm run -s audit` does (the prebuilt bundle) on the bundled task folders
// and checks the review threads' numbers.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { probeSandbox } from "../lib/sandbox/probe";
import { assembleVerifierTask, type VerifierKind } from "../lib/judges/store/__tests__/verifier-fixtures";

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

// A never-seen family's folder (lib/sandbox/__fixtures__/verifiers/task) with its own verifier: the
// generic audits through it in the sandbox, a tiny budget. The planted verifier gives a submission
// with no events full credit, so the "empty" probe reaches the bar (1.0 >= 0.10, by its source).
describe.skipIf(!probeSandbox().ok)("audit CLI on a folder no port scores (generic audits through its verifier)", () => {
  const temps: string[] = [];
  afterAll(() => temps.forEach((t) => fs.rmSync(path.dirname(t), { recursive: true, force: true })));
  const folder = (kind: VerifierKind, judge?: string) => {
    const dir = assembleVerifierTask(kind, (d) => judge && fs.copyFileSync(judge, path.join(d, "steps/solve/tests/judge.py")));
    temps.push(dir);
    return dir;
  };
  const generic = (dir: string) => run(["--task", dir, "--audit", "probes", "--budget", "30", "--json"]);

  it("a clean verifier: probes below the bar, exit 0", async () => {
    const r = await generic(folder("fine"));
    expect(r.status, r.stderr).toBe(0);
    const probes = records(r.stdout).find((x) => x.type === "probes")!;
    expect(String(probes.judge)).toMatch(/^task:[0-9a-f]{12}$/);
    expect(probes.max as number).toBeLessThan(0.1);
  });

  it("a planted verifier that rewards an empty answer: the empty probe clears the bar, exit 1", async () => {
    const r = await generic(folder("fine", path.join(ROOT, "lib/audits/store/__fixtures__/empty-scores-full.py")));
    expect(r.status, r.stderr).toBe(1);
    const all = records(r.stdout);
    expect(all.find((x) => x.type === "probes")).toMatchObject({ max: 1, maxProbe: { label: "empty" } });
    expect(all.some((x) => x.type === "finding" && x.code === "probe_clears_bar")).toBe(true);
  });

  it("a verifier that crashes on every submission proves nothing: exit 2, saying so", async () => {
    const r = await generic(folder("crash"));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^audit: .*ran, scored nothing: 0 of \d+ probe submissions scored by the task's verifier \(crashed/);
  });
});
