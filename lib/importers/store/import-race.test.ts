// Integration: concurrent imports of the same folder (four CLI runs at once) on real databases.
// Each import uses its own database client, as separate processes would.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "./import-task-folder";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");

const postgres = testDatabaseKinds().filter((k) => k.name === "postgres");
// concurrent clients need a server: without DATABASE_URL the case is reported skipped, not missing
if (postgres.length === 0) describe.skip("concurrent imports (Postgres only: set DATABASE_URL)", () => it("four imports at once"));
for (const kind of postgres) {
  describe(`concurrent imports on ${kind.name}`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    beforeAll(async () => {
      db = await kind.open();
    });
    afterAll(async () => {
      await db?.drop();
    });

    it("four imports of the same folder: one stores, three answer unchanged", async () => {
      const url = await db.prisma.$queryRawUnsafe<{ d: string }[]>("select current_database() as d");
      const u = new URL(process.env.DATABASE_URL!);
      u.pathname = `/${url[0].d}`;
      const clients = await Promise.all(Array.from({ length: 4 }, () => openDatabase(u.toString())));
      try {
        const outcomes = await Promise.all(clients.map((c) => importTaskFolder(c.prisma, DEMO)));
        expect(outcomes.every((o) => o.ok)).toBe(true);
        const kinds = outcomes.map((o) => (o.ok ? o.revision : "error")).sort();
        expect(kinds).toEqual(["new", "unchanged", "unchanged", "unchanged"]);
        expect(new Set(outcomes.map((o) => (o.ok ? o.revisionId : ""))).size).toBe(1);
        expect(await db.prisma.taskRevision.count()).toBe(1);
      } finally {
        await Promise.all(clients.map((c) => c.close()));
      }
    }, 120_000);
  });
}
