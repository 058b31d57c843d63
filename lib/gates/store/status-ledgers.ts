// The ledgers a task status reads, for many revisions, without loading the rest. A status reads
// ledgers in two places only (gate-facts.ts, get-task-status.ts): the anchors (the first ledger by
// path of origin "oracle" and of "empty", and the "derived-oracle" ledgers) and the ledgers a row
// links (its recomputed and official score). At scale a revision holds ~100 agent ledgers that are
// neither, and loading them with their score runs was most of the home page's time. (gateFactsOf's
// `imported.ledgersAboveBar` lists unlinked agent ledgers too; no gate reads it and a TaskStatus
// does not carry it. task-statuses.test.ts holds this path equal to getTaskStatus's full load.)
import type { PrismaClient } from "../../generated/prisma/client";
import { ANCHOR_ORIGINS } from "./gate-facts";
import { REVISION_VIEW_SELECT } from "../../data/queries/get-task-overview";

/** anchorScore takes the first of these by path and never looks further (gate-facts.ts). */
const FIRST_ONLY: string[] = [ANCHOR_ORIGINS.oracle[0], ...ANCHOR_ORIGINS.empty];
/** anchorScore takes the first of these (by path) that the primary judge scored: all are kept. */
const ALL_KEPT = ANCHOR_ORIGINS.oracle.filter((o) => !FIRST_ONLY.includes(o));

/** The paths of the first-only anchors (the first ledger by path of each such origin, per revision). */
export async function firstAnchorPaths(prisma: PrismaClient, revisionIds: string[]): Promise<string[]> {
  const firsts = await prisma.ledger.groupBy({
    by: ["revisionId", "origin"],
    where: { revisionId: { in: revisionIds }, origin: { in: FIRST_ONLY } },
    _min: { path: true },
  });
  return [...new Set(firsts.flatMap((f) => (f._min.path === null ? [] : [f._min.path])))];
}

/**
 * Per revision, its status ledgers in the order the full view has them (path, as the database sorts
 * it). `rowLedgerIds`: the ledgers the revisions' rows link; `firstPaths`: from firstAnchorPaths.
 * Extra ledgers of the first-only origins may come along (a path that is first in another
 * revision): harmless, since the true first is there and the order is kept.
 */
export async function loadStatusLedgers(prisma: PrismaClient, revisionIds: string[], rowLedgerIds: string[], firstPaths: string[]) {
  const ledgers = await prisma.ledger.findMany({
    where: {
      OR: [
        { id: { in: rowLedgerIds } },
        { revisionId: { in: revisionIds }, origin: { in: ALL_KEPT } },
        { revisionId: { in: revisionIds }, origin: { in: FIRST_ONLY }, path: { in: firstPaths } },
      ],
    },
    orderBy: [{ revisionId: "asc" }, REVISION_VIEW_SELECT.ledgers.orderBy],
    select: { ...REVISION_VIEW_SELECT.ledgers.select, revisionId: true },
  });
  const byRevision = new Map<string, typeof ledgers>();
  for (const l of ledgers) {
    const list = byRevision.get(l.revisionId);
    if (list) list.push(l);
    else byRevision.set(l.revisionId, [l]);
  }
  return byRevision;
}
