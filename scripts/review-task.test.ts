// The review-task CLI end to end (real process): --json lists code, severity, file, line, message;
// exit 1 on an error-severity finding (egocentric), 0 for the clean demo, 2 on a bad folder.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const TASKS = path.resolve("prisma/fixtures/tasks");

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/review-task.ts", ...args], {
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("npm run review-task", () => {
  it("egocentric --json: the findings with code, severity, file, line, message; exit 1", () => {
    const r = run(path.join(TASKS, "egocentric-activity-understanding"), "--json", "--no-sensitivity");
    expect(r.code, r.err).toBe(1);
    const rows = JSON.parse(r.out) as Record<string, unknown>[];
    expect(rows.find((f) => f.code === "instruction_leaks_ground_truth")).toMatchObject({
      severity: "error",
      file: "steps/solve/instruction.md",
      line: 74,
      message: expect.stringContaining("#1"),
    });
    for (const f of rows) expect(Object.keys(f)).toEqual(expect.arrayContaining(["code", "severity", "file", "line", "message"]));
    // an empty array must not read as clean while checks could not run: those go to stderr
    expect(r.err).toContain("not checked: reward_sensitivity (skipped on request (--no-sensitivity))");
    expect(r.err).toContain("not checked: base_image (no Dockerfile in the folder");
  }, 150_000);

  it("the demo: no findings, exit 0; a missing folder: exit 2", () => {
    const demo = run(path.join(TASKS, "demo-shapes-activity"), "--no-sensitivity");
    expect(demo.code, demo.err).toBe(0);
    expect(demo.out).toContain("no contract findings");
    expect(run(path.join(TASKS, "no-such-task")).code).toBe(2);
  }, 150_000);
});
