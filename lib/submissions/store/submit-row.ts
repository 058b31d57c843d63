// A contributor's calibration row with its ledger (and trajectory), stored in ONE transaction on
// the task's latest revision. Before the transaction opens, the server re-scores the ledger under
// every judge pairing, applies a declared transform, counts the trajectory's tool-call turns and
// compares the instruction sha256 with the task's; the answer lists every claim that does not
// reproduce. Nothing is written when the task has no revision.
import crypto from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { scoreBytes } from "../../imports/scoring";
import { jsonColumn } from "../../db/json-column";
import { applyDeclaredTransform, checkRowClaims } from "../../uploads/row-claims";
import { NETWORK_POSTURE_LABELS, type RowInput } from "../../uploads/row-input";
import {
  latestRevision,
  prepareLedger,
  prepareRollout,
  putLedger,
  putRollout,
  UPLOAD_TX,
  type RevisionForUpload,
} from "../../imports/store-files";
import type { Author } from "./store-upload";
import type { UploadedFile } from "../../uploads/upload-input";
import { claimTolerance } from "../../gates/claim-precision";
import type { RowClaims } from "../../rollouts/audits/context";
import type { z } from "zod";
import type { rowSubmissionAnswer } from "../../uploads/submission-schemas";
import { uploadAuditContext } from "../../rollouts/store/upload-audit-context";

/** What a row submission answers: typed by its zod schema, which the OpenAPI document shows (lib/uploads/submission-schemas.ts). */
export type RowSubmissionResult = z.infer<typeof rowSubmissionAnswer>;

const CONDITION_LABELS: Record<string, string> = {
  full: "full",
  no_media: "no media",
  single_frame: "single frame",
  video_only: "video only",
  audio_only: "audio only",
  frame_dump_no_tools: "frame dump, no tools",
  other: "other",
};

function transformed(revision: RevisionForUpload, row: RowInput, ledger: UploadedFile) {
  if (!row.declaredTransform) return {};
  const official = revision.pairings.find((p) => p.isPrimary);
  if (!official) return { transformedReward: null, transformNote: "the task has no official judge" };
  if (official.optionsUnreadable) return { transformedReward: null, transformNote: official.optionsUnreadable };
  const t = applyDeclaredTransform(row.declaredTransform, ledger.bytes, official.groundTruthRaw);
  if (!t.ok) return { transformedReward: null, transformNote: t.reason };
  const s = scoreBytes(
    {
      judgeId: official.judgeId,
      groundTruthRaw: official.groundTruthRaw,
      groundTruthSha256: official.groundTruthSha256,
      judgeOptions: official.judgeOptions,
    },
    t.bytes,
  );
  return s.ok
    ? { transformedReward: s.rewardValue, transformNote: `wrapped in "${t.key}"` }
    : { transformedReward: null, transformNote: s.error };
}

/** What the row says about its run, for the trajectory's audit (condition kept, network posture declared). */
export function rowClaimsOf(row: RowInput): RowClaims {
  const isolated = { network_none: true, egress_blocked: true, open: false, unstated: null }[row.networkPosture];
  return {
    condition: row.condition.replace(/_/g, "-"),
    networkIsolated: isolated,
    claimedToolCalls: row.claimedTurns,
    claimedModel: row.model,
  };
}

