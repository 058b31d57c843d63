// Cross-check of a revision: every stored ledger scored by the task's own judge (its stored
// ScoreRuns) and by the TypeScript port the gates use (the primary pairing, re-scored here from
// the stored bytes), with agreement per ledger under the parity rules.
import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client";
import { parseJsonLoose } from "../../sandbox/reward-file";
import { agreementOf, crossCheckFinding, type CrossCheck, type LedgerAgreement } from "../../sandbox/agreement";

export type { CrossCheck, LedgerAgreement };
import { scoreBytes } from "../../importers/store/scoring";
import { readStored, StoredPairingOptionsSchema } from "../../db/stored-json";

// ScoreRun.reward of a task-judge run: the reward object the verifier wrote, or, when it gave no
// verdict, { reward: null, status } (lib/judges/store/task-judge.ts)
const NoVerdictSchema = z.looseObject({ status: z.string(), reward: z.null() });
const RewardObjectSchema = z.record(z.string(), z.unknown());

function statusOf(reward: unknown, reason: string): string {
  const noVerdict = NoVerdictSchema.safeParse(reward);
  if (noVerdict.success) return noVerdict.data.status;
  return reason.startsWith("crashed:") ? "crashed" : "scored";
}

/** The reward as the verifier wrote it (its text, else the stored JSON), as an object the parity rules read. */
function rewardObjectOf(run: { rewardText: string | null; reward: unknown }): Record<string, unknown> {
  const value = run.rewardText ? parseJsonLoose(run.rewardText) : run.reward;
  const object = RewardObjectSchema.safeParse(value);
  return object.success && !Array.isArray(value) ? object.data : { reward: value };
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
  // the port's options as stored; when they do not parse the port does not score (and each ledger says why)
  const portOptions = port ? readStored(StoredPairingOptionsSchema, port.judgeOptions, "JudgePairing.judgeOptions", {}) : null;
  const ledgers: LedgerAgreement[] = runs.map((run) => {
    const status = statusOf(run.reward, run.reason);
    const rewardObject = status === "scored" ? rewardObjectOf(run) : { reward: null };
    const taskReward = status === "scored" ? run.rewardValue : null;
    if (!port || !portOptions)
      return {
        ledgerId: run.ledger.id,
        path: run.ledger.path,
        label: run.ledger.label,
        taskReward,
        taskStatus: status,
        portReward: null,
        agreement: { kind: "not-compared", why: "no TypeScript port for this family" },
      };
    const scored = portOptions.ok
      ? scoreBytes(
          {
            judgeId: port.judgeId,
            groundTruthRaw: port.groundTruthRaw,
            groundTruthSha256: port.groundTruthSha256,
            judgeOptions: portOptions.value,
          },
          new Uint8Array(run.ledger.raw),
        )
      : ({ ok: false, error: portOptions.reason } as const);
    const agreement = agreementOf(port.judgeId, scored, { status, rewardObject, reason: run.reason });
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
