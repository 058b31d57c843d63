// Cross-check of a revision: every stored ledger scored by the task's own judge (its stored
// ScoreRuns) and by the TypeScript port the gates use (the primary pairing, re-scored here from
// the stored bytes), with agreement per ledger under the parity rules.
import type { PrismaClient } from "../generated/prisma/client";
import { parseJsonLoose } from "../sandbox/reward-file";
import { agreementOf, crossCheckFinding, type CrossCheck, type LedgerAgreement } from "../sandbox/agreement";

export type { CrossCheck, LedgerAgreement };
import { scoreBytes } from "./scoring";

function statusOf(reward: unknown, reason: string): string {
  const s = (reward as { status?: unknown } | null)?.status;
  if (typeof s === "string" && (reward as { reward?: unknown }).reward === null) return s;
  return reason.startsWith("crashed:") ? "crashed" : "scored";
}

export async function crossCheckRevision(prisma: PrismaClient, revisionId: string, taskJudgeId: string): Promise<CrossCheck> {
  const pairings = await prisma.judgePairing.findMany({
    where: { revisionId, OR: [{ isPrimary: true }, { judgeId: taskJudgeId }] },
    select: { id: true, judgeId: true, isPrimary: true, groundTruthRaw: true, groundTruthSha256: true, judgeOptions: true },
  });
  const port = pairings.find((p) => p.isPrimary && p.judgeId !== taskJudgeId) ?? null;
  const task = pairings.find((p) => p.judgeId === taskJudgeId);
  const runs = task
    ? await prisma.scoreRun.findMany({
        where: { pairingId: task.id },
        select: {
          reward: true,
          rewardText: true,
          rewardValue: true,
          reason: true,
          ledger: { select: { id: true, path: true, label: true, raw: true } },
        },
        orderBy: { ledger: { path: "asc" } },
      })
    : [];
  const ledgers: LedgerAgreement[] = runs.map((run) => {
    const status = statusOf(run.reward, run.reason);
    const rewardObject =
      status === "scored"
        ? run.rewardText
          ? (parseJsonLoose(run.rewardText) as Record<string, unknown>)
          : (run.reward as Record<string, unknown>)
        : null;
    const taskReward = status === "scored" ? run.rewardValue : null;
    if (!port)
      return {
        ledgerId: run.ledger.id,
        path: run.ledger.path,
        label: run.ledger.label,
        taskReward,
        taskStatus: status,
        portReward: null,
        agreement: { kind: "not-compared", why: "no TypeScript port for this family" },
      };
    const scored = scoreBytes(
      {
        judgeId: port.judgeId,
        groundTruthRaw: port.groundTruthRaw,
        groundTruthSha256: port.groundTruthSha256,
        judgeOptions: port.judgeOptions as Record<string, unknown>,
      },
      new Uint8Array(run.ledger.raw),
    );
    const agreement = agreementOf(port.judgeId, scored, {
      status,
      rewardObject:
        rewardObject && typeof rewardObject === "object" && !Array.isArray(rewardObject) ? rewardObject : { reward: rewardObject },
      reason: run.reason,
    });
    return {
      ledgerId: run.ledger.id,
      path: run.ledger.path,
      label: run.ledger.label,
      taskReward,
      taskStatus: status,
      portReward: scored.ok ? scored.rewardValue : null,
      agreement,
    };
  });
  const compared = ledgers.filter((l) => l.agreement.kind !== "not-compared").length;
  const differ = ledgers.filter((l) => l.agreement.kind === "differ").length;
  return {
    taskJudgeId,
    taskPairingId: task?.id ?? null,
    portJudgeId: port?.judgeId ?? null,
    ledgers,
    compared,
    differ,
    finding:
      port && ledgers.length
        ? crossCheckFinding(taskJudgeId, port.judgeId, { compared, differ, notCompared: ledgers.length - compared })
        : null,
  };
}
