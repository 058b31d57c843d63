// The triage list at /: the task list plus what needs attention, per task. Each fact is one
// batched query over every task, the statuses of the latest revisions included (getTaskStatuses);
// each status is reused to read the task's asks, and the asks give the newest tick per task. The order for the signed-in maintainer is
// lib/asks/triage-rank.ts over these facts (rankedTriage).
import type { PrismaClient } from "../../generated/prisma/client";
import { waitsOn, type Verdict, type WaitsOn } from "../waits-on";
import { AUDIT_SUITE_KIND } from "../../audits/store/get-latest-audit-run";
import { getTaskStatuses } from "../../gates/store/get-task-status";
import { readStatusStamps } from "../../gates/store/status-memo";
import { listTasks, type TaskListItem } from "../../gates/store/list-tasks";
import { latestRevisionsOf } from "../../gates/store/latest-revisions";
import { outcomesOf } from "./gate-outcomes";
import { askStatesOf, loadAsks, loadRevisionOrder, type RevisionRef, type StoredAsk } from "./load-asks";
import type { TaskStatus } from "../../gates/store/task-status";
import { lastActivityOf, revisionsAfter, waitingSinceOf, type Activity } from "../triage-times";
import { rankTriage, type TriageRank } from "../triage-rank";
import { loadTriageEvents, type TriagePull } from "./triage-events";

export interface TriageRow extends TaskListItem {
  /** gates of the latest revision per graded outcome; null without a revision */
  counts: TaskStatus["counts"] | null;
  /** gates that keep the commit status from success (fail, not checkable yet, claimed only) */
  blocking: number;
  claimsNotReproduced: number;
  submissionsAwaiting: number;
  /** the scorer audits: run on the latest revision, only on an older one, or never */
  audits: "current" | "stale" | "none";
  changedSinceReview: boolean;
  openAsks: { author: number; maintainer: number };
  waitsOn: WaitsOn;
  assignedReviewer: { id: string; name: string } | null;
  /** who wrote the newest verdict (id null: written by no account) */
  lastVerdictAuthor: { id: string | null; name: string } | null;
  /** the newest event of any kind on the task */
  lastActivity: Activity | null;
  /** since when it waits on its current side (ms since the epoch) */
  waitingSince: number | null;
  /** the revision the signed-in user's newest verdict judged (the "changed since my review" filter) */
  myLastVerdictRevisionId: string | null;
  /** revisions imported after the one the signed-in user's newest verdict judged; null: never reviewed by them */
  pushesSinceMyReview: number | null;
  /** open pull requests touching the task */
  pulls: TriagePull[];
}

/**
 * Every task's triage facts in one round of queries: gate statuses (once the task list is read),
 * assignments, last verdicts (and `me`'s), audited revisions, last comment, asks, revision order and
 * the events that need it.
 */
function loadTriageFacts(prisma: PrismaClient, tasks: Promise<TaskListItem[]>, me: string | null) {
  // listTasks lists every task, so the facts below are read for all tasks without sending the
  // 1,000 ids in each query (Prisma's cost per id list was most of a warm home page: bench:scale);
  // a task created while they read shows without the facts read before it existed (its next load has them).
  // Every status stamp is read once, for the statuses and the events' activity times alike (the
  // statuses' own read sent the 1,000 ids: 4x the CPU of the whole table); each waits for it, so
  // what they compute is never older than the stamp it is kept under
  const stamps = readStatusStamps(prisma, null);
  return Promise.all([
    Promise.all([tasks, stamps]).then(([t, s]) => getTaskStatuses(prisma, latestRevisionsOf(t), s)),
    prisma.task.findMany({ select: { id: true, assignedReviewerId: true, assignedReviewerName: true } }),
    prisma.review.findMany({
      orderBy: { createdAt: "desc" },
      distinct: ["taskId"],
      select: { taskId: true, verdict: true, revisionId: true, createdAt: true, authorId: true, author: true },
    }),
    me
      ? prisma.review.findMany({
          where: { authorId: me },
          orderBy: { createdAt: "desc" },
          distinct: ["taskId"],
          select: { taskId: true, revisionId: true },
        })
      : Promise.resolve([]),
    prisma.jobRun.findMany({
      where: { kind: AUDIT_SUITE_KIND, status: "succeeded", revisionId: { not: null } },
      distinct: ["revisionId"],
      // each revision's task from the revision order (a nested `revision` sent the audited ids back)
      select: { revisionId: true },
    }),
    prisma.comment.groupBy({ by: ["taskId"], _max: { createdAt: true } }),
    loadAsks(prisma, null),
    // the events need only the revision order: they start when it arrives, beside the rest
    Promise.all([loadRevisionOrder(prisma, null), stamps]).then(async ([order, s]) => ({
      order,
      events: await loadTriageEvents(prisma, order, s),
    })),
  ]);
}

