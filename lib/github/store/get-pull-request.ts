// The PR page's facts: the pull request (the newest by that number when several repositories
// share one), the revisions imported from its head, its publish tries, its webhook deliveries, and
// its jobs (the newest PR job and the task re-publishes queued since) for their progress.
import type { PrismaClient } from "../../generated/prisma/client";
import { RUN_PROGRESS_SELECT, runProgressOf } from "../../jobs/run-progress";
import { PULL_REQUEST_JOB_KIND, REPUBLISH_JOB_KIND } from "./job-params";

/** The newest run of this PR's own job, and the re-publishes of its tasks since that run was queued (newest first). */
async function pullRequestJobs(prisma: PrismaClient, prId: string, taskIds: string[]) {
  const prJob = await prisma.jobRun.findFirst({
    where: { kind: PULL_REQUEST_JOB_KIND, params: { path: ["pullRequestId"], equals: prId } },
    orderBy: { createdAt: "desc" },
    select: RUN_PROGRESS_SELECT,
  });
  const republishes = taskIds.length
    ? await prisma.jobRun.findMany({
        where: {
          kind: REPUBLISH_JOB_KIND,
          OR: taskIds.map((t) => ({ params: { path: ["taskId"], equals: t } })),
          ...(prJob ? { createdAt: { gte: prJob.createdAt } } : {}),
        },
        orderBy: { createdAt: "desc" },
        take: 5,
        select: RUN_PROGRESS_SELECT,
      })
    : [];
  return [...(prJob ? [prJob] : []), ...republishes].map(runProgressOf);
}

export async function listPullRequests(prisma: PrismaClient) {
  return prisma.pullRequest.findMany({
    orderBy: { updatedAt: "desc" },
    take: 200,
    select: {
      id: true,
      baseRepo: true,
      number: true,
      title: true,
      author: true,
      state: true,
      headSha: true,
      updatedAt: true,
      taskFolders: true,
    },
  });
}

export async function getPullRequest(prisma: PrismaClient, number: number) {
  const pr = await prisma.pullRequest.findFirst({ where: { number }, orderBy: { updatedAt: "desc" } });
  if (!pr) return null;
  const [revisions, publishes, deliveries] = await Promise.all([
    prisma.taskRevision.findMany({
      where: { pullRequestId: pr.id },
      orderBy: { importedAt: "desc" },
      select: {
        id: true,
        taskId: true,
        importedAt: true,
        // a PR's revisions are proposals: the page says whether a maintainer decided
        submissionState: true,
        reviewedByName: true,
        commits: { select: { sha: true, message: true }, orderBy: { authorDate: "desc" }, take: 1 },
      },
    }),
    prisma.publishAttempt.findMany({ where: { pullRequestId: pr.id }, orderBy: { createdAt: "desc" }, take: 200 }),
    prisma.webhookDelivery.findMany({ where: { pullRequestId: pr.id }, orderBy: { receivedAt: "desc" }, take: 200 }),
  ]);
  const taskIds = [...new Set(publishes.map((p) => p.taskId).concat(revisions.map((r) => r.taskId)))];
  return { pr, revisions, publishes, deliveries, jobs: await pullRequestJobs(prisma, pr.id, taskIds) };
}
