// A maintainer chooses which registered judge pairing of a task's latest revision is the official
// one (kart: 1ea24fc -> f933449, so the task is reviewed under the judge its scores.md describes).
// The flag lives where it always did (JudgePairing.isPrimary, with TaskRevision.judgeId and
// Task.judgeId naming it), so every view that reads "the primary pairing" — gates, row scores,
// export, PR comment — follows without a schema change. The chosen pairing's ledgers are scored
// again (a fresh score run, outside the transaction: judging can take a while) and the runs
// replaced in the same transaction as the flag, so the gates never read a half-switched task.
// The stored artifact checks ("Stale artifacts": a reward file's number against its ledger's
// recomputed score) are compared again under the new judge in that transaction too; the oracle and
// empty anchors are scored under every pairing at import, so their gates follow the flag.
import crypto from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { jsonColumn } from "../../db/json-column";
import { readStored } from "../../db/stored-json";
import { rejudgedChecks, type LedgerScore } from "../artifacts/check-artifacts";
import { ArtifactChecksSchema } from "../artifacts/types";
import { isSupportedJudgeId } from "../../judges/judge-table";
import { computeScoreRuns, scoreRunRows } from "./score-runs";
import { latestRevision } from "./store-files";

export class PairingChoiceError extends Error {}

export interface PairingSwitch {
  revisionId: string;
  from: string | null;
  to: string;
  rescored: number;
  unchanged: boolean;
}

export async function setOfficialPairing(prisma: PrismaClient, taskId: string, judgeId: string): Promise<PairingSwitch> {
  if (!isSupportedJudgeId(judgeId)) throw new PairingChoiceError(`${judgeId} is not a registered judge`);
  const revision = await latestRevision(prisma, taskId);
  if (!revision) throw new PairingChoiceError(`task ${taskId} has no revision`);
  const chosen = revision.pairings.find((p) => p.judgeId === judgeId);
  if (!chosen)
    throw new PairingChoiceError(
      `the latest revision has no pairing with ${judgeId} (paired: ${revision.pairings.map((p) => p.judgeId).join(", ") || "none"})`,
    );
  const from = revision.pairings.find((p) => p.isPrimary)?.judgeId ?? null;
  if (chosen.isPrimary) return { revisionId: revision.id, from, to: judgeId, rescored: 0, unchanged: true };

  // a pairing whose options do not parse is never scored with defaults (stored-json.ts)
  if (chosen.optionsUnreadable)
    throw new PairingChoiceError(`its stored options are unreadable (${chosen.optionsUnreadable}): it cannot score officially`);
  const pairing = {
    judgeId,
    isPrimary: true,
    label: chosen.label,
    groundTruthPath: chosen.groundTruthPath,
    groundTruthRaw: chosen.groundTruthRaw,
    groundTruthSha256: chosen.groundTruthSha256,
    judgeOptions: chosen.judgeOptions,
  };
  const ledgers = await prisma.ledger.findMany({ where: { revisionId: revision.id }, select: { id: true, path: true, raw: true } });
  const computed = computeScoreRuns([pairing], ledgers);
  if (computed.problems.length) throw new PairingChoiceError(`${judgeId} cannot score this revision: ${computed.problems.join("; ")}`);
  const ledgerIds = new Map(ledgers.map((l) => [l.path, l.id]));
  const rows = scoreRunRows(
    computed.runs,
    (path) => ledgerIds.get(path)!,
    () => chosen.id,
    () => crypto.randomUUID(),
  );

  const artifactChecks = await checksUnder(prisma, revision.id, chosen.id, judgeId, rows);

  await prisma.$transaction(async (tx) => {
    await tx.judgePairing.updateMany({ where: { revisionId: revision.id, id: { not: chosen.id } }, data: { isPrimary: false } });
    await tx.judgePairing.update({ where: { id: chosen.id }, data: { isPrimary: true } });
    await tx.taskRevision.update({ where: { id: revision.id }, data: { judgeId } });
    await tx.task.update({ where: { id: taskId }, data: { judgeId } });
    await tx.scoreRun.deleteMany({ where: { pairingId: chosen.id } });
    if (rows.length) await tx.scoreRun.createMany({ data: rows });
    if (artifactChecks) await tx.taskRevision.update({ where: { id: revision.id }, data: { artifactChecks: jsonColumn(artifactChecks) } });
  });
  return { revisionId: revision.id, from, to: judgeId, rescored: rows.length, unchanged: false };
}

/**
 * The revision's stored artifact checks compared again with the chosen pairing's fresh scores (the
 * other pairings' stored runs kept: a claim written for one of them still says so). null: nothing
 * to redo (imported before the checks existed, or unreadable: the page shows that reason as is).
 */
async function checksUnder(
  prisma: PrismaClient,
  revisionId: string,
  chosenId: string,
  judgeId: string,
  fresh: readonly { ledgerId: string; rewardValue: number; reason: string }[],
) {
  const stored = await prisma.taskRevision.findUniqueOrThrow({ where: { id: revisionId }, select: { artifactChecks: true } });
  if (stored.artifactChecks === null) return null;
  const read = readStored(ArtifactChecksSchema, stored.artifactChecks, "TaskRevision.artifactChecks", []);
  if (!read.ok) return null;
  const ledgers = await prisma.ledger.findMany({
    where: { revisionId },
    select: { id: true, path: true, scoreRuns: { select: { pairingId: true, judgeId: true, rewardValue: true, reason: true } } },
  });
  const score = (ledgerPath: string, r: { judgeId: string; rewardValue: number; reason: string }, isPrimary: boolean): LedgerScore => ({
    ledgerPath,
    judgeId: r.judgeId,
    isPrimary,
    value: r.rewardValue,
    reason: r.reason,
  });
  const scores = ledgers.flatMap((l) => [
    ...l.scoreRuns.filter((r) => r.pairingId !== chosenId).map((r) => score(l.path, r, false)),
    ...fresh.filter((r) => r.ledgerId === l.id).map((r) => score(l.path, { ...r, judgeId }, true)),
  ]);
  return rejudgedChecks(read.value, scores);
}