/**
 * Each task's asks with their states and its newest tick. The states are evaluated only for the
 * tasks that have asks (the gate outcomes they are read from are built for those tasks alone), and
 * without a promise per task (at 1,000 tasks both were garbage on every load: npm run bench:scale).
 */
async function askFactsOf(
  prisma: PrismaClient,
  tasks: TaskListItem[],
  asks: StoredAsk[],
  statuses: Map<string, TaskStatus>,
  order: Map<string, RevisionRef[]>,
) {
  const asksBy = new Map<string, StoredAsk[]>();
  for (const a of asks) {
    const list = asksBy.get(a.taskId);
    if (list) list.push(a);
    else asksBy.set(a.taskId, [a]);
  }
  // the newest tick per task, from every ask already loaded (no query of its own)
  const tickAt = new Map<string, Date>();
  for (const a of asks)
    if (a.ticked && a.ticked.at.getTime() > (tickAt.get(a.taskId)?.getTime() ?? -Infinity)) tickAt.set(a.taskId, a.ticked.at);
  const statesBy = new Map(
    await Promise.all(
      tasks.flatMap((t) => {
        const taskAsks = asksBy.get(t.id);
        if (!taskAsks) return [];
        const status = statuses.get(t.id);
        const latestId = t.latestRevision?.id;
        const known = new Map(status && latestId ? [[latestId, outcomesOf(status.gates)]] : []);
        return [askStatesOf(prisma, t.id, taskAsks, order.get(t.id) ?? [], known).then((r) => [t.id, r.asks] as const)];
      }),
    ),
  );
  return { statesBy, tickAt };
}

