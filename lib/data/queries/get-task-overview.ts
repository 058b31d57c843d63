import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { readRevisionJson, readRevisionParts, readRowJson } from "../views/revision-json";
import { LEDGER_SUMMARY, ROLLOUT_SUMMARY, TASK_SUMMARY } from "./selects";

/** What a revision view reads of a stored revision (one task page, or every listed task's latest). */
export const REVISION_VIEW_SELECT = {
  id: true,
  source: true,
  sourceKind: true,
  importedAt: true,
  contentSha256: true,
  instructionText: true,
  instructionSha256: true,
  instructionBytes: true,
  // a contributor's pushed folder: its rows are proposals until the revision is accepted
  submissionState: true,
  reviewedByName: true,
  reviewedAt: true,
  reviewReason: true,
  taskToml: true,
  specRaw: true,
  specCard: true,
  specFrontMatter: true,
  groundTruthPath: true,
  groundTruthSha256: true,
  oraclePath: true,
  oracleSha256: true,
  oracleNote: true,
  vocabularies: true,
  judgeId: true,
  unparsedNotes: true,
  findings: true,
  artifactChecks: true,
  contractFindings: true,
  taskVerdict: true,
  media: true,
  pairings: {
    orderBy: [{ isPrimary: "desc" }, { judgeId: "asc" }],
    select: { id: true, judgeId: true, isPrimary: true, label: true, groundTruthPath: true, groundTruthSha256: true },
  },
  rows: {
    orderBy: { ordinal: "asc" },
    include: {
      ledger: { select: { id: true, path: true, sha256: true, byteLength: true } },
      rollout: { select: ROLLOUT_SUMMARY },
    },
  },
  ledgers: {
    orderBy: { path: "asc" },
    select: {
      ...LEDGER_SUMMARY,
      scoreRuns: { select: { pairingId: true, judgeId: true, rewardValue: true, reason: true, durationMs: true } },
    },
  },
  rollouts: {
    orderBy: { path: "asc" },
    select: { ...ROLLOUT_SUMMARY, summary: true, origin: true },
  },
  artifacts: { orderBy: { path: "asc" }, select: { id: true, path: true, kind: true, sha256: true, byteLength: true } },
} satisfies Prisma.TaskRevisionSelect;

type StoredRevision = Prisma.TaskRevisionGetPayload<{ select: typeof REVISION_VIEW_SELECT }>;

/** The stored revision with its Json columns read through their schemas. */
export function revisionViewOf(stored: StoredRevision) {
  // Json columns parsed with their schemas here, so the page and its components get typed values
  const parsed = readRevisionJson(stored);
  const parts = readRevisionParts(stored);
  return {
    ...parsed,
    findings: [...parts.unreadable, ...parsed.findings],
    artifactChecks: parts.artifactChecks,
    contractFindings: parts.contractFindings,
    media: parts.media,
    rows: stored.rows.map(readRowJson),
  };
}

/**
 * The revision a task page opens on: the newest that is not a pull request's pending or rejected
 * proposal, so a stranger's PR never stands as the task until a maintainer accepts it (issue 32: a stranger's PR showed its title as the task's); a task that only
 * has proposals opens on the newest of them. Any revision is still one `?revision=` away.
 */
export function shownByDefault<R extends { submissionState: string | null; pullRequestId: string | null }>(
  newestFirst: readonly R[],
): R | undefined {
  return (
    newestFirst.find((r) => r.pullRequestId === null || r.submissionState === null || r.submissionState === "accepted") ?? newestFirst[0]
  );
}

/**
 * Everything the task page shows, for one revision (the latest unless one is named). Raw bytes
 * are left out on purpose: the page needs hashes, sizes and recomputed scores, not the files.
 */
export async function getTaskOverview(prisma: PrismaClient, taskId: string, revisionId?: string) {
  const task = await prisma.task.findUnique({
    where: { id: taskId },
    select: {
      ...TASK_SUMMARY,
      revisions: {
        orderBy: { importedAt: "desc" },
        select: { id: true, importedAt: true, source: true, contentSha256: true, submissionState: true, pullRequestId: true },
      },
    },
  });
  if (!task || task.revisions.length === 0) return null;
  const chosen = revisionId ? task.revisions.find((r) => r.id === revisionId) : shownByDefault(task.revisions);
  if (!chosen) return null;
  const stored = await prisma.taskRevision.findUniqueOrThrow({ where: { id: chosen.id }, select: REVISION_VIEW_SELECT });
  const revision = revisionViewOf(stored);
  const [reviews, comments] = await Promise.all([
    prisma.review.findMany({ where: { taskId }, orderBy: { createdAt: "desc" } }),
    prisma.comment.findMany({ where: { taskId }, orderBy: { createdAt: "asc" } }),
  ]);
  return { task, revision, reviews, comments };
}

export type TaskOverview = NonNullable<Awaited<ReturnType<typeof getTaskOverview>>>;