export async function submitRow(
  prisma: PrismaClient,
  taskId: string,
  row: RowInput,
  files: { ledger: UploadedFile; trajectory: UploadedFile | null },
  author: Author,
): Promise<RowSubmissionResult | null> {
  const revision = await latestRevision(prisma, taskId);
  if (!revision) return null;
  const ledger = prepareLedger(revision, files.ledger.name, files.ledger.bytes);
  const rollout = files.trajectory
    ? prepareRollout(files.trajectory.name, files.trajectory.bytes, {
        ...(await uploadAuditContext(prisma, revision.id, files.trajectory.name)),
        row: rowClaimsOf(row),
      })
    : null;
  const official = ledger.scores.find((s) => s.official) ?? null;
  const checks = checkRowClaims({
    claimedScore: row.claimedScore,
    claimedTurns: row.claimedTurns,
    instructionSha256: row.instructionSha256,
    declaredTransform: row.declaredTransform,
    officialReward: official?.reward ?? null,
    officialReason: official?.reason ?? null,
    ...transformed(revision, row, files.ledger),
    countedTurns: rollout?.toolCallTurns ?? null,
    trajectorySent: rollout !== null,
    taskInstructionSha256: revision.instructionSha256,
    // a form's number keeps the precision it was typed with only as far as String() shows it
    tolerance: claimTolerance(row.claimedScore === null ? null : String(row.claimedScore)),
  });
  const notReproduced = checks.filter((c) => c.reproduces === false);
  const scores = ledger.scores.map(({ pairingId: _p, ...s }) => s);
  const label = [row.harness, row.model, row.reasoning].filter(Boolean).join(" · ");

  const stored = await prisma.$transaction(async (tx) => {
    const l = await putLedger(tx, revision.id, ledger, label, author);
    const r = rollout ? await putRollout(tx, revision.id, rollout, author) : null;
    const last = await tx.calibrationRow.aggregate({ where: { revisionId: revision.id }, _max: { ordinal: true } });
    const rowId = crypto.randomUUID();
    await tx.calibrationRow.create({
      data: {
        id: rowId,
        revisionId: revision.id,
        ordinal: (last._max.ordinal ?? 0) + 1,
        kind: row.kind,
        harness: row.harness,
        harnessRaw: row.harness,
        harnessVersion: row.harnessVersion,
        model: row.model,
        reasoning: row.reasoning,
        condition: row.condition,
        conditionLabel: CONDITION_LABELS[row.condition] ?? row.condition,
        claimedScore: row.claimedScore,
        claimedScoreText: row.claimedScore === null ? "" : String(row.claimedScore),
        claimedTurns: row.claimedTurns,
        claimedTurnsText: row.claimedTurns === null ? "" : String(row.claimedTurns),
        instructionSha256: row.instructionSha256,
        wrapped: row.wrapped,
        networkPosture: NETWORK_POSTURE_LABELS[row.networkPosture],
        // a row sent without a status is proposed as official; it counts once a maintainer accepts it
        status: row.status ?? "official",
        notes: row.notes ?? "",
        sourceFile: "submission",
        sourceTable: `submitted by ${author.name ?? "an API client"}`,
        sourceLine: 0,
        cells: jsonColumn({ ...row, declaredTransform: row.declaredTransform ?? "" }),
        citedLedgerPath: ledger.path,
        citedRolloutPath: rollout?.path ?? null,
        findings: jsonColumn(notReproduced.map((c) => ({ code: `claim_${c.claim}`, severity: "error", message: c.message }))),
        ledgerId: l.ledgerId,
        rolloutId: r?.rolloutId ?? null,
        authorId: author.userId,
        submissionState: author.submission,
        declaredTransform: row.declaredTransform,
        ledgerLink: "cited",
      },
    });
    const event = await tx.uploadEvent.create({
      data: {
        taskId: revision.taskId,
        revisionId: revision.id,
        kind: "row",
        label,
        claimedScore: row.claimedScore,
        fileName: files.ledger.name.slice(0, 200),
        sha256: ledger.sha256,
        byteLength: files.ledger.bytes.byteLength,
        alreadyStored: l.alreadyStored,
        authorId: author.userId,
        authorName: author.name,
        ledgerId: l.ledgerId,
        rolloutId: r?.rolloutId ?? null,
        rowId,
        outcome: jsonColumn({ scores, checks, trajectoryFindings: rollout?.findings ?? [] }),
      },
      select: { id: true },
    });
    return { rowId, eventId: event.id, l, r };
  }, UPLOAD_TX);

  return {
    rowId: stored.rowId,
    eventId: stored.eventId,
    revisionId: revision.id,
    ledger: { id: stored.l.ledgerId, path: ledger.path, sha256: ledger.sha256, alreadyStored: stored.l.alreadyStored },
    trajectory:
      rollout && stored.r
        ? {
            id: stored.r.rolloutId,
            path: rollout.path,
            sha256: rollout.sha256,
            alreadyStored: stored.r.alreadyStored,
            format: rollout.format,
            toolCallTurns: rollout.toolCallTurns,
            findings: rollout.findings,
          }
        : null,
    submission: author.submission,
    scores,
    checks,
    notReproduced,
  };
}
