// Integration (PGlite always, Postgres with DATABASE_URL): a maintainer imports content a pull
// request already proposed (its job stored the commit as a "submitted" revision). Before, the
// import found the same commit or content, wrote nothing, and the proposal stayed "submitted":
// no gate counted what the maintainer had just imported. Now the import accepts it (who, when,
// why, the audit log, the proposed task facts), says so, and leaves a written rejection standing.
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import type { Database } from "../../db/client";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { reviewSubmission } from "../../submissions/store/review-submission";
import { DEMO_TASK, makeTaskRepo, TASK_PATH, type TaskRepo } from "../__tests__/make-task-repo";
import { importTaskFromGit } from "./import-task-from-git";

const PR_WRITER = { userId: null, submission: "submitted" as const };

let repo: TaskRepo;
beforeAll(() => {
  repo = makeTaskRepo([["Add the demo task", () => undefined]]);
});
afterAll(() => repo.cleanup());

for (const kind of testDatabaseKinds()) {
  describe(`a maintainer's import of a proposal's content on ${kind.name}`, () => {
    let db: Database & { drop(): Promise<void> };
    let revisionId = "";
    const fromGit = (extra: Partial<Parameters<typeof importTaskFromGit>[1]>) =>
      importTaskFromGit(db.prisma, { source: repo.dir, ref: "main", folder: TASK_PATH, ...extra });
    const stateOf = () =>
      db.prisma.taskRevision.findUniqueOrThrow({
        where: { id: revisionId },
        select: { submissionState: true, reviewedById: true, reviewedByName: true, reviewReason: true },
      });

    // each test starts from a database where the pull request's job proposed the one commit
    beforeEach(async () => {
      db = await kind.open();
      const proposed = await fromGit({ writer: PR_WRITER, sourceLabel: "PR #7" });
      expect(proposed.ok && proposed.commits.map((c) => c.outcome)).toEqual(["new"]);
      revisionId = proposed.commits[0].revisionId!;
      expect((await stateOf()).submissionState).toBe("submitted");
    }, 120_000);
    afterEach(async () => db.drop());

    it("from git (the same commit): accepted by the signed-in maintainer, said on the commit, logged, the proposed title applied", async () => {
      const maintainer = await db.prisma.user.create({
        data: { id: "maya", email: "m@example.test", name: "Maya Maintainer", role: "maintainer" },
      });
      await db.prisma.task.update({ where: { id: DEMO_TASK }, data: { title: "the title before the proposal" } });
      const r = await fromGit({ authorId: maintainer.id });
      expect(r.ok).toBe(true);
      expect(r.commits).toHaveLength(1);
      expect(r.commits[0]).toMatchObject({ outcome: "already imported", revisionId });
      expect(r.commits[0].notes).toEqual([expect.stringMatching(/proposal awaiting review: the import accepted it/)]);
      expect(await stateOf()).toEqual({
        submissionState: "accepted",
        reviewedById: maintainer.id,
        reviewedByName: "Maya Maintainer",
        reviewReason: expect.stringMatching(/^imported by a maintainer/),
      });
      const { proposedTitle } = await db.prisma.taskRevision.findUniqueOrThrow({ where: { id: revisionId } });
      expect(proposedTitle).not.toBe("the title before the proposal");
      expect((await db.prisma.task.findUniqueOrThrow({ where: { id: DEMO_TASK } })).title).toBe(proposedTitle);
      const log = await db.prisma.auditLog.findMany({ where: { target: `revision:${revisionId}` } });
      expect(log).toEqual([
        expect.objectContaining({ action: "submission-accepted", actorId: maintainer.id, actorName: "Maya Maintainer", taskId: DEMO_TASK }),
      ]);
      expect(log[0].details).toMatchObject({ from: "submitted", to: "accepted", via: "import" });
      // a second import finds it accepted: nothing more to say or log
      const again = await fromGit({ authorId: maintainer.id });
      expect(again.commits[0].notes).toBeUndefined();
      expect(await db.prisma.auditLog.count({ where: { target: `revision:${revisionId}` } })).toBe(1);
    });

    it("from a folder on disk (the same content): accepted by the command line, the note printed with the summary", async () => {
      const r = await importTaskFolder(db.prisma, path.join(repo.dir, TASK_PATH));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect([r.revision, r.revisionId]).toEqual(["unchanged", revisionId]);
      expect(r.problems).toEqual([expect.stringMatching(/the import accepted it, so it now counts toward the gates/)]);
      expect(await stateOf()).toMatchObject({ submissionState: "accepted", reviewedById: null, reviewedByName: "npm run import" });
    });

    it("the pull request's job sending it again decides nothing: still submitted, no note", async () => {
      const r = await fromGit({ writer: PR_WRITER, sourceLabel: "PR #7" });
      expect(r.commits[0]).toMatchObject({ outcome: "already imported", revisionId });
      expect(r.commits[0].notes).toBeUndefined();
      expect((await stateOf()).submissionState).toBe("submitted");
      expect(await db.prisma.auditLog.count()).toBe(0);
    });

    it("a rejection stands: the import says it still counts toward no gate and where to accept it", async () => {
      const rejected = await reviewSubmission(
        db.prisma,
        { kind: "revision", taskId: DEMO_TASK, id: revisionId },
        "reject",
        "the clip is a demo",
        { userId: null, name: "Rita Reviewer" },
      );
      expect(rejected.ok).toBe(true);
      const r = await fromGit({});
      expect(r.commits[0].notes).toEqual([
        "this content is a proposal Rita Reviewer rejected (the clip is a demo): it still counts toward no gate; accept it on the task's revisions page to count it",
      ]);
      const folder = await importTaskFolder(db.prisma, path.join(repo.dir, TASK_PATH));
      expect(folder.ok && folder.problems).toEqual([expect.stringMatching(/^this content is a proposal Rita Reviewer rejected/)]);
      expect(await stateOf()).toMatchObject({ submissionState: "rejected", reviewedByName: "Rita Reviewer" });
    });
  });
}
