// Race-safe writes of a contributor's ledger or trajectory into a revision. A ledger or rollout is
// content-addressed (revisionId + path, path carries the sha256), so two writers of the same bytes
// meet at the unique key: the insert is ON CONFLICT DO NOTHING (Prisma's skipDuplicates) and the
// row is read back, never find-then-create. Call inside a transaction.
import crypto from "node:crypto";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { AuditContext } from "../../rollouts/audits/context";
import type { Finding } from "../../rollouts/audits/finding";
import { summarizeTrajectory } from "../../rollouts/summarize-trajectory";
import { computeScoreRuns, pairingKey, scoreRunRows } from "./score-runs";
import { jsonColumn } from "../../db/json-column";
import { uploadPath } from "../../uploads/upload-input";
import { readStored, StoredPairingOptionsSchema } from "../../db/stored-json";
import type { JsonValue } from "../types";
import type { SubmissionState } from "../../submissions/policy";

export type Tx = Prisma.TransactionClient | PrismaClient;

export interface RevisionForUpload {
  id: string;
  taskId: string;
  instructionSha256: string;
  pairings: {
    id: string;
    judgeId: string;
    isPrimary: boolean;
    groundTruthPath: string;
    groundTruthRaw: Uint8Array;
    groundTruthSha256: string;
    /** parsed with their schema; when the stored value does not parse, {} and `optionsUnreadable` says why */
    judgeOptions: Record<string, JsonValue>;
    optionsUnreadable: string | null;
    label: string;
  }[];
}

export async function latestRevision(prisma: Tx, taskId: string): Promise<RevisionForUpload | null> {
  const revision = await prisma.taskRevision.findFirst({
    where: { taskId },
    orderBy: { importedAt: "desc" },
    select: {
      id: true,
      taskId: true,
      instructionSha256: true,
      pairings: {
        select: {
          id: true,
          judgeId: true,
          isPrimary: true,
          groundTruthPath: true,
          groundTruthRaw: true,
          groundTruthSha256: true,
          judgeOptions: true,
          label: true,
        },
      },
    },
  });
  if (!revision) return null;
  return {
    ...revision,
    pairings: revision.pairings.map((p) => {
      const options = readStored(StoredPairingOptionsSchema, p.judgeOptions, "JudgePairing.judgeOptions", {});
      return { ...p, judgeOptions: options.value, optionsUnreadable: options.ok ? null : `${p.judgeId}: ${options.reason}` };
    }),
  };
}

export const sha256Of = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");
// Prisma's Bytes take a Uint8Array over an ArrayBuffer: a view over the same memory when it is one,
// else a copy (a SharedArrayBuffer)
const bytesOf = (b: Uint8Array) =>
  b.buffer instanceof ArrayBuffer ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : new Uint8Array(b);

export interface JudgedScore {
  pairingId: string;
  judgeId: string;
  official: boolean;
  reward: number;
  reason: string;
}

/** A ledger scored under every pairing of the revision, before any transaction opens (pure, CPU). */
export interface PreparedLedger {
  path: string;
  sha256: string;
  bytes: Uint8Array;
  rows: ReturnType<typeof scoreRunRows> extends (infer R)[] ? Omit<R, "ledgerId">[] : never;
  scores: JudgedScore[];
  problems: string[];
}

export function prepareLedger(revision: RevisionForUpload, fileName: string, bytes: Uint8Array): PreparedLedger {
  const sha256 = sha256Of(bytes);
  const path = uploadPath("ledger", sha256, fileName);
  // a pairing whose stored options do not parse is not scored with defaults: it is skipped and said
  const pairings = revision.pairings.filter((p) => p.optionsUnreadable === null);
  const unreadable = revision.pairings.flatMap((p) => (p.optionsUnreadable === null ? [] : [p.optionsUnreadable]));
  const computed = computeScoreRuns(pairings, [{ path, raw: bytes }]);
  const runs = computed.runs;
  const problems = [...unreadable, ...computed.problems];
  const pairingByKey = new Map(pairings.map((p) => [pairingKey(p), p]));
  const rows = scoreRunRows(
    runs,
    () => "",
    (k) => pairingByKey.get(k)!.id,
    () => crypto.randomUUID(),
  ).map(({ ledgerId: _drop, ...r }) => r);
  const scores = runs.map((s) => {
    const p = pairingByKey.get(s.pairingKey)!;
    return { pairingId: p.id, judgeId: s.judgeId, official: p.isPrimary, reward: s.rewardValue, reason: s.reason };
  });
  return { path, sha256, bytes, rows, scores, problems };
}

