// Integration (PGlite, and Postgres when DATABASE_URL names one): repository hygiene on the real
// git import path. The test builds a repository: the demo task; then a 12 MB raw dump and an
// 11 MiB scratch file added; then the scratch file deleted. Imported in one run, the head
// revision's range is the whole history to it: large_blobs names the 12 MB dump and history_blobs
// the scratch file added and deleted ("squash"). A later commit imported in a second run reads only
// previous-imported..this (nothing large). Sizes are the bytes the test wrote.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { makeTaskRepo, TASK_PATH, type TaskRepo } from "../__tests__/make-task-repo";
import { hygieneRange } from "../hygiene-range";
import { importTaskFromGit } from "./import-task-from-git";
import { getTaskOverview } from "../../data/queries/get-task-overview";

const DUMP = "calibration/raw/frames-dump.bin";
const SCRATCH = "calibration/raw/scratch.bin";
const DUMP_BYTES = 12_000_000;
const SCRATCH_BYTES = 11 * 1024 * 1024;
const DEMO_SOURCE = path.resolve(import.meta.dirname, "../../../prisma/fixtures/tasks/demo-shapes-activity");

/** bytes of every file under a folder, read from disk (not through git) */
function folderBytes(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .reduce((n, e) => (e.isFile() ? n + fs.statSync(path.join(e.parentPath, e.name)).size : n), 0);
}

describe("hygieneRange", () => {
  const pr = { sha: "b".repeat(40), commits: new Set(["c".repeat(40)]) };
  it.each([
    ["a PR commit: merge base..commit", "c".repeat(40), "a".repeat(40), pr, `${"b".repeat(40)}..${"c".repeat(40)}`],
    ["not in the PR: last reviewed..commit", "d".repeat(40), "a".repeat(40), pr, `${"a".repeat(40)}..${"d".repeat(40)}`],
    ["nothing reviewed before: the history up to the commit", "d".repeat(40), null, null, "d".repeat(40)],
  ])("%s", (_, commit, last, base, expected) => expect(hygieneRange(commit, last, base)).toBe(expected));
});

/** one repository per database kind: the second run's test adds a commit to it */
function makeHygieneRepo(): TaskRepo {
  return makeTaskRepo([
    ["Add the demo task", () => undefined],
    [
      "Add raw calibration dumps",
      (dir) => {
        fs.mkdirSync(path.join(dir, "calibration/raw"), { recursive: true });
        fs.writeFileSync(path.join(dir, DUMP), Buffer.alloc(DUMP_BYTES, 7));
        fs.writeFileSync(path.join(dir, SCRATCH), Buffer.alloc(SCRATCH_BYTES, 9));
      },
    ],
    ["Drop the scratch file", (dir) => fs.rmSync(path.join(dir, SCRATCH))],
  ]);
}

for (const kind of testDatabaseKinds()) {
  describe(`repository hygiene on git import (${kind.name})`, () => {
    // each test gets a repository and a database of its own: the second commits to its repository
    // and imports twice, which must not be the first test's starting point (the tests run in any order)
    const opened: { repo: TaskRepo; db: Awaited<ReturnType<typeof kind.open>> }[] = [];
    const fresh = async () => {
      const own = { repo: makeHygieneRepo(), db: await kind.open() };
      opened.push(own);
      return own;
    };
    afterAll(async () => {
      for (const { repo, db } of opened) {
        repo.cleanup();
        await db.drop();
      }
    });

    it("the head revision: large_blobs (the 12 MB dump) and history_blobs (the scratch file added, then deleted)", async () => {
      const { repo, db } = await fresh();
      const r = await importTaskFromGit(db.prisma, { source: repo.dir, ref: "main", folder: TASK_PATH });
      expect(r.ok && r.commits.map((c) => c.outcome)).toEqual(["new", "new", "new"]);
      const review = (await getTaskOverview(db.prisma, "demo-shapes-activity"))!.revision.contractFindings!;
      const hygiene = review.checks.find((c) => c.check === "repository_hygiene")!;
      expect(hygiene.state).toBe("ran");
      expect(hygiene.note).toMatch(new RegExp(`^${repo.commits[2].slice(0, 12)}: `));
      const history = review.findings.filter((f) => f.code === "history_blobs");
      expect(history).toMatchObject([{ file: SCRATCH, severity: "warn" }]);
      expect(history[0].evidence).toBe(`added ${repo.commits[1]}, deleted ${repo.commits[2]}, ${SCRATCH_BYTES} bytes`);
      const large = review.findings.filter((f) => f.code === "large_blobs");
      // the range adds both files (12 MB dump first, by size); the folder still holds the dump
      expect(large.map((f) => f.file).sort()).toEqual([DUMP, DUMP]);
      const range = large.find((f) => f.message.includes(" adds "))!;
      // the range is the whole history to the head: the demo task's own files count too
      const total = folderBytes(DEMO_SOURCE) + DUMP_BYTES + SCRATCH_BYTES;
      expect(range.message).toContain(`adds ${(total / 1024 / 1024).toFixed(1)} MiB; 2 file(s) over 10.0 MiB`);
      expect(range.evidence).toContain(`${DUMP} ${(DUMP_BYTES / 1024 / 1024).toFixed(1)} MiB (${repo.commits[1].slice(0, 7)})`);
    }, 120_000);

    it("a later commit imported in a second run reads previous-imported..this: no history blobs", async () => {
      const { repo, db } = await fresh();
      const before = await importTaskFromGit(db.prisma, { source: repo.dir, ref: "main", folder: TASK_PATH });
      expect(before.ok && before.commits.map((c) => c.outcome)).toEqual(["new", "new", "new"]);
      fs.appendFileSync(path.join(repo.dir, TASK_PATH, "calibration/scores.md"), "\nReviewed.\n");
      repo.git("add", "-A");
      repo.git("commit", "-q", "-m", "Note the review");
      const head = repo.git("rev-parse", "HEAD");
      const r = await importTaskFromGit(db.prisma, { source: repo.dir, ref: "main", folder: TASK_PATH });
      expect(r.ok && r.commits.map((c) => c.outcome)).toEqual(["already imported", "already imported", "already imported", "new"]);
      const review = (await getTaskOverview(db.prisma, "demo-shapes-activity"))!.revision.contractFindings!;
      const hygiene = review.checks.find((c) => c.check === "repository_hygiene")!;
      expect(hygiene.note).toMatch(new RegExp(`^${repo.commits[2].slice(0, 12)}\\.\\.${head.slice(0, 12)}: 1 blob\\(s\\) added`));
      expect(review.findings.filter((f) => f.code === "history_blobs")).toEqual([]);
      // the dump is still in the folder: the folder check keeps naming it
      expect(review.findings.filter((f) => f.code === "large_blobs").map((f) => f.file)).toEqual([DUMP]);
    }, 120_000);
  });
}
