// Assembles the gate checklist's input from a task overview: recomputed scores come from the
// primary judge pairing's score runs (never from claims), turns from the counted trajectory when
// one is stored, else the contributor's claim.
import { z } from "zod";
import type { GateFacts, MediaVerificationState } from "../../gates/types";
import type { TaskOverview } from "../queries/get-task-overview";
import { trajectoryFactsOf } from "../rollouts/trajectory-facts";
import { importGateFactsOf, type ImportGateFacts } from "./import-gate-facts";
import { primaryPairingId, recomputedFor } from "./row-scores";

type Revision = TaskOverview["revision"];

function anchorScore(revision: Revision, origins: string[], pairingId: string | null): number | null {
  for (const origin of origins) {
    const ledger = revision.ledgers.find(
      (l) => l.origin === origin && (origin !== "derived-oracle" || l.scoreRuns.some((r) => r.pairingId === pairingId)),
    );
    const run = ledger ? recomputedFor(ledger.scoreRuns, pairingId) : null;
    if (run) return run.rewardValue;
  }
  return null;
}

function exemptionFrom(card: unknown): string | null {
  if (!card || typeof card !== "object") return null;
  const input = (card as Record<string, unknown>).input;
  if (!input || typeof input !== "object") return null;
  const value = (input as Record<string, unknown>).short_clip_exemption ?? (input as Record<string, unknown>).short_clip_reason;
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

const MeasuredMedia = z.object({
  durationSec: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  hasAudio: z.boolean(),
  differences: z.array(z.object({ fact: z.string(), claimed: z.string(), measured: z.string() })).default([]),
});

/** Measured (ffprobe, stored in Media.probe) beats claimed (the SPEC card) wherever it exists. */
function mediaFactsOf(media: Revision["media"][number] | undefined) {
  const probe = MeasuredMedia.safeParse(media?.probe);
  if (media && probe.success)
    return {
      durationSec: probe.data.durationSec,
      width: probe.data.width,
      height: probe.data.height,
      hasAudio: probe.data.hasAudio,
      source: "measured" as const,
      claimDifferences: probe.data.differences.map((d) => `${d.fact}: ${d.claimed} stated, ${d.measured} measured`),
    };
  return {
    durationSec: media?.durationSec ?? null,
    width: media?.width ?? null,
    height: media?.height ?? null,
    hasAudio: media?.hasAudio ?? null,
    source: media ? ("claimed" as const) : undefined,
  };
}

/** `imported`: what the import found that decides whether a gate can be checked (import-gate-facts.ts). */
export function gateFactsOf(revision: Revision): GateFacts & { imported: ImportGateFacts } {
  const primary = primaryPairingId(revision.pairings);
  const runsByLedger = new Map(revision.ledgers.map((l) => [l.id, l.scoreRuns]));
  const media = revision.media[0];
  const imported = importGateFactsOf(revision);
  return {
    media: {
      url: media?.url ?? null,
      sha256: media?.sha256 ?? null,
      ...mediaFactsOf(media),
      verification: (media?.verification ?? "unverified") as MediaVerificationState,
      shortClipExemption: exemptionFrom(revision.specCard),
    },
    oracleRecomputed: anchorScore(revision, ["oracle", "derived-oracle"], primary),
    emptyRecomputed: anchorScore(revision, ["empty"], primary),
    rows: revision.rows.map((row) => ({
      id: row.id,
      harness: row.harness,
      model: row.model,
      condition: row.condition,
      conditionLabel: row.conditionLabel,
      status: row.status,
      claimedScore: row.claimedScore,
      recomputedScore: row.ledger ? (recomputedFor(runsByLedger.get(row.ledger.id), primary)?.rewardValue ?? null) : null,
      turns: row.rollout?.toolCallTurns ?? row.claimedTurns,
      instructionSha256: row.instructionSha256,
      hasLedger: row.ledger != null,
      constructed: row.status === "constructed",
      run: row.runIndex != null && row.runCount != null ? { index: row.runIndex, count: row.runCount } : null,
    })),
    currentInstructionSha256: revision.instructionSha256,
    trajectories: trajectoryFactsOf(revision),
    imported,
    judgeNotCheckable: imported.judge.checkable ? null : (imported.judge.reason?.replace(/^not checkable: /, "") ?? null),
  };
}
