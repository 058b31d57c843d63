// Test support for the integration tests of lib/gates/store: a database of its own for one describe
// block, the bundled tasks imported by the real importer in its beforeAll, dropped in its afterAll.
// Every test file that calls it gets a fresh database, so no file reads what another wrote.
import { afterAll, beforeAll } from "vitest";
import type { TestDatabaseKind } from "../../../db/__tests__/test-databases";
import type { PrismaClient } from "../../../generated/prisma/client";
import { BUNDLED_IMPORT_TIMEOUT_MS, changedFlightGear, importBundledTasks } from "../../../importers/store/__tests__/bundled-tasks";
import { importTaskFolder } from "../../../importers/store/import-task-folder";

type TestDatabase = Awaited<ReturnType<TestDatabaseKind["open"]>>;

export interface BundledTasksDb {
  /** the describe block's own database (open from its beforeAll on) */
  readonly db: TestDatabase;
  /** bundled task id -> the revision id its import stored */
  readonly revisions: Map<string, string>;
}

/**
 * Opens a database of `kind` and imports the bundled tasks before the block's tests; `then` runs
 * the block's own setup in the same beforeAll (under the same generous import timeout).
 */
export function useBundledTasks(kind: TestDatabaseKind, then?: (t: BundledTasksDb) => Promise<void>): BundledTasksDb {
  let db: TestDatabase | undefined;
  let revisions: Map<string, string> | undefined;
  const t: BundledTasksDb = {
    get db() {
      if (!db) throw new Error("the bundled-tasks database opens in beforeAll");
      return db;
    },
    get revisions() {
      if (!revisions) throw new Error("the bundled tasks are imported in beforeAll");
      return revisions;
    },
  };
  beforeAll(async () => {
    db = await kind.open();
    revisions = await importBundledTasks(db.prisma);
    await then?.(t);
  }, BUNDLED_IMPORT_TIMEOUT_MS);
  afterAll(async () => {
    await db?.drop();
  });
  return t;
}

/** A second FlightGear revision (its instruction gains `line`), imported; its revision id. */
export async function importSecondFlightGear(prisma: PrismaClient, line?: string): Promise<string> {
  const r = await importTaskFolder(prisma, changedFlightGear(line));
  if (!r.ok || r.revision !== "new") throw new Error(`second FlightGear revision did not import: ${JSON.stringify(r)}`);
  return r.revisionId;
}

/**
 * An audit-suite run of a revision as the job queue stores it: created (and, if succeeded,
 * finished) at midnight UTC of January `day`, 2026, so runs order by day.
 */
export function createSuiteRun(
  prisma: PrismaClient,
  revisionId: string,
  run: { status: "succeeded" | "failed"; day: number; results?: object },
) {
  const at = new Date(Date.UTC(2026, 0, run.day));
  return prisma.jobRun.create({
    data: {
      kind: "audit:suite",
      revisionId,
      params: {},
      status: run.status,
      results: run.results,
      error: run.status === "failed" ? "boom" : undefined,
      finishedAt: run.status === "succeeded" ? at : undefined,
      createdAt: at,
    },
  });
}
