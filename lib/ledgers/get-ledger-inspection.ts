import "server-only";
// Everything the ledger inspector shows for one ledger under one judge pairing: the judge's
// per-event breakdown (parsed), the reward, the task's media and how it will play, the other
// pairings (to switch judge) and the calibration rows that cite this ledger. Raw bytes stay in
// the database (only the chosen run's events are loaded) unless no judge scored the ledger: then
// its predictions are read from its bytes by shape.
import type { PrismaClient } from "../generated/prisma/client";
import { mediaSelect, toMediaView } from "../media/media-view";
import { parseStoredEvents } from "./stored-events";
import { LEDGER_SUMMARY } from "../data/queries/selects";
import { readPredictedEvents, type GenericEvents } from "../judges/generic-events";

/** A ledger no judge scored: its predictions found by shape (lib/judges/generic-events.ts). */
async function predictedEventsOf(prisma: PrismaClient, ledgerId: string, fps: number | null): Promise<GenericEvents> {
  const { raw } = await prisma.ledger.findUniqueOrThrow({ where: { id: ledgerId }, select: { raw: true } });
  let doc: unknown;
  try {
    // stored ledgers are bounded at upload; a BOM or trailing newline is not the contributor's point
    doc = JSON.parse(new TextDecoder().decode(raw).replace(/^\uFEFF/, ""));
  } catch (e) {
    return { ok: false, reason: `not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  return readPredictedEvents(doc, fps);
}

/** The ledger with what surrounds it in the inspector: its revision (task, media, pairings, sibling ledgers), each pairing's reward, the rows citing it. */
function findInspectedLedger(prisma: PrismaClient, ledgerId: string) {
  return prisma.ledger.findUnique({
    where: { id: ledgerId },
    select: {
      ...LEDGER_SUMMARY,
      revision: {
        select: {
          id: true,
          taskId: true,
          importedAt: true,
          task: { select: { id: true, title: true, family: true } },
          media: { select: mediaSelect, take: 1 },
          pairings: {
            orderBy: [{ isPrimary: "desc" }, { judgeId: "asc" }],
            select: { id: true, judgeId: true, label: true, isPrimary: true, groundTruthPath: true },
          },
          ledgers: { orderBy: { path: "asc" }, select: { id: true, path: true, label: true } },
        },
      },
      scoreRuns: { select: { pairingId: true, rewardValue: true, reason: true } },
      rows: {
        orderBy: { ordinal: "asc" },
        select: {
          id: true,
          harness: true,
          model: true,
          condition: true,
          conditionLabel: true,
          claimedScore: true,
          status: true,
          rollout: { select: { path: true } },
        },
      },
    },
  });
}

export async function getLedgerInspection(prisma: PrismaClient, taskId: string, ledgerId: string, pairingId?: string | null) {
  const ledger = await findInspectedLedger(prisma, ledgerId);
  if (!ledger || ledger.revision.taskId !== taskId) return null;
  const { revision } = ledger;
  const runOf = new Map(ledger.scoreRuns.map((r) => [r.pairingId, r]));
  const pairings = revision.pairings.map((p) => ({
    ...p,
    rewardValue: runOf.get(p.id)?.rewardValue ?? null,
    reason: runOf.get(p.id)?.reason ?? null,
  }));
  const pairing = pairings.find((p) => p.id === pairingId) ?? pairings[0] ?? null;
  const run = pairing
    ? await prisma.scoreRun.findUnique({
        where: { ledgerId_pairingId: { ledgerId, pairingId: pairing.id } },
        select: { judgeId: true, rewardValue: true, reason: true, reward: true, events: true, durationMs: true },
      })
    : null;
  const parsed = run ? parseStoredEvents(run.events) : null;
  const media = toMediaView(revision.media[0]);
  return {
    task: revision.task,
    revision: { id: revision.id, importedAt: revision.importedAt.toISOString() },
    ledger: {
      id: ledger.id,
      path: ledger.path,
      label: ledger.label,
      origin: ledger.origin,
      sha256: ledger.sha256,
      byteLength: ledger.byteLength,
    },
    pairings,
    pairing,
    /** the pairing asked for in ?judge= was not found (the first pairing is shown instead) */
    pairingNotFound: Boolean(pairingId) && pairing?.id !== pairingId,
    run:
      run && parsed
        ? {
            judgeId: run.judgeId,
            rewardValue: run.rewardValue,
            reason: run.reason,
            reward: run.reward,
            durationMs: run.durationMs,
            events: parsed.events,
            eventsError: parsed.ok ? null : parsed.error,
          }
        : null,
    media,
    /** without a score run (no judge, or none for this pairing): the predictions read by shape */
    predicted: run ? null : await predictedEventsOf(prisma, ledgerId, media.fps),
    rows: ledger.rows.map((r) => ({ ...r, rolloutPath: r.rollout?.path ?? null })),
    siblings: revision.ledgers,
  };
}
