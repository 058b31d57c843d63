// Test databases start from one migrated copy (test-databases.ts: a PGlite snapshot, a Postgres
// template database): each must be the fully migrated schema, and each its own copy (a write to
// one is invisible to the next), and a directory seeded from the snapshot is migrated too.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../client";
import { applyMigrations, listMigrations } from "../migrations";
import { seedMigratedPgliteDir, testDatabaseKinds } from "./test-databases";

describe.each(testDatabaseKinds())("$name test databases from the migrated copy", (kind) => {
  it("have every migration applied and are independent copies", async () => {
    const a = await kind.open();
    const b = await kind.open();
    try {
      const applied = async (db: typeof a) =>
        (await db.sql.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`)).map(
          (r) => r.migration_name,
        );
      expect(await applied(a)).toEqual(listMigrations().map((m) => m.name));
      await a.sql.exec(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ('x', 'y', 'only-in-a')`);
      expect(await applied(a)).toContain("only-in-a");
      expect(await applied(b)).not.toContain("only-in-a");
      // the schema is there and empty: Prisma reads a table of the first migration
      expect(await b.prisma.task.count()).toBe(0);
    } finally {
      await a.drop();
      await b.drop();
    }
  });
});

describe("seedMigratedPgliteDir", () => {
  it("leaves a directory a CLI opens as a migrated, empty database (nothing left to apply)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-seeded-"));
    try {
      await seedMigratedPgliteDir(dir);
      const db = await openDatabase(`pglite:${dir}`);
      try {
        expect(await applyMigrations(db.sql)).toEqual([]);
        expect(await db.prisma.task.count()).toBe(0);
      } finally {
        await db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
