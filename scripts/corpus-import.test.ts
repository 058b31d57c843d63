// Every corpus folder imported through lib/importers/store into a real database (PGlite, and Postgres when
// DATABASE_URL names one), read back and compared with the folder's written reading.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../lib/db/__tests__/test-databases";
import { importTaskFolder } from "../lib/importers/store/import-task-folder";
import { compareWithReading } from "../lib/importers/corpus-readings/compare";
import { CORPUS_READINGS } from "../lib/importers/corpus-readings/index";
import { storedImport } from "./lib/corpus-stored";

const CORPUS_ROOT = path.resolve(__dirname, "../../shared/fixtures/benchmark");

for (const kind of testDatabaseKinds()) {
  describe(`corpus folders import on ${kind.name} as their readings say`, () => {
    let db: Awaited<ReturnType<typeof kind.open>>;
    beforeAll(async () => {
      db = await kind.open();
    });
    afterAll(async () => {
      await db?.drop();
    });

    it.each(CORPUS_READINGS.map((r) => [r.folder, r] as const))("%s", async (folder, reading) => {
      const outcome = await importTaskFolder(db.prisma, path.join(CORPUS_ROOT, folder), { sourceKind: "fixture", salvageSpec: true });
      if (!outcome.ok) throw new Error(outcome.errors.map((e) => e.text).join("; "));
      const stored = await storedImport(db.prisma, outcome.revisionId);
      expect(compareWithReading(reading, stored)).toEqual([]);
      expect(stored.rows.length).toBe(reading.rows.length);
    });
  });
}
