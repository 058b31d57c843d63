// npm run db:migrate — applies committed migrations to DATABASE_URL (Postgres or PGlite), offline.
import { openDatabase } from "../lib/db/client";
import { applyMigrations } from "../lib/db/migrations";
import { describeTarget } from "../lib/db/url";

const db = await openDatabase();
try {
  const applied = await applyMigrations(db.sql);
  console.log(`${describeTarget(db.target)}: ${applied.length ? `applied ${applied.join(", ")}` : "no pending migrations"}`);
} catch (e) {
  console.error(`migration failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
