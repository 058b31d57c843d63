// Integration tests run on every real database we support: always an in-memory PGlite, and a
// Postgres server too when DATABASE_URL names one (CI starts a throwaway Postgres 15). Each test
// suite gets its own fresh Postgres database, dropped afterwards, so suites never see each other.
// The helper creates and drops databases, so it only ever talks to a server on this machine: a
// DATABASE_URL naming any other host is refused before anything connects.
import crypto from "node:crypto";
import { parse as parseConnectionString } from "pg-connection-string";
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

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1"]);

/**
 * The host a connection string reaches, read the way node-postgres reads it (a `?host=` parameter
 * wins over the authority; an empty host falls back to PGHOST, then localhost), and whether it is
 * this machine: a loopback name or address, or a unix socket directory (an absolute path).
 */
export function testServerHost(serverUrl: string, pgHost = process.env.PGHOST): { host: string; local: boolean } {
  const host = parseConnectionString(serverUrl).host || pgHost || "localhost";
  return { host, local: LOCAL_HOSTS.has(host) || host.startsWith("/") };
}

export function testDatabaseKinds(env = process.env.DATABASE_URL, pgHost = process.env.PGHOST): TestDatabaseKind[] {
  const kinds = [pglite()];
  if (env && /^postgres(ql)?:\/\//.test(env)) {
    const { host, local } = testServerHost(env, pgHost);
    if (!local)
      throw new Error(
        `refusing to run integration tests against Postgres on "${host}": they create and drop databases, so DATABASE_URL must name ` +
          `a server on this machine (127.0.0.1, localhost, ::1 or a unix socket); start one with \`bash scripts/pg-start.sh\``,
      );
    kinds.push(postgres(env));
  }
  return kinds;
}
