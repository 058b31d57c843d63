// Integration tests run on every real database we support: always an in-memory PGlite, and a
// Postgres server too when DATABASE_URL names one (CI starts a throwaway Postgres 15). Each test
// suite gets its own fresh Postgres database, dropped afterwards, so suites never see each other.
import crypto from "node:crypto";
import { openDatabase, type Database } from "../client";
import { applyMigrations } from "../migrations";

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open(): Promise<Database & { drop(): Promise<void> }>;
}

function pglite(): TestDatabaseKind {
  return {
    name: "pglite",
    open: async () => {
      const db = await openDatabase("pglite:memory");
      await applyMigrations(db.sql);
      return Object.assign(db, { drop: () => db.close() });
    },
  };
}

function postgres(serverUrl: string): TestDatabaseKind {
  return {
    name: "postgres",
    open: async () => {
      const { default: pg } = await import("pg");
      const name = `vbench_test_${crypto.randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase(url.toString());
      await applyMigrations(db.sql);
      return Object.assign(db, {
        drop: async () => {
          await db.close();
          const c = new pg.Client({ connectionString: serverUrl });
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          await c.end();
        },
      });
    },
  };
}

export function testDatabaseKinds(env = process.env.DATABASE_URL): TestDatabaseKind[] {
  const kinds = [pglite()];
  if (env && /^postgres(ql)?:\/\//.test(env)) kinds.push(postgres(env));
  return kinds;
}
