// The newest finished "audit:suite" run of a revision (its stored results), for the audits page,
// the audit gates and the PR comment. Results that fail their schema read as no result, and
// `unreadable` says why.
import type { PrismaClient } from "../../generated/prisma/client";
import { StoredSuiteResultSchema } from "./stored-audit-result";
import { readStored } from "../../db/stored-json";

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
  return auditRunOf(latest, succeeded);
}

type Latest = { id: string; status: string } | null;
type Succeeded = { id: string; results: unknown; finishedAt: Date | null } | null;

function auditRunOf(latest: Latest, succeeded: Succeeded) {
  const result = succeeded ? readStored(StoredSuiteResultSchema.nullable(), succeeded.results, "JobRun.results", null) : null;
  return {
    latestRunId: latest?.id ?? null,
    latestStatus: latest?.status ?? null,
    result: result?.value ?? null,
    unreadable: result && !result.ok ? result.reason : null,
    finishedAt: succeeded?.finishedAt?.toISOString() ?? null,
  };
}

/**
 * getLatestAuditRun for many revisions in two queries (the triage list): the newest run and the
 * newest succeeded run per revision, picked in order after reading each revision's suite runs.
 */
export async function getLatestAuditRuns(prisma: PrismaClient, revisionIds: string[]) {
  const where = { revisionId: { in: revisionIds }, kind: AUDIT_SUITE_KIND };
  const [runs, succeeded] = await Promise.all([
    prisma.jobRun.findMany({ where, orderBy: { createdAt: "desc" }, select: { id: true, status: true, revisionId: true } }),
    prisma.jobRun.findMany({
      where: { ...where, status: "succeeded" },
      orderBy: { finishedAt: "desc" },
      select: { id: true, results: true, finishedAt: true, revisionId: true },
    }),
  ]);
  const first = <T extends { revisionId: string | null }>(rows: T[]) => {
    const out = new Map<string, T>();
    for (const r of rows) if (r.revisionId && !out.has(r.revisionId)) out.set(r.revisionId, r);
    return out;
  };
  const latestBy = first(runs);
  const succeededBy = first(succeeded);
  return new Map(revisionIds.map((id) => [id, auditRunOf(latestBy.get(id) ?? null, succeededBy.get(id) ?? null)]));
}
