// Test helper: the bundled tasks (prisma/fixtures/tasks/*) imported into a test database by the
// real importer, as the dashboard sees them after `db:seed`. Returns each task's revision id so a
// test can name what it reads. Slow (a few seconds per task on a loaded machine): call it once per
// database in a beforeAll with a generous timeout.
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../generated/prisma/client";
import { importTaskFolder } from "../import-task-folder";

export const BUNDLED_TASKS_DIR = path.resolve("prisma/fixtures/tasks");

export const FLIGHTGEAR = "flightgear-atc-clearance-compliance-ledger";
export const KART = "kart-race-telemetry-ledger-s1";
export const EGOCENTRIC = "egocentric-activity-understanding";
export const DEMO = "demo-shapes-activity";

/** Generous: four real imports on a shared 2-core machine, twice when Postgres is set. */
export const BUNDLED_IMPORT_TIMEOUT_MS = 240_000;

export async function importBundledTasks(prisma: PrismaClient): Promise<Map<string, string>> {
  const revisions = new Map<string, string>();
  const ids = fs
    .readdirSync(BUNDLED_TASKS_DIR)
    .filter((d) => fs.statSync(path.join(BUNDLED_TASKS_DIR, d)).isDirectory())
    .sort();
  for (const id of ids) {
    // kart's real upstream SPEC card has one invalid YAML line; the importer salvages it on request
    const outcome = await importTaskFolder(prisma, path.join(BUNDLED_TASKS_DIR, id), { sourceKind: "fixture", salvageSpec: id === KART });
    if (!outcome.ok) throw new Error(`bundled task ${id} did not import: ${outcome.errors.map((e) => e.text).join("; ")}`);
    revisions.set(id, outcome.revisionId);
  }
  return revisions;
}
