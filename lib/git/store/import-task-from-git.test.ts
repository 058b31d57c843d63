// Integration: a task's git history becomes revisions tied to their commits, re-importing is a
// no-op, and the revision diff of two imported commits shows exactly what each commit changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { diffRevisions } from "../../revisions";
import { DEMO_TASK, makeTaskRepo, TASK_PATH, type TaskRepo } from "../__tests__/make-task-repo";
import { importTaskFromGit, taskIdFor } from "./import-task-from-git";
import { getRevisionSnapshot } from "../../revisions/store/get-revision-snapshot";
import { listRevisions } from "../../revisions/store/list-revisions";
import { saveVerdict, UnknownRevisionError } from "../../reviews/save-review";
import { reReviewOf, reReviewSectionFor } from "../../reviews/re-review";
import { renderBlocks } from "../../export/render-blocks";

describe("taskIdFor", () => {
  it.each([
    ["/repos/bench", "tasks/demo/demo-shapes-activity", "demo-shapes-activity"],
    ["/repos/bench", "tasks/demo/demo-shapes-activity/", "demo-shapes-activity"],
    ["https://example.test/org/my-task.git", "", "my-task"],
    ["/repos/my-task/", "", "my-task"],
  ])("%s %s -> %s", (source, folder, id) => expect(taskIdFor(source, folder)).toBe(id));
});

let repo: TaskRepo;
beforeAll(() => {
  repo = makeTaskRepo();
});
afterAll(() => repo.cleanup());