/** Who writes a file and what it is worth until reviewed (lib/submissions/policy.ts). */
export interface Writer {
  userId: string | null;
  submission: SubmissionState | null;
}

/**
 * Stores the ledger and its score runs unless the same bytes are already there. Bytes already
 * stored keep the review state they have: a contributor re-sending a maintainer's ledger does not
 * turn it into a proposal, and re-sending their own does not accept it.
 */
export async function putLedger(tx: Tx, revisionId: string, ledger: PreparedLedger, label: string, writer: Writer) {
  const created = await tx.ledger.createMany({
    data: [
      {
        id: crypto.randomUUID(),
        revisionId,
        path: ledger.path,
        label,
        origin: "upload",
        raw: bytesOf(ledger.bytes),
        sha256: ledger.sha256,
        byteLength: ledger.bytes.byteLength,
        authorId: writer.userId,
        submissionState: writer.submission,
      },
    ],
    skipDuplicates: true,
  });
  const { id, submissionState } = await tx.ledger.findUniqueOrThrow({
    where: { revisionId_path: { revisionId, path: ledger.path } },
    select: { id: true, submissionState: true },
  });
  if (created.count === 1 && ledger.rows.length)
    await tx.scoreRun.createMany({ data: ledger.rows.map((r) => ({ ...r, ledgerId: id })), skipDuplicates: true });
  return { ledgerId: id, alreadyStored: created.count === 0, submission: submissionState };
}

export interface PreparedRollout {
  path: string;
  sha256: string;
  bytes: Uint8Array;
  format: string;
  toolCallTurns: number | null;
  summary: ReturnType<typeof jsonColumn>;
  /** the integrity findings (answer-key access, network, wrapper, a run of another task): the answer shows them */
  findings: Finding[];
}

export function prepareRollout(fileName: string, bytes: Uint8Array, context: AuditContext = { fileName }): PreparedRollout {
  const sha256 = sha256Of(bytes);
  const summary = summarizeTrajectory(bytes, context);
  return {
    path: uploadPath("rollout", sha256, fileName),
    sha256,
    bytes,
    format: summary.format,
    toolCallTurns: summary.toolCalls,
    summary: jsonColumn(summary),
    findings: summary.findings ?? [],
  };
}

export async function putRollout(tx: Tx, revisionId: string, r: PreparedRollout, writer: Writer) {
  const created = await tx.rollout.createMany({
    data: [
      {
        id: crypto.randomUUID(),
        revisionId,
        path: r.path,
        origin: "upload",
        raw: bytesOf(r.bytes),
        sha256: r.sha256,
        byteLength: r.bytes.byteLength,
        format: r.format,
        toolCallTurns: r.toolCallTurns,
        summary: r.summary,
        authorId: writer.userId,
        submissionState: writer.submission,
      },
    ],
    skipDuplicates: true,
  });
  const { id, submissionState } = await tx.rollout.findUniqueOrThrow({
    where: { revisionId_path: { revisionId, path: r.path } },
    select: { id: true, submissionState: true },
  });
  return { rolloutId: id, alreadyStored: created.count === 0, submission: submissionState };
}

/** Interactive-transaction options for uploads: room to queue behind concurrent writers of the same bytes. */
export const UPLOAD_TX = { maxWait: 60_000, timeout: 60_000 } as const;
