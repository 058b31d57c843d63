// A contributor's uploaded ledger or trajectory, added to the task's latest revision. A ledger is
// re-scored at once under every judge pairing and compared with the score the contributor
// claimed; a trajectory gets its format detected and its tool-call turns counted. One
// transaction per upload; the same bytes uploaded again are not stored twice.
import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client";
import { summarizeTrajectory } from "../rollouts/summarize-trajectory";
import { toJsonSafe } from "./json-safe";
import { computeScoreRuns, pairingKey, scoreRunRows } from "./import/score-runs";
import { uploadPath, type UploadFields, type UploadedFile } from "./upload-input";
import { CLAIM_TOLERANCE } from "./views/row-scores";

export interface LedgerUploadResult {
  kind: "ledger";
  ledgerId: string;
  path: string;
  sha256: string;
  alreadyStored: boolean;
  claimedScore: number | null;
  scores: { judgeId: string; official: boolean; reward: number; reason: string }[];
  /** official recomputed minus claimed; null without a claim or an official judge */
  delta: number | null;
  /** false when the claim differs from the official recomputed score by more than 1e-4 */
  claimAgrees: boolean | null;
}

export interface RolloutUploadResult {
  kind: "rollout";
  rolloutId: string;
  path: string;
  sha256: string;
  alreadyStored: boolean;
  format: string;
  toolCallTurns: number | null;
}

export type UploadResult = LedgerUploadResult | RolloutUploadResult;

const bytesOf = (b: Uint8Array) => new Uint8Array(b) as Uint8Array<ArrayBuffer>;

export async function storeUpload(prisma: PrismaClient, taskId: string, fields: UploadFields, file: UploadedFile): Promise<UploadResult | null> {
  const revision = await prisma.taskRevision.findFirst({
    where: { taskId },
    orderBy: { importedAt: "desc" },
    select: { id: true, pairings: { select: { id: true, judgeId: true, isPrimary: true, groundTruthPath: true, groundTruthRaw: true, groundTruthSha256: true, judgeOptions: true, label: true } } },
  });
  if (!revision) return null;
  const sha256 = crypto.createHash("sha256").update(file.bytes).digest("hex");
  const path = uploadPath(fields.kind, sha256, file.name);
  return fields.kind === "ledger" ? storeLedger(prisma, revision, fields, file, sha256, path) : storeRollout(prisma, revision.id, file, sha256, path);
}

type RevisionForUpload = { id: string; pairings: { id: string; judgeId: string; isPrimary: boolean; groundTruthPath: string; groundTruthRaw: Uint8Array; groundTruthSha256: string; judgeOptions: unknown; label: string }[] };

async function storeLedger(prisma: PrismaClient, revision: RevisionForUpload, fields: UploadFields, file: UploadedFile, sha256: string, path: string): Promise<LedgerUploadResult> {
  const pairings = revision.pairings.map((p) => ({ ...p, judgeOptions: (p.judgeOptions ?? {}) as Record<string, never> }));
  const { runs } = computeScoreRuns(pairings, [{ path, raw: file.bytes }]);
  const pairingIdByKey = new Map(pairings.map((p) => [pairingKey(p), p.id]));
  const existing = await prisma.ledger.findUnique({ where: { revisionId_path: { revisionId: revision.id, path } }, select: { id: true } });
  const ledgerId = existing?.id ?? crypto.randomUUID();
  if (!existing) {
    await prisma.$transaction(async (tx) => {
      await tx.ledger.create({ data: { id: ledgerId, revisionId: revision.id, path, label: fields.label, origin: "upload", raw: bytesOf(file.bytes), sha256, byteLength: file.bytes.byteLength } });
      await tx.scoreRun.createMany({ data: scoreRunRows(runs, () => ledgerId, (k) => pairingIdByKey.get(k)!, () => crypto.randomUUID()) });
    });
  }
  const scores = runs.map((s) => ({ judgeId: s.judgeId, official: pairings.find((p) => pairingKey(p) === s.pairingKey)?.isPrimary ?? false, reward: s.rewardValue, reason: s.reason }));
  const official = scores.find((s) => s.official);
  const delta = official && fields.claimedScore !== null ? official.reward - fields.claimedScore : null;
  return {
    kind: "ledger",
    ledgerId,
    path,
    sha256,
    alreadyStored: Boolean(existing),
    claimedScore: fields.claimedScore,
    scores,
    delta,
    claimAgrees: delta === null ? null : Math.abs(delta) <= CLAIM_TOLERANCE,
  };
}

async function storeRollout(prisma: PrismaClient, revisionId: string, file: UploadedFile, sha256: string, path: string): Promise<RolloutUploadResult> {
  const summary = summarizeTrajectory(file.bytes);
  const existing = await prisma.rollout.findUnique({ where: { revisionId_path: { revisionId, path } }, select: { id: true } });
  const rolloutId = existing?.id ?? crypto.randomUUID();
  if (!existing)
    await prisma.rollout.create({
      data: { id: rolloutId, revisionId, path, origin: "upload", raw: bytesOf(file.bytes), sha256, byteLength: file.bytes.byteLength, format: summary.format, toolCallTurns: summary.toolCalls, summary: toJsonSafe(summary) as object },
    });
  return { kind: "rollout", rolloutId, path, sha256, alreadyStored: Boolean(existing), format: summary.format, toolCallTurns: summary.toolCalls };
}
