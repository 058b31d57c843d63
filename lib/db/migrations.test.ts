// The migration runner on real databases: pending migrations apply once, an edited history is
// refused, a failing migration leaves no trace, and two processes migrating together on one
// Postgres database do not race (the advisory lock).
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client";
import { applyMigrations, type Migration } from "./migrations";
import { testDatabaseKinds } from "./__tests__/test-databases";

const migration = (name: string, sql: string): Migration => ({ name, sql, checksum: `sum-${name}-${sql.length}` });
const CREATE_A = migration("20990101000000_a", `CREATE TABLE "mig_a" ("id" INT PRIMARY KEY);`);
const CREATE_B = migration("20990101000001_b", `CREATE TABLE "mig_b" ("id" INT PRIMARY KEY);`);
const BROKEN = migration("20990101000002_broken", `CREATE TABLE "mig_c" ("id" INT); SELECT * FROM "no_such_table";`);

async function tableExists(db: Database, name: string): Promise<boolean> {
  const rows = await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = $1`, [name]);
  return rows[0].n === 1;
}

async function historyNames(db: Database): Promise<string[]> {
  const rows = await db.sql.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`);
  return rows.map((r) => r.migration_name);
}

for (const kind of testDatabaseKinds()) {
  describe(`migration runner on ${kind.name}`, () => {
    const open: Array<{ drop(): Promise<void> }> = [];
    afterEach(async () => {
      await Promise.all(open.splice(0).map((db) => db.drop()));
    });
    const fresh = async () => {
      const db = await kind.open();
      open.push(db);
      return db;
    };

    it("applies pending migrations once and records them", async () => {
      const db = await fresh();
      expect(await applyMigrations(db.sql, [CREATE_A, CREATE_B])).toEqual([CREATE_A.name, CREATE_B.name]);
      expect(await applyMigrations(db.sql, [CREATE_A, CREATE_B])).toEqual([]);
      expect(await tableExists(db, "mig_b")).toBe(true);
    });

    it("refuses a migration edited after it was applied", async () => {
      const db = await fresh();
      await applyMigrations(db.sql, [CREATE_A]);
      const edited = { ...CREATE_A, sql: CREATE_A.sql + " -- edited", checksum: "different" };
      await expect(applyMigrations(db.sql, [edited])).rejects.toThrow(/20990101000000_a was edited after it was applied/);
    });

    it("leaves no trace of a failing migration and keeps the ones before it", async () => {
      const db = await fresh();
      await expect(applyMigrations(db.sql, [CREATE_A, BROKEN])).rejects.toThrow(/no_such_table/);
      expect(await tableExists(db, "mig_a")).toBe(true);
      expect(await tableExists(db, "mig_c")).toBe(false);
      expect((await historyNames(db)).filter((n) => n.startsWith("2099"))).toEqual([CREATE_A.name]);
    });

    if (kind.name === "postgres") {
      it("lets two processes migrate one database at once without applying anything twice", async () => {
        const db = await fresh();
        const url = db.target.kind === "postgres" ? db.target.url : "";
        const other: Database = await openDatabase(url);
        try {
          const slow = migration("20990101000003_slow", `SELECT pg_sleep(0.3); CREATE TABLE "mig_slow" ("id" INT);`);
          const results = await Promise.all([applyMigrations(db.sql, [slow, CREATE_A]), applyMigrations(other.sql, [slow, CREATE_A])]);
          expect(results.map((r) => r.length).sort()).toEqual([0, 2]);
          expect((await historyNames(db)).filter((n) => n.startsWith("2099"))).toEqual([CREATE_A.name, "20990101000003_slow"]);
        } finally {
          await other.close();
        }
      });
    }
  });
}
