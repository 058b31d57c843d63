// A contributor's uploaded ledger or trajectory, added to the task's latest revision. A ledger is
// re-scored at once under every judge pairing and compared with the score the contributor
// claimed; a trajectory gets its format detected and its tool-call turns counted. One
// transaction per upload. The same bytes are stored once, but every upload is recorded as an
// UploadEvent with its own label, claim and author, so nothing the sender said is dropped. The file
// keeps the channel it first came through (Ledger.source, Rollout.source), and the event records the
// rows that already cite the same bytes (the blocking finding its Accept is held to, stored-twins.ts).
import type { PrismaClient } from "../../generated/prisma/client";
import { jsonColumn } from "../../db/json-column";
import type { SubmissionState } from "../policy";
import { uploadSource, type SubmissionChannel } from "../source";
import type { Prisma } from "../../generated/prisma/client";
import { sameBytesFindings } from "../same-bytes";
import { storedTwins } from "./stored-twins";
import type { z } from "zod";
import type { ledgerUploadAnswer, rolloutUploadAnswer } from "../../uploads/submission-schemas";
import { uploadAuditContext } from "../../rollouts/store/upload-audit-context";
import {
  latestRevision,
  prepareLedger,
  prepareRollout,
  putLedger,
  putRollout,
  sha256Of,
  UPLOAD_TX,
  type RevisionForUpload,
} from "../../importers/store/store-files";
import { uploadPath, type ClaimedScore, type UploadFields, type UploadedFile } from "../../uploads/upload-input";
import { claimReproduces } from "../../gates/claim-precision";

export interface Author {
  userId: string | null;
  name: string | null;
  /** what the write is worth until a maintainer reviews it: submissionStateFor(may the author review?) */
  submission: SubmissionState | null;
  /** the tool it came through (form, API, CLI): kept with the row and the upload so a grade can say who claims it */
  channel?: SubmissionChannel;
}
export const NO_AUTHOR: Author = { userId: null, name: null, submission: null };

/** What an upload answers: typed by its zod schema, which the OpenAPI document shows (lib/uploads/submission-schemas.ts). */
export type LedgerUploadResult = z.infer<typeof ledgerUploadAnswer>;
export type RolloutUploadResult = z.infer<typeof rolloutUploadAnswer>;

export type UploadResult = LedgerUploadResult | RolloutUploadResult;

/** The official reward against the claim, at the precision the claim was written with ("0.030" vs 0.034 disagrees). */
export function claimCheck(scores: { official: boolean; reward: number }[], claimed: ClaimedScore | null) {
  const official = scores.find((s) => s.official);
  if (!official || claimed === null) return { delta: null, claimAgrees: null };
  return { delta: official.reward - claimed.value, claimAgrees: claimReproduces(claimed.value, claimed.text, official.reward) };
}

export async function storeUpload(
  prisma: PrismaClient,
  taskId: string,
  fields: UploadFields,
  file: UploadedFile,
  author: Author = NO_AUTHOR,
): Promise<UploadResult | null> {
  const revision = await latestRevision(prisma, taskId);
  if (!revision) return null;
  return fields.kind === "ledger"
    ? storeLedger(prisma, revision, fields, file, author)
    : storeRollout(prisma, revision, fields, file, author);
}

/**
 * A file newly stored by this upload keeps the channel it came through; bytes already stored keep
 * the source they have (a folder's file stays the folder's).
 */
export async function stampUploadSource(tx: Prisma.TransactionClient, kind: "ledger" | "rollout", id: string, author: Author) {
  const where = { id, origin: "upload", source: null };
  const data = { source: uploadSource(author.channel ?? "API") };
  if (kind === "ledger") await tx.ledger.updateMany({ where, data });
  else await tx.rollout.updateMany({ where, data });
}

/** The rows of the task already citing these bytes, as blocking findings (kept with the upload event). */
const sameBytesAs = async (prisma: PrismaClient, taskId: string, sent: { ledgerSha256: string | null; trajectorySha256: string | null }) =>
  sameBytesFindings(await storedTwins(prisma, taskId, sent));

/** Scores already stored for these bytes (a re-upload is not re-judged), else null. */
async function storedScores(prisma: PrismaClient, revision: RevisionForUpload, path: string) {
  const existing = await prisma.ledger.findUnique({
    where: { revisionId_path: { revisionId: revision.id, path } },
    select: { scoreRuns: { select: { pairingId: true, judgeId: true, rewardValue: true, reason: true } } },
  });
  if (!existing) return null;
  const primary = new Set(revision.pairings.filter((p) => p.isPrimary).map((p) => p.id));
  return existing.scoreRuns.map((r) => ({
    pairingId: r.pairingId,
    judgeId: r.judgeId,
    official: primary.has(r.pairingId),
    reward: r.rewardValue,
    reason: r.reason,
  }));
}

