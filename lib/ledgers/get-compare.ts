import "server-only";
// Two ledgers of one revision scored under the same judge pairing (same judge, same ground
// truth), with both per-event breakdowns, for the compare page. Also the ledger list and the
// pairings for its pickers. A ledger from another revision cannot be compared event by event
// (its ground truth may differ), so it is refused with a reason.
import type { PrismaClient } from "../generated/prisma/client";
import { mediaSelect, toMediaView } from "../media/media-view";
import { parseStoredEvents } from "./stored-events";

interface CompareArgs {
  a?: string | null;
  b?: string | null;
  pairingId?: string | null;
}

async function revisionIdFor(prisma: PrismaClient, taskId: string, ledgerId: string | null | undefined) {
  if (ledgerId) {
    const l = await prisma.ledger.findUnique({ where: { id: ledgerId }, select: { revision: { select: { id: true, taskId: true } } } });
    if (l && l.revision.taskId === taskId) return l.revision.id;
  }
  const latest = await prisma.taskRevision.findFirst({ where: { taskId }, orderBy: { importedAt: "desc" }, select: { id: true } });
  return latest?.id ?? null;
}

export async function getCompare(prisma: PrismaClient, taskId: string, { a, b, pairingId }: CompareArgs) {
  const revisionId = await revisionIdFor(prisma, taskId, a);
  if (!revisionId) return null;
  const revision = await prisma.taskRevision.findUniqueOrThrow({
    where: { id: revisionId },
    select: {
      id: true,
      task: { select: { id: true, title: true } },
      media: { select: mediaSelect, take: 1 },
      pairings: { orderBy: [{ isPrimary: "desc" }, { judgeId: "asc" }], select: { id: true, judgeId: true, label: true, isPrimary: true } },
      ledgers: {
        orderBy: { path: "asc" },
        select: { id: true, path: true, label: true, scoreRuns: { select: { pairingId: true, rewardValue: true } } },
      },
    },
  });
  const pairing = revision.pairings.find((p) => p.id === pairingId) ?? revision.pairings[0] ?? null;
  const ledgers = revision.ledgers.map((l) => ({
    id: l.id,
    path: l.path,
    label: l.label,
    rewardValue: l.scoreRuns.find((r) => r.pairingId === pairing?.id)?.rewardValue ?? null,
  }));
  const problems: string[] = [];
  const side = async (id: string | null | undefined, name: "a" | "b") => {
    if (!id) return null;
    const ledger = ledgers.find((l) => l.id === id);
    if (!ledger) {
      problems.push(`Ledger ${name} is not part of this revision of ${taskId}.`);
      return null;
    }
    const run = pairing
      ? await prisma.scoreRun.findUnique({
          where: { ledgerId_pairingId: { ledgerId: id, pairingId: pairing.id } },
          select: { rewardValue: true, reason: true, reward: true, events: true },
        })
      : null;
    if (!run) {
      problems.push(`Ledger ${name} (${ledger.path}) has no score under this judge pairing.`);
      return { ledger, run: null };
    }
    const parsed = parseStoredEvents(run.events);
    if (!parsed.ok) problems.push(`Ledger ${name}: ${parsed.error}`);
    return { ledger, run: { rewardValue: run.rewardValue, reason: run.reason, reward: run.reward, events: parsed.events } };
  };
  return {
    task: revision.task,
    revisionId: revision.id,
    pairings: revision.pairings,
    pairing,
    ledgers,
    a: await side(a, "a"),
    b: await side(b, "b"),
    media: toMediaView(revision.media[0]),
    problems,
  };
}
