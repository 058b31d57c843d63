import type { PrismaClient } from "../../generated/prisma/client";
import { TASK_SUMMARY } from "../../data/queries/selects";

export interface TaskListItem {
  id: string;
  title: string;
  family: string;
  judgeId: string | null;
  reviewStatus: string;
  /** a bundled demonstration task: listed after the real tasks, shown marked as a demo */
  isDemo: boolean;
  latestRevision: { id: string; importedAt: Date; instructionSha256: string; source: string } | null;
  revisionCount: number;
  rowCount: number;
}

/**
 * The task list: one line per task with its latest revision and how many calibration rows it has.
 * Two queries side by side, neither with an id list: a nested `revisions: { take: 1 }` made Prisma
 * send every task's id back in a second query (at 1,000 tasks ~8 ms more CPU in this process and
 * ~10 ms more in the database per home page, measured paired in lib/asks/store/README.md); the
 * latest revision per task is the first of each task's in import order, newest first.
 */
export async function listTasks(prisma: PrismaClient): Promise<TaskListItem[]> {
  const [tasks, revisions] = await Promise.all([
    prisma.task.findMany({
      // real tasks first: a demo is never mistaken for a submission under review
      orderBy: [{ isDemo: "asc" }, { id: "asc" }],
      select: { ...TASK_SUMMARY, _count: { select: { revisions: true } } },
    }),
    prisma.taskRevision.findMany({
      orderBy: { importedAt: "desc" },
      distinct: ["taskId"],
      select: { id: true, taskId: true, importedAt: true, instructionSha256: true, source: true, _count: { select: { rows: true } } },
    }),
  ]);
  const latestOf = new Map(revisions.map((r) => [r.taskId, r]));
  return tasks.map((t) => {
    const latest = latestOf.get(t.id);
    return {
      id: t.id,
      title: t.title,
      family: t.family,
      judgeId: t.judgeId,
      reviewStatus: t.reviewStatus,
      isDemo: t.isDemo,
      latestRevision: latest
        ? { id: latest.id, importedAt: latest.importedAt, instructionSha256: latest.instructionSha256, source: latest.source }
        : null,
      revisionCount: t._count.revisions,
      rowCount: latest?._count.rows ?? 0,
    };
  });
}
