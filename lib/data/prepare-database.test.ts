// Which bundled tasks the server still imports on start (lib/seeding/bundled-seeding.ts): all on an
// empty database, the missing ones after a start stopped mid-seed, none once the database holds a
// task of its own; and a folder that does not import stops the seeding, named.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../db/__tests__/test-databases";
import { bundledTasksToImport, importBundledTasks } from "./prepare-database";

const FOLDERS = ["/bundled/alpha", "/bundled/beta", "/bundled/gamma"];

for (const kind of testDatabaseKinds()) {
  describe(`bundled tasks to import on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    beforeAll(async () => {
      db = await kind.open();
    }, 60_000);
    afterAll(async () => db?.drop());
    beforeEach(async () => {
      await db.prisma.task.deleteMany();
    });

    it.each([
      ["an empty database: every folder", [], FOLDERS],
      ["a start stopped after alpha: the rest", ["alpha"], ["/bundled/beta", "/bundled/gamma"]],
      ["a start stopped after alpha and gamma: beta", ["alpha", "gamma"], ["/bundled/beta"]],
      ["all there: none", ["alpha", "beta", "gamma"], []],
      ["a task of its own (imported by a user): none", ["mine"], []],
      ["some bundled and one of its own: none", ["alpha", "mine"], []],
    ])("%s", async (_, stored, expected) => {
      for (const id of stored) await db.prisma.task.create({ data: { id, title: id, family: "demo" } });
      expect(await bundledTasksToImport(db.prisma, FOLDERS)).toEqual(expected);
    });

    it("a folder that does not import: thrown naming it, after onTask named it", async () => {
      const seen: string[] = [];
      await expect(importBundledTasks(db.prisma, ["/nonexistent/bundled/broken"], (i, id) => seen.push(`${i}:${id}`))).rejects.toThrow(
        /^seeding broken failed: .*broken/,
      );
      expect(seen).toEqual(["0:broken"]);
      expect(await db.prisma.task.count()).toBe(0);
    });
  });
}
