// Brings a database to a usable state: committed migrations applied, and on a database with no
// tasks yet, the bundled tasks (prisma/fixtures/tasks) imported and scored, so a newcomer sees
// real data at once. Used by `npm start` and by the server on its first request.
import path from "node:path";
import fs from "node:fs";
import type { Database } from "../db/client";
import { applyMigrations } from "../db/migrations";

export const BUNDLED_TASKS_DIR = path.resolve(process.cwd(), "prisma/fixtures/tasks");

export function bundledTaskFolders(dir = BUNDLED_TASKS_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(dir, d.name))
    .sort();
}

export async function prepareDatabase(db: Database, opts: { seedIfEmpty: boolean }): Promise<string> {
  const applied = await applyMigrations(db.sql);
  const parts = [applied.length ? `applied ${applied.length} migration(s)` : "schema up to date"];
  if (opts.seedIfEmpty && (await db.prisma.task.count()) === 0) {
    const folders = bundledTaskFolders();
    // loaded only to seed: every server action reaches this module through getDb, and the importer is
    // ~150 modules (parsers, judges, contract review) an action never needs
    const { importTaskFolder } = await import("../imports/import-task-folder");
    for (const folder of folders) {
      const result = await importTaskFolder(db.prisma, folder, { sourceKind: "fixture", salvageSpec: true });
      if (!result.ok) throw new Error(`seeding ${path.basename(folder)} failed: ${result.errors.map((e) => e.text).join("; ")}`);
    }
    parts.push(`seeded ${folders.length} bundled task(s)`);
  }
  return parts.join(", ");
}