async function storeLedger(
  prisma: PrismaClient,
  revision: RevisionForUpload,
  fields: UploadFields,
  file: UploadedFile,
  author: Author,
): Promise<LedgerUploadResult> {
  const sha256 = sha256Of(file.bytes);
  const known = await storedScores(prisma, revision, uploadPath("ledger", sha256, file.name));
  const prepared = known
    ? { path: uploadPath("ledger", sha256, file.name), sha256, bytes: file.bytes, rows: [], scores: known, problems: [] }
    : prepareLedger(revision, file.name, file.bytes);
  const { delta, claimAgrees } = claimCheck(prepared.scores, fields.claimedScore);
  const scores = prepared.scores.map(({ pairingId: _p, ...s }) => s);
  // the claim's text is kept: its decimals are the precision it was compared at
  const blocking = await sameBytesAs(prisma, revision.taskId, { ledgerSha256: sha256, trajectorySha256: null });
  const outcome = { scores, delta, claimAgrees, claimText: fields.claimedScore?.text ?? null, problems: prepared.problems, blocking };
  const { ledgerId, alreadyStored, submission, eventId } = await prisma.$transaction(async (tx) => {
    const put = await putLedger(tx, revision.id, prepared, fields.label, author);
    await stampUploadSource(tx, "ledger", put.ledgerId, author);
    const event = await tx.uploadEvent.create({
      data: {
        taskId: revision.taskId,
        revisionId: revision.id,
        kind: "ledger",
        label: fields.label,
        claimedScore: fields.claimedScore?.value ?? null,
        fileName: file.name.slice(0, 200),
        sha256,
        byteLength: file.bytes.byteLength,
        alreadyStored: put.alreadyStored,
        authorId: author.userId,
        authorName: author.name,
        ledgerId: put.ledgerId,
        outcome: jsonColumn({ ...outcome, via: author.channel ?? "API", alreadyStored: put.alreadyStored }),
      },
      select: { id: true },
    });
    return { ...put, eventId: event.id };
  }, UPLOAD_TX);
  return {
    kind: "ledger",
    eventId,
    ledgerId,
    path: prepared.path,
    sha256,
    alreadyStored,
    claimedScore: fields.claimedScore?.value ?? null,
    scores,
    delta,
    claimAgrees,
    submission,
  };
}

async function storeRollout(
  prisma: PrismaClient,
  revision: RevisionForUpload,
  fields: UploadFields,
  file: UploadedFile,
  author: Author,
): Promise<RolloutUploadResult> {
  const prepared = prepareRollout(file.name, file.bytes, await uploadAuditContext(prisma, revision.id, file.name));
  const blocking = await sameBytesAs(prisma, revision.taskId, { ledgerSha256: null, trajectorySha256: prepared.sha256 });
  const { rolloutId, alreadyStored, submission, eventId } = await prisma.$transaction(async (tx) => {
    const put = await putRollout(tx, revision.id, prepared, author);
    await stampUploadSource(tx, "rollout", put.rolloutId, author);
    const event = await tx.uploadEvent.create({
      data: {
        taskId: revision.taskId,
        revisionId: revision.id,
        kind: "rollout",
        label: fields.label,
        claimedScore: fields.claimedScore?.value ?? null,
        fileName: file.name.slice(0, 200),
        sha256: prepared.sha256,
        byteLength: file.bytes.byteLength,
        alreadyStored: put.alreadyStored,
        authorId: author.userId,
        authorName: author.name,
        rolloutId: put.rolloutId,
        outcome: jsonColumn({
          format: prepared.format,
          toolCallTurns: prepared.toolCallTurns,
          findings: prepared.findings,
          via: author.channel ?? "API",
          blocking,
        }),
      },
      select: { id: true },
    });
    return { ...put, eventId: event.id };
  }, UPLOAD_TX);
  return {
    kind: "rollout",
    eventId,
    rolloutId,
    path: prepared.path,
    sha256: prepared.sha256,
    alreadyStored,
    format: prepared.format,
    toolCallTurns: prepared.toolCallTurns,
    findings: prepared.findings,
    submission,
  };
}
