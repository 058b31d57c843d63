// The review-task CLI end to end (real process): --json lists code, severity, file, line, message;
// exit 1 on an error-severity finding (egocentric), 0 for the clean demo, 2 on a bad folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeTaskRepo, TASK_PATH } from "../lib/git/__tests__/make-task-repo";

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

  it("--git --range: the task folder's blobs only, folder-relative (a sibling task's 11 MiB file is not this task's); a missing repository: exit 2 naming it", () => {
    const MiB = 1024 * 1024;
    const repo = makeTaskRepo([
      ["Add the demo task", () => undefined],
      ["A raw rollout", (dir) => fs.writeFileSync(path.join(dir, "calibration/raw.jsonl"), Buffer.alloc(11 * MiB, 97))],
      [
        "Drop it; another task adds its own",
        (dir) => {
          fs.rmSync(path.join(dir, "calibration/raw.jsonl"));
          fs.mkdirSync(path.join(dir, "../other-task"), { recursive: true });
          fs.writeFileSync(path.join(dir, "../other-task/big.bin"), Buffer.alloc(11 * MiB, 98));
        },
      ],
    ]);
    try {
      const r = run(
        path.join(repo.dir, TASK_PATH),
        "--git",
        repo.dir,
        "--range",
        `${repo.commits[0]}..${repo.commits[2]}`,
        "--json",
        "--no-sensitivity",
      );
      expect(r.code, r.err).toBe(0);
      const rows = JSON.parse(r.out) as { code: string; file: string }[];
      expect(rows.map((f) => [f.code, f.file]).sort()).toEqual([
        ["history_blobs", "calibration/raw.jsonl"],
        ["large_blobs", "calibration/raw.jsonl"],
      ]);
      const missing = run(path.join(repo.dir, TASK_PATH), "--git", path.join(repo.dir, "no-such-repo"), "--range", "a..b");
      expect(missing.code).toBe(2);
      expect(missing.err).toContain("no-such-repo: no such folder");
    } finally {
      repo.cleanup();
    }
  }, 150_000);
});
