// The home page's statuses computed once when the server starts, so its first visitor does not
// wait for every task's gate checklist (1,000 tasks on Postgres: ~0.8-1 s cold against ~50-70 ms
// from the memo, npm run bench:scale). Correctness does not depend on it: a status kept here is
// used only while its revision's status stamp is unchanged (status-memo.ts).
import type { PrismaClient } from "../generated/prisma/client";
import { getTaskStatuses } from "./get-task-status";
import { listTasks, type TaskListItem } from "./list-tasks";

/** Each listed task's latest revision: what the triage list asks statuses for. */
export function latestRevisionsOf(tasks: TaskListItem[]): { taskId: string; revisionId: string }[] {
  return tasks.flatMap((t) => (t.latestRevision ? [{ taskId: t.id, revisionId: t.latestRevision.id }] : []));
}

/** Computes (or finds current) every task's status into this client's memo; returns how many. */
export async function warmStatusMemo(prisma: PrismaClient): Promise<number> {
  return (await getTaskStatuses(prisma, latestRevisionsOf(await listTasks(prisma)))).size;
}
