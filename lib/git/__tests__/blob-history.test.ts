// readBlobChanges on a repository the test makes: commit 1 a small file, commit 2 adds an 11 MiB
// raw rollout, commit 3 deletes it. The range 1..3 adds the rollout (its exact size) and deletes
// it, which the hygiene check turns into large_blobs and history_blobs ("squash").
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { historyBlobFindings } from "../../contract/hygiene";
import { readBlobChanges } from "../blob-history";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blob-history-"));
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: dir })
    .toString()
    .trim();
const SIZE = 11 * 1024 * 1024;

git("init", "-q", "-b", "main");
fs.writeFileSync(path.join(dir, "task.toml"), 'version = "1.0"\n');
git("add", "-A");
git("commit", "-qm", "task");
const c1 = git("rev-parse", "HEAD");
fs.mkdirSync(path.join(dir, "calibration/rollouts"), { recursive: true });
fs.writeFileSync(path.join(dir, "calibration/rollouts/run.jsonl"), Buffer.alloc(SIZE, 97));
git("add", "-A");
git("commit", "-qm", "rollout");
const c2 = git("rev-parse", "HEAD");
fs.rmSync(path.join(dir, "calibration/rollouts/run.jsonl"));
git("add", "-A");
git("commit", "-qm", "drop rollout");
const c3 = git("rev-parse", "HEAD");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("readBlobChanges", () => {
  it("lists the blob added in c2 and deleted in c3 with its size", async () => {
    const changes = await readBlobChanges(dir, `${c1}..${c3}`);
    expect(changes).toEqual([
      { path: "calibration/rollouts/run.jsonl", size: SIZE, change: "added", commit: c2 },
      { path: "calibration/rollouts/run.jsonl", size: SIZE, change: "deleted", commit: c3 },
    ]);
    expect(historyBlobFindings(changes, `${c1}..${c3}`).map((f) => f.code)).toEqual(["large_blobs", "history_blobs"]);
  });

  it("a range without changes lists nothing; an option-looking range is refused", async () => {
    expect(await readBlobChanges(dir, `${c3}..${c3}`)).toEqual([]);
    await expect(readBlobChanges(dir, "--output=x")).rejects.toThrow(/not a revision range/);
  });
});
