// The newest finished "audit:suite" run of a revision (its stored results), for the audits page,
// the audit gates and the PR comment. Results that fail their schema read as no result, and
// `unreadable` says why.
import type { PrismaClient } from "../../generated/prisma/client";
import { StoredSuiteResultSchema } from "../views/stored-audit-result";
import { readStored } from "../views/stored-json";

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
  const result = succeeded ? readStored(StoredSuiteResultSchema.nullable(), succeeded.results, "JobRun.results", null) : null;
  return {
    latestRunId: latest?.id ?? null,
    latestStatus: latest?.status ?? null,
    result: result?.value ?? null,
    unreadable: result && !result.ok ? result.reason : null,
    finishedAt: succeeded?.finishedAt?.toISOString() ?? null,
  };
}
