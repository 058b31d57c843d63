// End-to-end: spawns the trajectory CLI as `npm run -s rollout` does (the prebuilt bundle), on bundled files.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const RUN_CLI = path.join(ROOT, "scripts/run-cli.mjs");
const FG = "prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger";
const AGY = `${FG}/calibration/rollouts/antigravity-gemini-3.6-flash-high.jsonl`;

function run(args: string[]) {
  const r = spawnSync(process.execPath, [RUN_CLI, "rollout", ...args], { cwd: ROOT, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("rollout audit CLI", () => {
  it("--json: one object with the summary and every finding, audited against the task folder", () => {
    const r = run(["audit", AGY, "--task", FG, "--json"]);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({
      format: "antigravity-stream-json",
      harness: "Antigravity CLI",
      model: "gemini-3.6-flash-high",
      toolCalls: 89,
      exitReason: "rate_limit",
      durationMs: 1512957,
    });
    expect(report.auditedWith).toEqual(["instruction", "budget", "answer-key-paths", "file-name"]);
    expect(report.findings.map((f: { kind: string }) => f.kind)).toEqual([
      "network_offered",
      "network_used",
      "instruction_unproven",
      "abnormal_ending",
    ]);
  }, 30_000);

  it("text: summary lines and findings with step and evidence; --condition adds the row audits", () => {
    const r = run(["audit", AGY, "--condition", "no-media"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("  tool calls   89");
    expect(r.stdout).toContain("[warning] network_used · step 25 (line 38): pip install in a run_command call; it failed (isolation held)");
    expect(r.stdout).toContain("[fail] condition_violation · step 11: no-media run touched the media (51 calls)");
  }, 30_000);

  it("exit 0 for any content: a broken or unknown file is a report", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "rollout-cli-"));
    const file = path.join(dir, "broken.jsonl");
    writeFileSync(file, '{"type":"turn.started"}\n{oops\n\u0000\u0001binary');
    const r = run(["audit", file, "--json"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).findings[0]).toMatchObject({ kind: "broken_line", line: 2 });
  }, 30_000);

  it.each([
    [["audit"], /missing required argument/],
    [["audit", "/no/such/file.jsonl"], /cannot read trajectory \/no\/such\/file\.jsonl: ENOENT/],
    [["audit", AGY, "--condition", "sideways"], /--condition must be one of/],
    [["audit", AGY, "--task", "/no/such/task"], /cannot read --task/],
    [["frobnicate"], /unknown command/],
  ])(
    "exit 2 on bad arguments: %j",
    (args, message) => {
      const r = run(args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
    },
    30_000,
  );
});
