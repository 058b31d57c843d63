import "server-only";
// The bundled tasks (lib/data/prepare-database.ts) are imported by the server process in the background while it serves, so the
// first page of a fresh clone does not wait ~30 s for them (PGlite admits one process per data
// directory: only the serving process can write them while it runs). Started once per process from
// instrumentation.ts; the task list and /api/health read the progress. The state lives on
// globalThis so every Next bundle (instrumentation, pages, route handlers) sees the same run.
import { readEnv } from "../env";
import type { Database } from "../db/client";
import { getDb } from "../data/db";
import { bundledTaskFolders, bundledTasksToImport, importBundledTasks } from "../data/prepare-database";
import { releaseWarmParseThread } from "../importers/off-thread/parse-off-thread";

export type SeedingState =
  /** nothing started in this process (a test, a CLI) */
  | { state: "idle" }
  /** looking for bundled tasks still to import */
  | { state: "checking" }
  /** VBENCH_SEED=0, or nothing to import (tasks already there) */
  | { state: "off" | "done"; imported: number }
  | { state: "importing"; done: number; total: number; current: string }
  | { state: "failed"; task: string | null; error: string };

declare global {
  var __vbenchSeeding: { state: SeedingState; run?: Promise<void>; background?: Promise<void> } | undefined;
}
const holder = (globalThis.__vbenchSeeding ??= { state: { state: "idle" } });

export function seedingState(): SeedingState {
  return holder.state;
}

/** Whether pages may rely on the bundled tasks being there (or on none coming). */
export function seedingSettled(s: SeedingState = holder.state): boolean {
  return s.state === "off" || s.state === "done";
}

/**
 * Imports the bundled tasks missing from the database, once per process: a second call returns
 * the first run. Never rejects; a failure is kept in the state (shown on the task list and by
 * /api/health) and printed to stderr naming the task.
 */
export function startBundledSeeding(log: (line: string) => void = console.log): Promise<void> {
  holder.run ??= (async () => {
    if (!readEnv().VBENCH_SEED) {
      holder.state = { state: "off", imported: 0 };
      return;
    }
    holder.state = { state: "checking" };
    try {
      const db = await getDb();
      await seedBundledTasks(db.prisma, bundledTaskFolders(), (s) => (holder.state = s), log);
    } catch (e) {
      // opening the database failed (seedBundledTasks keeps its own failures)
      holder.state = { state: "failed", task: null, error: e instanceof Error ? e.message : String(e) };
      console.error(`[seed] importing the bundled tasks failed: ${holder.state.error}`);
    }
  })();
  return holder.run;
}

/**
 * Whether the server computes the home page's statuses ahead of its first visitor: once the bundled
 * tasks are in ("done"), or when seeding is off (VBENCH_SEED=0: the database holds what it holds,
 * so at scale the first visitor would otherwise wait ~1 s). Not after a failure (the database may
 * be the problem; the home page computes them itself) nor while seeding is still under way.
 */
export function warmsStatusesAfter(s: SeedingState): boolean {
  return s.state === "done" || s.state === "off";
}

/**
 * The home page's data computed ahead (lib/asks/store/warm-home-page.ts) when
 * warmsStatusesAfter says so. Never rejects; a failure is printed and costs only that first load's speed.
 */
export async function warmStatusesAfterSeeding(): Promise<void> {
  if (!warmsStatusesAfter(holder.state)) return;
  try {
    const { warmHomePage } = await import("../asks/store/warm-home-page");
    const t0 = performance.now();
    const n = await warmHomePage((await getDb()).prisma);
    // one line, read by npm run bench:scale to time the first home page after a start
    console.log(`[statuses] computed ${n} task status(es) ahead in ${Math.round(performance.now() - t0)} ms`);
  } catch (e) {
    console.error(
      `[statuses] computing the task statuses ahead failed (the home page will): ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

/**
 * What the server starts in the background when it starts (instrumentation.ts): the bundled-task
 * import, then the home page's data warmed. Once per process; every caller gets the same promise
 * (a test awaits it). Never rejects.
 */
export function startBackgroundWork(): Promise<void> {
  holder.background ??= startBundledSeeding().then(warmStatusesAfterSeeding);
  return holder.background;
}

/** The import itself, each step told to `report`; ends in "done" or "failed" (never throws). */
export async function seedBundledTasks(
  prisma: Database["prisma"],
  allFolders: string[],
  report: (s: SeedingState) => void,
  log: (line: string) => void = console.log,
): Promise<void> {
  let current: string | null = null;
  try {
    const folders = await bundledTasksToImport(prisma, allFolders);
    if (!folders.length) return report({ state: "done", imported: 0 });
    const t0 = performance.now();
    log(`[seed] importing ${folders.length} bundled task(s) in the background; progress on the task list and /api/health`);
    await importBundledTasks(prisma, folders, (done, taskId) => {
      current = taskId;
      report({ state: "importing", done, total: folders.length, current: taskId });
    });
    report({ state: "done", imported: folders.length });
    log(`[seed] imported ${folders.length} bundled task(s) in ${Math.round((performance.now() - t0) / 1000)} s`);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    report({ state: "failed", task: current, error });
    console.error(`[seed] importing the bundled tasks failed${current ? ` at ${current}` : ""}: ${error}`);
  } finally {
    // no parse follows the seeding soon: its warm parse thread would hold its memory for a minute
    releaseWarmParseThread();
  }
}
