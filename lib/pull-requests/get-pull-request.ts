// The PR page's facts: the pull request (the newest by that number when several repositories
// share one), the revisions imported from its head, its publish tries and its webhook deliveries.
import type { PrismaClient } from "../generated/prisma/client";

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
  return { pr, revisions, publishes, deliveries };
}
