// Test helper: the bundled tasks (prisma/fixtures/tasks/*) imported into a test database by the
// real importer, as the dashboard sees them after `db:seed`. Returns each task's revision id so a
// test can name what it reads. Slow (a few seconds per task on a loaded machine): call it once per
// database in a beforeAll with a generous timeout.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PrismaClient } from "../../../generated/prisma/client";
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

/** The smallest stored audit-suite result of kart its schema accepts. */
export const KART_SUITE_RESULT = {
  taskId: KART,
  audits: ["omission"],
  strongAgentBar: 0.5,
  pairings: [{ judgeId: `${KART}@1ea24fc`, isPrimary: true, omission: [], notes: ["no ledgers"] }],
  findings: [{ kind: "omission", severity: "info", code: "omission_none", message: "nothing to withhold", judgeId: `${KART}@1ea24fc` }],
  timings: { omission: 3 },
};

/** A copy of FlightGear whose instruction gained a line: a second revision of the same task. */
export function changedFlightGear(line = "One more sentence for the second revision."): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vbench-queries-")), FLIGHTGEAR);
  fs.cpSync(path.join(BUNDLED_TASKS_DIR, FLIGHTGEAR), dir, { recursive: true });
  fs.appendFileSync(path.join(dir, "steps/solve/instruction.md"), `\n${line}\n`);
  return dir;
}
