// What the triage list reads besides statuses and asks: every event that counts as activity on a
// task, the submissions awaiting a decision (how many, since when), and the open pull requests
// touching each task with the commit status last published there. One batched query per source
// over every task (the list shows every task); the revisions' own import and decision times come
// from the revision order the list already read (loadRevisionOrder); rows, ledgers and
// trajectories reach their task through their revision, and their newest times per revision are
// kept under the revision's status stamp (revision-activity.ts), so a warm load reads only the stamps.
import type { PrismaClient } from "../../generated/prisma/client";
import type { Activity, ActivityKind } from "../triage-times";
import { revisionActivity } from "./revision-activity";
import type { RevisionRef } from "./load-asks";

export interface TriagePull {
  number: number;
  headSha: string;
  /** the commit status last published for this task on the head: its state, or why there is none */
  status: "success" | "failure" | "publish failed" | "not published";
}

export interface TriageEvents {
  /** each task's newest event of those read here (the first of equal times, as lastActivityOf keeps it) */
  activity: Map<string, Activity>;
  awaitingSince: Map<string, Date[]>;
  pulls: Map<string, TriagePull[]>;
  /** each revision's task, from the revision order given */
  taskOfRevision: Map<string, string>;
}

// in place: a copy per push made ~8 arrays per task on every home page load (garbage at 1,000 tasks)
const push = <V>(m: Map<string, V[]>, k: string | undefined, v: V) => {
  if (k === undefined) return;
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
};

/**
 * Folds one event into the task's newest, in the order lastActivityOf would read them (a later event
 * replaces it only when strictly newer), so the newest is kept instead of ~8 event objects per task
 * on every home page load (garbage at 1,000 tasks); the result is the same event.
 */
const note = (m: Map<string, Activity>, taskId: string | undefined, what: ActivityKind, at: Date | null) => {
  if (taskId === undefined || !at) return;
  const best = m.get(taskId);
  if (!best || at.getTime() > best.at.getTime()) m.set(taskId, { what, at });
};

const foldersOf = (json: unknown): string[] =>
  Array.isArray(json)
    ? json.flatMap((f) => (typeof f === "object" && f !== null && "taskId" in f && typeof f.taskId === "string" ? [f.taskId] : []))
    : [];

const statusOf = (a: { ok: boolean; detail: string } | undefined, headSha: string): TriagePull["status"] => {
  // a status is posted on one head ("<state> on <sha12>: …"); one on an earlier head says nothing of this one
  if (!a || (a.ok && !a.detail.includes(` on ${headSha.slice(0, 12)}`))) return "not published";
  if (!a.ok) return "publish failed";
  return a.detail.startsWith("success") ? "success" : "failure";
};

/**
 * `order`: every task's revisions (loadRevisionOrder), whose import and decision times are events too;
 * `stamps`: every revision's status stamp, read before this call (readStatusStamps(prisma, null)).
 */
export async function loadTriageEvents(
  prisma: PrismaClient,
  order: Map<string, RevisionRef[]>,
  stamps: Map<string, bigint>,
): Promise<TriageEvents> {
  const taskOfRevision = new Map<string, string>();
  order.forEach((revs, taskId) => revs.forEach((r) => taskOfRevision.set(r.id, taskId)));
  const submitted = { submissionState: "submitted" as const };
  const awaiting = { where: submitted, select: { revisionId: true, createdAt: true } } as const;
  // a ledger or trajectory a contributor's row cites is decided with that row (one proposal): the
  // row stands for it, so it is not one more submission awaiting
  const awaitingPart = { where: { ...submitted, rows: { none: { submissionState: { not: null } } } }, select: awaiting.select } as const;
  const [awaitingRows, awaitingLedgers, awaitingRollouts, awaitingRevisions, prs] = await Promise.all([
    prisma.calibrationRow.findMany(awaiting),
    prisma.ledger.findMany(awaitingPart),
    prisma.rollout.findMany(awaitingPart),
    prisma.taskRevision.findMany({ where: submitted, select: { taskId: true, importedAt: true } }),
    prisma.pullRequest.findMany({ select: { id: true, number: true, headSha: true, state: true, updatedAt: true, taskFolders: true } }),
  ]);
  const activity: TriageEvents["activity"] = new Map();
  // each task's imports, then its decisions, from the revisions already read (no query of their own);
  // forEach, not for-of: a [key, value] pair per entry was garbage on every load (heap sampling)
  order.forEach((revs, taskId) => {
    for (const r of revs) note(activity, taskId, "import", r.importedAt);
    for (const r of revs) note(activity, taskId, "decision", r.reviewedAt);
  });
  // rows, then ledgers, then trajectories (the order they were read in, so ties resolve as before)
  const byRevision = await revisionActivity(prisma, [...taskOfRevision.keys()], stamps);
  for (const table of [0, 1, 2] as const)
    byRevision.forEach((times, revisionId) => {
      note(activity, taskOfRevision.get(revisionId), "submission", times[table].createdAt);
      note(activity, taskOfRevision.get(revisionId), "decision", times[table].reviewedAt);
    });
  const awaitingSince: TriageEvents["awaitingSince"] = new Map();
  for (const s of [...awaitingRows, ...awaitingLedgers, ...awaitingRollouts])
    push(awaitingSince, taskOfRevision.get(s.revisionId), s.createdAt);
  for (const s of awaitingRevisions) push(awaitingSince, s.taskId, s.importedAt);

  const open = prs.filter((p) => p.state === "open");
  const statuses = await prisma.publishAttempt.findMany({
    where: { kind: "status", pullRequestId: { in: open.map((p) => p.id) } },
    orderBy: { createdAt: "desc" },
    distinct: ["pullRequestId", "taskId"],
    select: { pullRequestId: true, taskId: true, ok: true, detail: true },
  });
  const lastStatus = new Map(statuses.map((s) => [`${s.pullRequestId} ${s.taskId}`, s]));
  const pulls: TriageEvents["pulls"] = new Map();
  for (const pr of prs)
    for (const taskId of foldersOf(pr.taskFolders)) {
      note(activity, taskId, "PR push", pr.updatedAt);
      if (pr.state === "open")
        push(pulls, taskId, { number: pr.number, headSha: pr.headSha, status: statusOf(lastStatus.get(`${pr.id} ${taskId}`), pr.headSha) });
    }
  return { activity, awaitingSince, pulls, taskOfRevision };
}
