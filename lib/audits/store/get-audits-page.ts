// What the Audits page reads: the revision (latest, or the one asked for), its ledger ids by path,
// its pairing ids by judge, and the newest audit run (for live progress) with the last results.
import type { PrismaClient } from "../../generated/prisma/client";
import { RUN_PROGRESS_SELECT, runProgressOf } from "../../jobs/run-progress";
import { AUDIT_SUITE_KIND, getLatestAuditRun } from "./get-latest-audit-run";

export async function getAuditsPage(prisma: PrismaClient, taskId: string, revisionId?: string) {
  const revision = await prisma.taskRevision.findFirst({
    where: { taskId, ...(revisionId ? { id: revisionId } : {}) },
    orderBy: { importedAt: "desc" },
    select: {
      id: true,
      ledgers: { select: { id: true, path: true } },
      // the rows that count toward the agent and ablation gates, by the ledger they cite
      rows: {
        where: { status: "official", kind: { in: ["agent", "ablation"] }, ledgerId: { not: null } },
        select: { ledger: { select: { path: true } } },
      },
      pairings: { select: { id: true, judgeId: true } },
      task: { select: { id: true, title: true } },
    },
  });
  if (!revision) return null;
  const audit = await getLatestAuditRun(prisma, revision.id);
  const active = audit.latestRunId
    ? await prisma.jobRun.findUnique({ where: { id: audit.latestRunId }, select: RUN_PROGRESS_SELECT })
    : null;
  return {
    task: revision.task,
    revisionId: revision.id,
    ledgerIds: new Map(revision.ledgers.map((l) => [l.path, l.id])),
    pairingIds: new Map(revision.pairings.map((p) => [p.judgeId, p.id])),
    gateLedgerPaths: new Set(revision.rows.flatMap((r) => (r.ledger ? [r.ledger.path] : []))),
    latestRun: active && runProgressOf(active),
    result: audit.result,
    /** why the last results could not be read (they fail their schema), shown on the page */
    unreadable: audit.unreadable,
    finishedAt: audit.finishedAt,
    kind: AUDIT_SUITE_KIND,
  };
}
