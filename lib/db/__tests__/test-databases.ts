// Integration tests run on every real database we support: always an in-memory PGlite, and a
// Postgres server too when DATABASE_URL names one (CI starts a throwaway Postgres 15). Each test
// suite gets its own fresh Postgres database, dropped afterwards, so suites never see each other.
// The helper creates and drops databases, so it only ever talks to a server on this machine: a
// DATABASE_URL naming any other host is refused before anything connects.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse as parseConnectionString } from "pg-connection-string";
import { openDatabase, type Database } from "../client";
import { applyMigrations, listMigrations } from "../migrations";

// A fresh PGlite runs initdb, which costs seconds of CPU (12-26 s each on a loaded 2-core CI box,
// against ~4 s to load a data dir): every in-memory test database starts from one snapshot of a
// migrated database instead, kept on disk under a key of the PGlite version and the migrations, so
// vitest's worker processes and later runs share it. A changed migration makes a new key.
const SNAPSHOT_DIR = path.join(os.tmpdir(), "vbench-pglite-snapshots");
let snapshot: Promise<Blob> | undefined;

function snapshotKey(): string {
  const pgliteVersion = JSON.parse(fs.readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json"), "utf8")).version;
  const hash = crypto.createHash("sha256").update(String(pgliteVersion));
  for (const m of listMigrations()) hash.update("\0").update(m.name).update("\0").update(m.checksum);
  return hash.digest("hex").slice(0, 24);
}

async function makeSnapshot(file: string): Promise<Blob> {
  const db = await openDatabase("pglite:memory");
  try {
    await applyMigrations(db.sql);
    const dump = await db.pglite!.dumpDataDir("none");
    fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });
    // written under a temporary name and renamed: another worker never reads half a file
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
    return dump;
  } finally {
    await db.close();
  }
}

/** The migrated snapshot, made once per key (by whichever process gets there first). */
export function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = path.join(SNAPSHOT_DIR, `${snapshotKey()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    return makeSnapshot(file);
  })();
  return snapshot;
}

/**
 * Fills an empty directory with the migrated snapshot, for tests that hand a PGlite directory to
 * a spawned CLI: the CLI then opens an existing, migrated database instead of running initdb
 * itself (seconds of CPU per fresh directory). The CLI still applies migrations (a no-op here).
 */
export async function seedMigratedPgliteDir(dir: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = new PGlite({ dataDir: dir, loadDataDir: await migratedPgliteSnapshot() });
  await pg.waitReady;
  await pg.close();
}

export type TestDatabase = Database & { drop(): Promise<void> };

/** Fresh copies of one database prepared once (e.g. a big task imported): each test its own copy. */
export interface PreparedDatabase {
  open(): Promise<TestDatabase>;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open(): Promise<TestDatabase>;
  /** `prepare` runs once on a fresh database; `open()` then costs a copy of the result, not the preparation again */
  prepared(prepare: (db: TestDatabase) => Promise<void>): Promise<PreparedDatabase>;
}

function pglite(): TestDatabaseKind {
  const open = async (snapshot: Blob) => {
    const db = await openDatabase("pglite:memory", { pgliteSnapshot: snapshot });
    // a no-op on the snapshot, but it still refuses a history whose files changed
    await applyMigrations(db.sql);
    return Object.assign(db, { drop: () => db.close() });
  };
  return {
    name: "pglite",
    open: async () => open(await migratedPgliteSnapshot()),
    prepared: async (prepare) => {
      const db = await open(await migratedPgliteSnapshot());
      try {
        await prepare(db);
        const dump = await db.pglite!.dumpDataDir("none");
        return { open: () => open(dump), drop: async () => undefined };
      } finally {
        await db.close();
      }
    },
  };
}

// Migrating a fresh Postgres database costs ~0.5-1 s per test file (16 migrations); a copy of a
// migrated template database costs a CREATE DATABASE. The template is made once per key (the
// migrations, as for the PGlite snapshot) under an advisory lock, so parallel workers make it once,
// and renamed into place only when complete. Nothing connects to it after, as Postgres requires.
const TEMPLATE_LOCK_KEY = 731_455_212;
let template: Promise<string> | undefined;

async function withAdmin<T>(serverUrl: string, fn: (admin: import("pg").Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= withAdmin(serverUrl, async (admin) => {
    const name = `vbench_tpl_${snapshotKey()}`;
    await admin.query(`SELECT pg_advisory_lock(${TEMPLATE_LOCK_KEY})`);
    try {
      const found = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
      if (found.rowCount) return name;
      const building = `${name}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const db = await openDatabase(databaseUrl(serverUrl, building));
      try {
        await applyMigrations(db.sql);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      return name;
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`);
    }
  });
  return template;
}

// node-postgres' pool.end() resolves before its clients' sockets have closed: a DROP … WITH (FORCE)
// right after it kills those backends mid-goodbye, and their FATAL 57P01 reaches the test worker as
// an uncaught error (vitest then fails the run). So wait for them to go (55006: still in use), and
// force only what is still connected after 5 s.
async function dropWhenClosed(admin: import("pg").Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (e) {
      if (!(e instanceof Error && "code" in e && e.code === "55006")) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

function postgres(serverUrl: string): TestDatabaseKind {
  const copyOf = async (from: string) => {
    const name = `vbench_test_${crypto.randomBytes(6).toString("hex")}`;
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${from}"`));
    const db = await openDatabase(databaseUrl(serverUrl, name));
    // a no-op on the template's copy, but it still refuses a history whose files changed
    await applyMigrations(db.sql);
    const drop = async () => {
      await db.close();
      await withAdmin(serverUrl, (admin) => dropWhenClosed(admin, name));
    };
    return Object.assign(db, { drop, name });
  };
  return {
    name: "postgres",
    open: async () => copyOf(await migratedTemplate(serverUrl)),
    prepared: async (prepare) => {
      const db = await copyOf(await migratedTemplate(serverUrl));
      try {
        await prepare(db);
      } catch (e) {
        await db.drop();
        throw e;
      }
      // a template must have no connection while it is copied: this one is only copied from now on
      await db.close();
      const drop = () => withAdmin(serverUrl, (admin) => dropWhenClosed(admin, db.name));
      return { open: () => copyOf(db.name), drop };
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
