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

/** The task list: one line per task with its latest revision and how many calibration rows it has. */
export async function listTasks(prisma: PrismaClient): Promise<TaskListItem[]> {
  const tasks = await prisma.task.findMany({
    // real tasks first: a demo is never mistaken for a submission under review
    orderBy: [{ isDemo: "asc" }, { id: "asc" }],
    select: {
      ...TASK_SUMMARY,
      _count: { select: { revisions: true } },
      revisions: {
        orderBy: { importedAt: "desc" },
        take: 1,
        select: { id: true, importedAt: true, instructionSha256: true, source: true, _count: { select: { rows: true } } },
      },
    },
  });
  return tasks.map((t) => {
    const latest = t.revisions[0];
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
