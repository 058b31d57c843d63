// Brings a database to a usable state: committed migrations applied, and on a database with no
// tasks yet, the bundled tasks (prisma/fixtures/tasks) imported and scored, so a newcomer sees
// real data at once. The server imports the bundled tasks in the background while it serves
// (lib/seeding/bundled-seeding.ts); benches call prepareDatabase to do both at once.
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

/**
 * The bundled folders not imported yet: all that are missing while the database holds no task
 * but bundled ones (a start stopped mid-seed resumes where it stopped; each task is written in
 * one transaction), none once anything else was imported.
 */
export async function bundledTasksToImport(prisma: Database["prisma"], folders = bundledTaskFolders()): Promise<string[]> {
  const bundled = new Set(folders.map((f) => path.basename(f)));
  const stored = new Set((await prisma.task.findMany({ select: { id: true } })).map((t) => t.id));
  if ([...stored].some((id) => !bundled.has(id))) return [];
  return folders.filter((f) => !stored.has(path.basename(f)));
}

/** Imports the folders in order; onTask is told before each; throws naming the first folder that fails. */
export async function importBundledTasks(
  prisma: Database["prisma"],
  folders: string[],
  onTask?: (index: number, taskId: string) => void,
): Promise<void> {
  // loaded only to seed: every server action reaches this module through getDb, and the importer is
  // ~150 modules (parsers, judges, contract review) an action never needs
  const { importTaskFolder } = await import("../importers/store/import-task-folder");
  for (const [i, folder] of folders.entries()) {
    onTask?.(i, path.basename(folder));
    const result = await importTaskFolder(prisma, folder, { sourceKind: "fixture", salvageSpec: true });
    if (!result.ok) throw new Error(`seeding ${path.basename(folder)} failed: ${result.errors.map((e) => e.text).join("; ")}`);
  }
}

export async function prepareDatabase(db: Database, opts: { seedIfEmpty: boolean }): Promise<string> {
  const applied = await applyMigrations(db.sql);
  const parts = [applied.length ? `applied ${applied.length} migration(s)` : "schema up to date"];
  const folders = opts.seedIfEmpty ? await bundledTasksToImport(db.prisma) : [];
  if (folders.length) {
    await importBundledTasks(db.prisma, folders);
    parts.push(`seeded ${folders.length} bundled task(s)`);
  }
  return parts.join(", ");
}
