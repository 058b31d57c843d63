// Gates and claims that do not reproduce for a task's latest revision (the CLI's `status`), for
// one task or, in a fixed number of queries, for every task the triage list shows.
import type { PrismaClient } from "../../generated/prisma/client";
import { evaluateGates } from "..";
import { auditRunFactsOf, gateFactsOf, gateFactsWithAudits } from "./gate-facts";
import type { GateRevision } from "./gate-revision";
import { primaryPairingId } from "../../data/views/row-scores";
import { taskStatus, type TaskStatus } from "./task-status";
import { getLatestAuditRuns } from "../../audits/store/get-latest-audit-run";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { firstAnchorPaths, loadStatusLedgers } from "./status-ledgers";
import { linkedRollouts, loadStatusRevisions, statusRevisionOf } from "./status-revisions";
import { readStatusStamps, statusMemoOf } from "./status-memo";

function statusOf(taskId: string, revision: GateRevision, facts: Parameters<typeof evaluateGates>[0]): TaskStatus {
  const primary = primaryPairingId(revision.pairings);
  const official = new Map(revision.ledgers.map((l) => [l.id, l.scoreRuns.find((r) => r.pairingId === primary)?.rewardValue ?? null]));
  return taskStatus(taskId, revision.id, evaluateGates(facts), revision.rows, (id) => official.get(id) ?? null);
}

export async function getTaskStatus(prisma: PrismaClient, taskId: string): Promise<TaskStatus | null> {
  const overview = await getTaskOverview(prisma, taskId);
  if (!overview) return null;
  return statusOf(taskId, overview.revision, await gateFactsWithAudits(prisma, overview.revision));
}

type Latest = { taskId: string; revisionId: string }[];

/**
 * getTaskStatus for many tasks whose latest revision the caller already knows (listTasks), reusing
 * the statuses this process computed while their revisions' status stamps are unchanged
 * (status-memo.ts). The stamps are read first, in one query, and the rest computed after, so a kept
 * status is never older than the stamp it is kept under. Tasks without a revision are left out.
 * `readStamps`: stamps the caller read before this call (the home page reads every stamp once, for
 * its statuses and its activity times): read before, they are never newer than what it computes.
 */
export async function getTaskStatuses(
  prisma: PrismaClient,
  latest: Latest,
  readStamps?: Map<string, bigint>,
): Promise<Map<string, TaskStatus>> {
  const memo = statusMemoOf(prisma);
  const stamps =
    readStamps ??
    (await readStatusStamps(
      prisma,
      latest.map((l) => l.revisionId),
    ));
  const stampOf = (revisionId: string) => stamps.get(revisionId) ?? 0n;
  // one pass over the memo; a warm home page (every status kept) returns it as it stands
  const kept = new Map<string, TaskStatus>();
  const missing: Latest = [];
  for (const l of latest) {
    const status = memo.get(l.revisionId, l.taskId, stampOf(l.revisionId));
    if (status) kept.set(l.taskId, status);
    else missing.push(l);
  }
  if (!missing.length) return kept;
  const fresh = await computeTaskStatuses(prisma, missing);
  for (const status of fresh.values()) memo.set(status.revisionId, stampOf(status.revisionId), status);
  const out = new Map<string, TaskStatus>();
  for (const { taskId } of latest) {
    const status = kept.get(taskId) ?? fresh.get(taskId);
    if (status) out.set(taskId, status);
  }
  return out;
}

/**
 * The statuses computed from the stored rows, with no memo: the revisions in one query (with their
 * rows), the ledgers a status reads with their score runs in two (status-ledgers.ts), the audit runs
 * in two, so the home page's cost does not grow by queries per task.
 */
export async function computeTaskStatuses(
  prisma: PrismaClient,
  latest: { taskId: string; revisionId: string }[],
): Promise<Map<string, TaskStatus>> {
  const revisionIds = latest.map((l) => l.revisionId);
  if (!revisionIds.length) return new Map();
  const [stored, audits, firstPaths] = await Promise.all([
    loadStatusRevisions(prisma, revisionIds),
    getLatestAuditRuns(prisma, revisionIds),
    firstAnchorPaths(prisma, revisionIds),
  ]);
  const rowLedgerIds = stored.flatMap((s) => s.rows.flatMap((r) => (r.ledgerId ? [r.ledgerId] : [])));
  const [ledgers, rolloutById] = await Promise.all([
    loadStatusLedgers(prisma, revisionIds, rowLedgerIds, firstPaths),
    linkedRollouts(prisma, stored),
  ]);
  const ledgerById = new Map([...ledgers.values()].flatMap((list) => list.map((l) => [l.id, l])));
  const byId = new Map(stored.map((s) => [s.id, s]));
  const out = new Map<string, TaskStatus>();
  for (const { taskId, revisionId } of latest) {
    const s = byId.get(revisionId);
    const audit = audits.get(revisionId);
    if (!s || !audit) continue;
    const revision = statusRevisionOf(s, ledgers.get(s.id) ?? [], ledgerById, rolloutById);
    out.set(taskId, statusOf(taskId, revision, { ...gateFactsOf(revision), audits: auditRunFactsOf(audit) }));
  }
  return out;
}
