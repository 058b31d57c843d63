// One stored trajectory for the viewer: its bytes parsed into the normalised steps, the stored
// summary (findings computed at import/upload) plus the row-relative audits of every row that
// cites it, and the links back to those rows and their ledgers.
import type { PrismaClient } from "../../generated/prisma/client";
import { auditRowAgainstTrajectory } from "../audits/audit-row";
import type { Finding } from "../audits/finding";
import { summarizeParsed } from "../summarize-trajectory";
import { parseTrajectory } from "../parse/parse-trajectory";
import type { ParsedTrajectory } from "../parse/step-types";
import type { TrajectorySummary } from "../types";
import { rowClaimsOf, storedSummary } from "./trajectory-facts";

export interface RolloutRowLink {
  id: string;
  label: string;
  condition: string;
  status: string;
  ledger: { id: string; path: string; sha256: string } | null;
  findings: Finding[];
}

export interface RolloutView {
  task: { id: string };
  rollout: { id: string; path: string; sha256: string; byteLength: number; origin: string; revisionId: string };
  parsed: ParsedTrajectory;
  summary: TrajectorySummary;
  /** true when the stored summary predates the audits: findings were recomputed without task context */
  recomputed: boolean;
  rows: RolloutRowLink[];
  mediaDurationSec: number | null;
}

export async function getRolloutView(prisma: PrismaClient, taskId: string, rolloutId: string): Promise<RolloutView | null> {
  const rollout = await prisma.rollout.findFirst({
    where: { id: rolloutId, revision: { taskId } },
    select: {
      id: true,
      path: true,
      sha256: true,
      byteLength: true,
      origin: true,
      raw: true,
      summary: true,
      revisionId: true,
      revision: { select: { media: { select: { durationSec: true }, take: 1 } } },
      rows: {
        orderBy: { ordinal: "asc" },
        select: {
          id: true,
          harness: true,
          model: true,
          harnessVersion: true,
          condition: true,
          conditionLabel: true,
          status: true,
          claimedTurns: true,
          ledger: { select: { id: true, path: true, sha256: true } },
        },
      },
    },
  });
  if (!rollout) return null;
  const parsed = parseTrajectory(new Uint8Array(rollout.raw));
  const stored = storedSummary(rollout.summary);
  const summary = stored?.findings ? stored : summarizeParsed(parsed, { fileName: rollout.path });
  const rows = rollout.rows.map((r) => ({
    id: r.id,
    label: [r.harness, r.model].filter(Boolean).join(" "),
    condition: r.conditionLabel || r.condition,
    status: r.status,
    ledger: r.ledger ? { id: r.ledger.id, path: r.ledger.path, sha256: r.ledger.sha256 } : null,
    findings: auditRowAgainstTrajectory(summary, rowClaimsOf(r)),
  }));
  return {
    task: { id: taskId },
    rollout: {
      id: rollout.id,
      path: rollout.path,
      sha256: rollout.sha256,
      byteLength: rollout.byteLength,
      origin: rollout.origin,
      revisionId: rollout.revisionId,
    },
    parsed,
    summary,
    recomputed: !stored?.findings,
    rows,
    mediaDurationSec: rollout.revision.media[0]?.durationSec ?? null,
  };
}
