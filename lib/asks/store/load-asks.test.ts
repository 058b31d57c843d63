// Integration (PGlite always, Postgres with DATABASE_URL): the revision order's labels name each
// revision's last-authored commit (its short sha and first message line), whichever was stored
// first, for every task's order and one task's alike; a revision without commits is labelled by
// its import time. Expected labels are written out by hand from the commits the test stores.
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { loadRevisionOrder } from "./load-asks";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const at = (day: number) => new Date(Date.UTC(2033, 0, day));

for (const kind of testDatabaseKinds()) {
  describe(`the revision order on ${kind.name}`, () => {
    it("labels a revision by its last-authored commit, and one without commits by its import time", async () => {
      const db = await kind.open();
      try {
        const imported = await importTaskFolder(db.prisma, DEMO, { sourceKind: "fixture" });
        if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
        const { taskId, id: revisionId } = await db.prisma.taskRevision.update({
          where: { id: imported.revisionId },
          data: { importedAt: at(1) },
        });
        const labels = async (taskIds: string[] | null) => (await loadRevisionOrder(db.prisma, taskIds)).get(taskId)?.map((r) => r.label);
        expect(await labels(null)).toEqual(["imported 2033-01-01 00:00 UTC"]);

        const commit = (sha: string, day: number, message: string) =>
          db.prisma.revisionCommit.create({
            data: { revisionId, repo: "r", folder: "f", sha, author: "a", authorDate: at(day), message },
          });
        // the later-authored commit stored first: the label follows the author date, not the insert
        await commit("b".repeat(40), 3, "second commit\n\nbody");
        await commit("a".repeat(40), 2, "first commit");
        expect(await labels(null)).toEqual(["bbbbbbbb second commit"]);
        expect(await labels([taskId])).toEqual(["bbbbbbbb second commit"]);
      } finally {
        await db.drop();
      }
    });
  });
}
