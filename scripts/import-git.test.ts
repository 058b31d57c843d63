// The git import CLI end to end: a real process on a real PGlite directory, reading a repository
// the test makes with three commits of the demo task.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMigratedPgliteDir } from "../lib/db/__tests__/test-databases";
import { makeTaskRepo, TASK_PATH } from "../lib/git/__tests__/make-task-repo";

function runImport(dbDir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [path.resolve("scripts/run-cli.mjs"), "import", ...args], {
    env: { ...process.env, DATABASE_URL: `pglite:${dbDir}` },
    encoding: "utf8",
    timeout: 180_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("npm run import -- --git", () => {
  const repo = makeTaskRepo();
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-git-cli-"));
  // a migrated directory: each CLI run opens it instead of paying initdb (test-databases.ts)
  beforeAll(() => seedMigratedPgliteDir(dbDir));
  afterAll(() => {
    repo.cleanup();
    fs.rmSync(dbDir, { recursive: true, force: true });
  });

  it("imports two refs in turn: the older one first, then only the newer commit", { timeout: 300_000 }, () => {
    const first = runImport(dbDir, "--git", repo.dir, "--ref", repo.commits[1], "--path", TASK_PATH);
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/demo-shapes-activity: 2 commit\(s\) touch the folder, 2 new revision\(s\)/);
    const second = runImport(dbDir, "--git", repo.dir, "--ref", "main", "--path", TASK_PATH);
    expect(second.code).toBe(0);
    expect(second.out.match(/already imported/g)).toHaveLength(2);
    expect(second.out).toMatch(/Ground truth: re-time action 3: new/);
  });

  it("exits 2 without --ref, and 1 naming a missing ref", { timeout: 120_000 }, () => {
    expect(runImport(dbDir, "--git", repo.dir).code).toBe(2);
    const r = runImport(dbDir, "--git", repo.dir, "--ref", "nope", "--path", TASK_PATH);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no commit "nope"/);
  });
});
