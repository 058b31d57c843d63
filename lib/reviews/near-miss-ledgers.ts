// The official pairing's breakdown of every ledger of a revision, for the export's near-miss
// section (lib/export/sections/near-miss-section).
import type { PrismaClient } from "../generated/prisma/client";
import { nearMissSection, type LedgerBreakdown } from "../export/sections/near-miss-section";
import type { ReviewSection } from "../export/types";
import { judgeFamilyOf } from "../judges/judge-family";
import { parseStoredEvents } from "../ledgers/stored-events";

export async function nearMissSectionFor(prisma: PrismaClient, revisionId: string): Promise<ReviewSection | null> {
  const runs = await prisma.scoreRun.findMany({
    where: { pairing: { revisionId, isPrimary: true } },
    orderBy: { ledger: { path: "asc" } },
    select: { judgeId: true, events: true, ledger: { select: { path: true } } },
  });
  const ledgers: LedgerBreakdown[] = runs.map((r) => ({
    path: r.ledger.path,
    judgeId: r.judgeId,
    family: judgeFamilyOf(r.judgeId),
    events: parseStoredEvents(r.events).events,
  }));
  return nearMissSection(ledgers);
}
