// The newest finished "audit:suite" run of a revision (its stored results), for the audits page,
// the audit gates and the PR comment.
import type { PrismaClient } from "../../generated/prisma/client";
import type { StoredSuiteResult } from "../../audits/serialize";

export const AUDIT_SUITE_KIND = "audit:suite";

export async function getLatestAuditRun(prisma: PrismaClient, revisionId: string) {
  const [latest, succeeded] = await Promise.all([
    prisma.jobRun.findFirst({
      where: { revisionId, kind: AUDIT_SUITE_KIND },
      orderBy: { createdAt: "desc" },
      select: { id: true, status: true },
    }),
    prisma.jobRun.findFirst({
      where: { revisionId, kind: AUDIT_SUITE_KIND, status: "succeeded" },
      orderBy: { finishedAt: "desc" },
      select: { id: true, results: true, finishedAt: true },
    }),
  ]);
  return {
    latestRunId: latest?.id ?? null,
    latestStatus: latest?.status ?? null,
    result: (succeeded?.results ?? null) as StoredSuiteResult | null,
    finishedAt: succeeded?.finishedAt?.toISOString() ?? null,
  };
}
