// The revisions whose statuses the triage list shows: each listed task's latest.
import type { TaskListItem } from "./list-tasks";

/** Each listed task's latest revision: what the triage list asks statuses for. */
export function latestRevisionsOf(tasks: TaskListItem[]): { taskId: string; revisionId: string }[] {
  return tasks.flatMap((t) => (t.latestRevision ? [{ taskId: t.id, revisionId: t.latestRevision.id }] : []));
}
