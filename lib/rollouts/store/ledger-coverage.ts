// Coverage tracks for the ledger inspector: every trajectory linked to a row that is scored on
// this ledger, with what its tool calls show it inspected and the % of the media's duration.
import type { PrismaClient } from "../../generated/prisma/client";
import { coveragePercent } from "../coverage/extract-coverage";
import type { CoverageTrackData } from "../coverage/coverage-types";
import { storedSummary } from "./trajectory-facts";

export async function ledgerCoverage(
  prisma: PrismaClient,
  taskId: string,
  ledgerId: string,
  durationSec: number | null,
): Promise<CoverageTrackData[]> {
  const rows = await prisma.calibrationRow.findMany({
    where: { ledgerId, rolloutId: { not: null } },
    orderBy: { ordinal: "asc" },
    select: { harness: true, model: true, rollout: { select: { id: true, summary: true } } },
  });
  const seen = new Set<string>();
  const out: CoverageTrackData[] = [];
  for (const r of rows) {
    if (!r.rollout || seen.has(r.rollout.id)) continue;
    seen.add(r.rollout.id);
    const coverage = storedSummary(r.rollout.summary)?.coverage;
    if (!coverage) continue;
    out.push({
      label: [r.harness, r.model].filter(Boolean).join(" "),
      rolloutId: r.rollout.id,
      href: `/tasks/${encodeURIComponent(taskId)}/rollouts/${r.rollout.id}`,
      segments: coverage.segments,
      videoPercent: coveragePercent(coverage, durationSec, ["video", "frame"]),
      audioPercent: coveragePercent(coverage, durationSec, ["audio"]),
    });
  }
  return out;
}
