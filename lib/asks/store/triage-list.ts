// The triage list at /: the task list plus what needs attention, per task. Each fact is one
// batched query over every task, the statuses of the latest revisions included (getTaskStatuses);
// each status is reused to read the task's asks.
import type { PrismaClient } from "../../generated/prisma/client";
import { waitsOn, type Verdict, type WaitsOn } from "../waits-on";
import { AUDIT_SUITE_KIND } from "../../review-facts/get-latest-audit-run";
import { getTaskStatuses } from "../../review-facts/get-task-status";
import { listTasks, type TaskListItem } from "../../review-facts/list-tasks";
import { latestRevisionsOf } from "../../review-facts/latest-revisions";
import { outcomesOf } from "./gate-outcomes";
import { askStatesOf, loadAsks, loadRevisionOrder } from "./load-asks";
import type { TaskStatus } from "../../review-facts/task-status";

export interface TriageRow extends TaskListItem {
  /** gates of the latest revision per graded outcome; null without a revision */
  counts: TaskStatus["counts"] | null;
  claimsNotReproduced: number;
  submissionsAwaiting: number;
  /** the scorer audits: run on the latest revision, only on an older one, or never */
  audits: "current" | "stale" | "none";
  changedSinceReview: boolean;
  openAsks: { author: number; maintainer: number };
  waitsOn: WaitsOn;
  assignedReviewer: { id: string; name: string } | null;
  lastActivity: Date | null;
  /** the revision the signed-in user's newest verdict judged (the "changed since my review" filter) */
  myLastVerdictRevisionId: string | null;
}

const latest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d.getTime() > max.getTime()) ? d : max), null);

function countByTask(items: { taskId: string }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const i of items) out.set(i.taskId, (out.get(i.taskId) ?? 0) + 1);
  return out;
}

export async function listTriage(prisma: PrismaClient, me: string | null): Promise<TriageRow[]> {
  const tasks = await listTasks(prisma);
  const ids = tasks.map((t) => t.id);
  // listTasks lists every task, so the facts below are read for all tasks without sending the
  // 1,000 ids in each query (Prisma's cost per id list was most of a warm home page: bench:scale);
  // a task created since listTasks read its list is simply not looked up
  const submitted = { submissionState: "submitted" as const };
  const viaRevision = { select: { revision: { select: { taskId: true } } } } as const;
  const [
    statuses,
    assigned,
    lastVerdicts,
    myVerdicts,
    subRows,
    subLedgers,
    subRollouts,
    subRevisions,
    audited,
    comments,
    ticks,
    asks,
    order,
  ] = await Promise.all([
    getTaskStatuses(prisma, latestRevisionsOf(tasks)),
    prisma.task.findMany({ select: { id: true, assignedReviewerId: true, assignedReviewerName: true } }),
    prisma.review.findMany({
      orderBy: { createdAt: "desc" },
      distinct: ["taskId"],
      select: { taskId: true, verdict: true, revisionId: true, createdAt: true },
    }),
    me
      ? prisma.review.findMany({
          where: { authorId: me },
          orderBy: { createdAt: "desc" },
          distinct: ["taskId"],
          select: { taskId: true, revisionId: true },
        })
      : Promise.resolve([]),
    prisma.calibrationRow.findMany({ where: submitted, ...viaRevision }),
    prisma.ledger.findMany({ where: submitted, ...viaRevision }),
    prisma.rollout.findMany({ where: submitted, ...viaRevision }),
    prisma.taskRevision.findMany({ where: submitted, select: { taskId: true } }),
    prisma.jobRun.findMany({
      where: { kind: AUDIT_SUITE_KIND, status: "succeeded", revisionId: { not: null } },
      distinct: ["revisionId"],
      select: { revisionId: true, revision: { select: { taskId: true } } },
    }),
    prisma.comment.groupBy({ by: ["taskId"], _max: { createdAt: true } }),
    prisma.reviewAsk.groupBy({ by: ["taskId"], _max: { tickedAt: true } }),
    loadAsks(prisma, null),
    loadRevisionOrder(prisma, ids),
  ]);
  const awaiting = countByTask(
    [...subRows, ...subLedgers, ...subRollouts].map((x) => ({ taskId: x.revision.taskId })).concat(subRevisions),
  );
  const assignedBy = new Map(assigned.map((a) => [a.id, a]));
  const verdictBy = new Map(lastVerdicts.map((v) => [v.taskId, v]));
  const mineBy = new Map(myVerdicts.map((v) => [v.taskId, v.revisionId]));
  const auditedRevisions = new Set(audited.map((a) => a.revisionId));
  const auditedTasks = new Set(audited.map((a) => a.revision?.taskId));
  const commentAt = new Map(comments.map((c) => [c.taskId, c._max.createdAt]));
  const tickAt = new Map(ticks.map((c) => [c.taskId, c._max.tickedAt]));
  const asksBy = new Map<string, typeof asks>();
  for (const a of asks) asksBy.set(a.taskId, [...(asksBy.get(a.taskId) ?? []), a]);

  return Promise.all(
    tasks.map(async (t): Promise<TriageRow> => {
      const status = statuses.get(t.id) ?? null;
      const latestId = t.latestRevision?.id ?? null;
      const known = new Map(status && latestId ? [[latestId, outcomesOf(status.gates)]] : []);
      const taskAsks = asksBy.get(t.id) ?? [];
      const states = taskAsks.length ? (await askStatesOf(prisma, t.id, taskAsks, order.get(t.id) ?? [], known)).asks : [];
      const open = states.filter((a) => a.state.state === "open");
      const openAsks = { author: open.filter((a) => !a.maintainerSide).length, maintainer: open.filter((a) => a.maintainerSide).length };
      const verdict = verdictBy.get(t.id);
      const changedSinceReview = !!verdict?.revisionId && !!latestId && verdict.revisionId !== latestId;
      const a = assignedBy.get(t.id);
      return {
        ...t,
        counts: status?.counts ?? null,
        claimsNotReproduced: status?.claimsNotReproduced.length ?? 0,
        submissionsAwaiting: awaiting.get(t.id) ?? 0,
        audits: latestId && auditedRevisions.has(latestId) ? "current" : auditedTasks.has(t.id) ? "stale" : "none",
        changedSinceReview,
        openAsks,
        waitsOn: waitsOn({
          hasRevision: latestId !== null,
          submissionsAwaiting: awaiting.get(t.id) ?? 0,
          lastVerdict: verdict ? { verdict: verdict.verdict as Verdict, onLatest: !changedSinceReview } : null,
          openAuthorAsks: openAsks.author,
          openMaintainerAsks: openAsks.maintainer,
        }),
        assignedReviewer: a?.assignedReviewerId ? { id: a.assignedReviewerId, name: a.assignedReviewerName ?? a.assignedReviewerId } : null,
        lastActivity: latest(t.latestRevision?.importedAt, verdict?.createdAt, commentAt.get(t.id), tickAt.get(t.id)),
        myLastVerdictRevisionId: mineBy.get(t.id) ?? null,
      };
    }),
  );
}

/** Who can be assigned: maintainers and admins, by name. */
export async function listReviewers(prisma: PrismaClient): Promise<{ id: string; name: string }[]> {
  return prisma.user.findMany({
    where: { role: { in: ["maintainer", "admin"] } },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
}