for (const kind of testDatabaseKinds()) {
  describe(`git import on ${kind.name}`, () => {
    let db: Database & { drop(): Promise<void> };
    // every test reads the imported history: the import runs here, the first test checks what it did
    let first: Awaited<ReturnType<typeof importTaskFromGit>>;
    beforeAll(async () => {
      db = await kind.open();
      first = await importTaskFromGit(db.prisma, { source: repo.dir, ref: "main", folder: TASK_PATH });
    }, 120_000);
    afterAll(async () => db.drop());

    it("stores one revision per commit that changed the folder, oldest first, with its provenance", async () => {
      const r = first;
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.taskId).toBe(DEMO_TASK);
      expect(r.commits.map((c) => [c.sha, c.outcome])).toEqual(repo.commits.map((sha) => [sha, "new"]));
      const stored = await db.prisma.revisionCommit.findMany({
        orderBy: { authorDate: "asc" },
        include: { revision: { select: { taskId: true, sourceKind: true } } },
      });
      expect(stored.map((c) => c.message)).toEqual([
        "Add the demo task",
        "Instruction: ask for brief actions too",
        "Ground truth: re-time action 3",
      ]);
      expect(stored[0]).toMatchObject({
        author: "Test Contributor <contributor@example.test>",
        folder: TASK_PATH,
        revision: { taskId: DEMO_TASK, sourceKind: "git" },
      });
      expect(await db.prisma.taskRevision.count({ where: { taskId: DEMO_TASK } })).toBe(3);
    });

    it("is a no-op when the same ref is imported again", async () => {
      const before = await db.prisma.taskRevision.count();
      const r = await importTaskFromGit(db.prisma, { source: repo.dir, ref: "main", folder: TASK_PATH });
      expect(r.ok && r.commits.map((c) => c.outcome)).toEqual(["already imported", "already imported", "already imported"]);
      expect(await db.prisma.taskRevision.count()).toBe(before);
      expect(await db.prisma.revisionCommit.count()).toBe(3);
    });

    it("imports up to an older ref only", async () => {
      const other = await kind.open();
      try {
        const r = await importTaskFromGit(other.prisma, { source: repo.dir, ref: repo.commits[1], folder: TASK_PATH });
        expect(r.ok && r.commits.length).toBe(2);
      } finally {
        await other.drop();
      }
    });

    it("diffs commit 1 -> 2 as one instruction hunk, and 2 -> 3 as one gold event moved 2 s with oracle still perfect", async () => {
      const revs = await db.prisma.revisionCommit.findMany({ orderBy: { authorDate: "asc" }, select: { revisionId: true, sha: true } });
      const ordered = repo.commits.map((sha) => revs.find((r) => r.sha === sha)!.revisionId);
      const [s1, s2, s3] = await Promise.all(ordered.map((id) => getRevisionSnapshot(db.prisma, DEMO_TASK, id)));
      const d12 = diffRevisions(s1!, s2!);
      expect(d12.files.map((f) => [f.path, f.change])).toEqual([["steps/solve/instruction.md", "changed"]]);
      expect(d12.texts.find((t) => t.name.endsWith("instruction.md"))!.hunks).toHaveLength(1);
      expect(d12.gold.changes).toEqual([]);
      expect(d12.judges.changed).toBe(false);
      expect(d12.rows.every((r) => r.change === "kept" && (r.scoreDelta ?? 0) === 0)).toBe(true);
      const d23 = diffRevisions(s2!, s3!);
      expect(d23.gold.changes).toHaveLength(1);
      expect(d23.gold.changes[0]).toMatchObject({ change: "moved", before: { index: 2 }, after: { index: 2 } });
      expect(d23.gold.changes[0].shiftSec).toBeCloseTo(2, 6);
      expect(d23.judges.groundTruthChanged.map((g) => g.judgeId).sort()).toEqual([
        "egocentric-activity-understanding@157e7b4",
        "egocentric-activity-understanding@e25513b",
      ]);
      expect(d23.files.map((f) => f.path)).toEqual(
        expect.arrayContaining(["steps/solve/tests/gt.json", "steps/solve/solution/oracle.json"]),
      );
      // rows are re-scored against the moved event: the ones that matched it lose credit
      expect(d23.rows.every((r) => r.change === "kept")).toBe(true);
      expect(d23.rows.some((r) => r.scoreDelta !== null && r.scoreDelta !== 0)).toBe(true);
    });

    it("ties a verdict to the revision it judged and marks the task changed since review", async () => {
      const revs = await db.prisma.revisionCommit.findMany({ select: { revisionId: true, sha: true } });
      const [r1, r2, r3] = repo.commits.map((sha) => revs.find((r) => r.sha === sha)!.revisionId);
      await saveVerdict(db.prisma, {
        taskId: DEMO_TASK,
        author: "Maintainer",
        verdict: "request_changes",
        body: "see gates",
        revisionId: r2,
      });
      await expect(
        saveVerdict(db.prisma, { taskId: DEMO_TASK, author: "M", verdict: "comment", body: "", revisionId: "nope" }),
      ).rejects.toBeInstanceOf(UnknownRevisionError);
      const history = await listRevisions(db.prisma, DEMO_TASK);
      expect(history.revisions.map((r) => r.id)).toEqual([r3, r2, r1]);
      expect(history.lastReview).toMatchObject({ verdict: "request_changes", revisionId: r2 });
      expect(history.changedSinceReview).toBe(true);
      expect(history.revisions[0].label).toMatch(/^[0-9a-f]{8} Ground truth: re-time action 3$/);
      const rr = await reReviewOf(db.prisma, DEMO_TASK);
      expect(rr).toMatchObject({ reviewedRevisionId: r2, currentRevisionId: r3, href: `/tasks/${DEMO_TASK}/revisions/${r2}...${r3}` });
      const section = await reReviewSectionFor(db.prisma, DEMO_TASK);
      const md = renderBlocks(section!.blocks).join("\n");
      expect(md).toContain("Closed from the previous review");
      expect(md).toContain("ground truth: 1 event(s) added, removed or moved (19 → 19)");
      // a verdict on the latest revision: nothing changed since
      await saveVerdict(db.prisma, { taskId: DEMO_TASK, author: "Maintainer", verdict: "comment", body: "" });
      expect(await reReviewOf(db.prisma, DEMO_TASK)).toBeNull();
      expect((await listRevisions(db.prisma, DEMO_TASK)).changedSinceReview).toBe(false);
    });

    it("refuses a ref that does not exist and a path leaving the repository, writing nothing", async () => {
      const before = await db.prisma.taskRevision.count();
      const missing = await importTaskFromGit(db.prisma, { source: repo.dir, ref: "no-such-branch", folder: TASK_PATH });
      expect(missing).toMatchObject({ ok: false, error: expect.stringContaining('no commit "no-such-branch"') });
      const escape = await importTaskFromGit(db.prisma, { source: repo.dir, ref: "main", folder: "../etc" });
      expect(escape).toMatchObject({ ok: false, error: expect.stringContaining("must stay inside the repository") });
      const notRepo = await importTaskFromGit(db.prisma, { source: "/nonexistent-dir-xyz", ref: "main" });
      expect(notRepo).toMatchObject({ ok: false, error: expect.stringContaining("no such directory") });
      expect(await db.prisma.taskRevision.count()).toBe(before);
    });
  });
}