export async function listTriage(prisma: PrismaClient, me: string | null): Promise<TriageRow[]> {
  // every query starts at once (the statuses wait only for the task list): on a server database the
  // pool runs them side by side, where the list first and the facts after cost two rounds of waits
  const tasksRead = listTasks(prisma);
  const [tasks, [statuses, assigned, lastVerdicts, myVerdicts, audited, comments, asks, { order, events }]] = await Promise.all([
    tasksRead,
    loadTriageFacts(prisma, tasksRead, me),
  ]);
  const assignedBy = new Map(assigned.map((a) => [a.id, a]));
  const verdictBy = new Map(lastVerdicts.map((v) => [v.taskId, v]));
  const mineBy = new Map(myVerdicts.map((v) => [v.taskId, v.revisionId]));
  const auditedRevisions = new Set(audited.map((a) => a.revisionId));
  const auditedTasks = new Set(audited.map((a) => a.revisionId && events.taskOfRevision.get(a.revisionId)));
  const commentAt = new Map(comments.map((c) => [c.taskId, c._max.createdAt]));
  const { statesBy, tickAt } = await askFactsOf(prisma, tasks, asks, statuses, order);

  return tasks.map((t): TriageRow => {
    const status = statuses.get(t.id) ?? null;
    const latestId = t.latestRevision?.id ?? null;
    const revisions = order.get(t.id) ?? [];
    const states = statesBy.get(t.id) ?? [];
    // counted in one pass, no arrays (most tasks have no asks: three empty arrays per row were garbage)
    const openAsks = { author: 0, maintainer: 0 };
    for (const a of states) if (a.state.state === "open") openAsks[a.maintainerSide ? "maintainer" : "author"]++;
    const verdict = verdictBy.get(t.id);
    const changedSinceReview = !!verdict?.revisionId && !!latestId && verdict.revisionId !== latestId;
    const a = assignedBy.get(t.id);
    const awaitingSince = events.awaitingSince.get(t.id) ?? [];
    const waits = waitsOn({
      hasRevision: latestId !== null,
      submissionsAwaiting: awaitingSince.length,
      lastVerdict: verdict ? { verdict: verdict.verdict as Verdict, onLatest: !changedSinceReview } : null,
      openAuthorAsks: openAsks.author,
      openMaintainerAsks: openAsks.maintainer,
    });
    const counts = status?.counts ?? null;
    // every field written out, no `...t`: V8 builds a literal spread and then extended by some twenty
    // fields one field at a time, ~10 KB of garbage per row (heap sampling: 11 of the 28 MB a warm
    // home page allocated at 1,000 tasks), where a literal of known fields is allocated once
    const { id, title, family, judgeId, reviewStatus, isDemo, latestRevision, revisionCount, rowCount } = t;
    return {
      id,
      title,
      family,
      judgeId,
      reviewStatus,
      isDemo,
      latestRevision,
      revisionCount,
      rowCount,
      counts,
      blocking: counts ? counts.fail + counts.insufficient + counts.claimed : 0,
      claimsNotReproduced: status?.claimsNotReproduced.length ?? 0,
      submissionsAwaiting: awaitingSince.length,
      audits: latestId && auditedRevisions.has(latestId) ? "current" : auditedTasks.has(t.id) ? "stale" : "none",
      changedSinceReview,
      openAsks,
      waitsOn: waits,
      assignedReviewer: a?.assignedReviewerId ? { id: a.assignedReviewerId, name: a.assignedReviewerName ?? a.assignedReviewerId } : null,
      lastVerdictAuthor: verdict ? { id: verdict.authorId, name: verdict.author } : null,
      lastActivity: lastActivityOf([
        events.activity.get(t.id) ?? { what: "import", at: null },
        { what: "verdict", at: verdict?.createdAt },
        { what: "comment", at: commentAt.get(t.id) },
        { what: "ask ticked", at: tickAt.get(t.id) },
      ]),
      waitingSince: waitingSinceOf({
        waitsOn: waits.who,
        revisions,
        lastVerdict: verdict ? { revisionId: verdict.revisionId, at: verdict.createdAt } : null,
        awaitingSince,
      }),
      myLastVerdictRevisionId: mineBy.get(t.id) ?? null,
      pushesSinceMyReview: revisionsAfter(revisions, mineBy.get(t.id) ?? null),
      pulls: events.pulls.get(t.id) ?? [],
    };
  });
}

/** The list in triage order for `me`, each row with its tier and the reason shown for it. */
export async function rankedTriage(prisma: PrismaClient, me: string | null): Promise<(TriageRow & { rank: TriageRank })[]> {
  const rows = await listTriage(prisma, me);
  const facts = rows.map((r) => ({
    row: r,
    id: r.id,
    waitsOn: r.waitsOn.who,
    waitsOnWhy: r.waitsOn.why,
    assignedReviewerId: r.assignedReviewer?.id ?? null,
    assignedReviewerName: r.assignedReviewer?.name ?? null,
    lastVerdictAuthorId: r.lastVerdictAuthor?.id ?? null,
    lastVerdictAuthorName: r.lastVerdictAuthor?.name ?? null,
    reviewed: r.lastVerdictAuthor !== null,
    pushesSinceMyReview: r.pushesSinceMyReview,
    submissionsAwaiting: r.submissionsAwaiting,
    blocking: r.blocking,
    waitingSince: r.waitingSince,
  }));
  // the rank is added to each row this call built (no other holder): a spread copied its ~27 fields
  return rankTriage(facts, me).map(({ row: f, rank }) => Object.assign(f.row, { rank }));
}

/** Who can be assigned: maintainers and admins, by name. */
export async function listReviewers(prisma: PrismaClient): Promise<{ id: string; name: string }[]> {
  return prisma.user.findMany({
    where: { role: { in: ["maintainer", "admin"] } },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
}
