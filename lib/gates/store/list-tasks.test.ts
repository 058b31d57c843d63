// Integration (PGlite always, Postgres with DATABASE_URL): the task list's latest revision is the
// newest by import time (not the last inserted), with that revision's own row count and the task's
// revision count; a task without a revision lists with none. The expected counts are read by
// plain count queries here, not by the code under test.
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { listTasks } from "./list-tasks";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const at = (day: number) => new Date(Date.UTC(2032, 0, day));

for (const kind of testDatabaseKinds()) {
  describe(`listTasks on ${kind.name}`, () => {
    it("each task's newest revision by import time, its row count, and a task with no revision", async () => {
      const db = await kind.open();
      try {
        const imported = await importTaskFolder(db.prisma, DEMO, { sourceKind: "fixture" });
        if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
        const first = await db.prisma.taskRevision.findUniqueOrThrow({ where: { id: imported.revisionId } });
        const firstRows = await db.prisma.calibrationRow.count({ where: { revisionId: first.id } });
        expect(firstRows).toBeGreaterThan(0);
        // a second revision of the same task, with no rows, inserted after the first
        const { id: _id, taskToml, vocabularies, unparsedNotes, findings, ...scalars } = first;
        const second = await db.prisma.taskRevision.create({
          data: {
            ...scalars,
            taskToml: taskToml ?? {},
            vocabularies: vocabularies ?? {},
            unparsedNotes: unparsedNotes ?? [],
            findings: findings ?? [],
            specFrontMatter: undefined,
            specCard: undefined,
            groundTruth: undefined,
            oracle: undefined,
            artifactChecks: undefined,
            contractFindings: undefined,
            taskVerdict: undefined,
            contentSha256: "second",
            importedAt: at(2),
          },
        });
        await db.prisma.task.create({ data: { id: "aaa-no-revision", title: "none yet", family: "none" } });
        const row = async () => (await listTasks(db.prisma)).find((t) => t.id === first.taskId);

        await db.prisma.taskRevision.update({ where: { id: first.id }, data: { importedAt: at(1) } });
        expect(await row()).toMatchObject({ latestRevision: { id: second.id, importedAt: at(2) }, rowCount: 0, revisionCount: 2 });
        // the first revision made the newer one by its import time, though inserted first
        await db.prisma.taskRevision.update({ where: { id: first.id }, data: { importedAt: at(3) } });
        expect(await row()).toMatchObject({ latestRevision: { id: first.id, importedAt: at(3) }, rowCount: firstRows, revisionCount: 2 });

        const none = (await listTasks(db.prisma)).find((t) => t.id === "aaa-no-revision");
        expect(none).toMatchObject({ latestRevision: null, rowCount: 0, revisionCount: 0 });
      } finally {
        await db.drop();
      }
    });
  });
}
