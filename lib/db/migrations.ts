// Applies the committed SQL migrations (prisma/migrations/*/migration.sql) in order, each inside a
// transaction, recording them in Prisma's standard `_prisma_migrations` table so the Prisma CLI
// (on a machine that has its native engine) sees the same history. Works on PGlite and Postgres.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { errorOf } from "../errors/caught";

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** A minimal SQL connection: run a script, run one parameterised query. */
export interface SqlExecutor {
  exec(script: string): Promise<void>;
  query<T extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` on ONE dedicated connection (a pool hands each query to any connection, and a
   * session-level advisory lock only means something on the connection that took it).
   * Absent where the executor is already a single connection (PGlite).
   */
  session?<T>(fn: (sql: SqlExecutor) => Promise<T>): Promise<T>;
}

/** Key of the advisory lock migrations hold: any constant shared by every process of this app. */
export const MIGRATION_LOCK_KEY = 731_455_211;

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

const HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/**
 * Applies pending migrations; returns the names applied. Refuses a history whose files changed.
 * Holds a Postgres advisory lock for the whole run, so two servers starting together on one
 * database apply each migration once: the second waits, then finds nothing pending.
 */
export async function applyMigrations(db: SqlExecutor, migrations = listMigrations()): Promise<string[]> {
  const onOneConnection = db.session ? db.session.bind(db) : <T>(fn: (sql: SqlExecutor) => Promise<T>) => fn(db);
  return onOneConnection(async (conn) => {
    await conn.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      return await applyPending(conn, migrations);
    } finally {
      await conn.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}

async function applyPending(db: SqlExecutor, migrations: Migration[]): Promise<string[]> {
  await db.exec(HISTORY_TABLE);
  const done = await db.query<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Map(done.map((r) => [r.migration_name, r.checksum]));
  const names: string[] = [];
  for (const m of migrations) {
    const seen = applied.get(m.name);
    if (seen !== undefined) {
      if (seen !== m.checksum) throw new Error(`migration ${m.name} was edited after it was applied (checksum differs)`);
      continue;
    }
    // one transaction per migration: a failing migration leaves no trace
    try {
      await db.exec(
        `BEGIN;\n${m.sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) ` +
          `VALUES ('${crypto.randomUUID()}', '${m.checksum}', now(), '${m.name.replace(/'/g, "''")}', 1);\nCOMMIT;`,
      );
    } catch (error) {
      // a statement failed inside the script's BEGIN: end that transaction, or the connection
      // stays aborted and every later query (the lock release included) hides the real error
      await db.exec("ROLLBACK").catch(() => undefined);
      throw new Error(`migration ${m.name} failed and was rolled back: ${errorOf(error).message}`, { cause: error });
    }
    names.push(m.name);
  }
  return names;
}
