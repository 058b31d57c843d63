// A contributor's calibration row with its ledger (and trajectory), stored in ONE transaction on
// the task's latest revision: one proposal, decided once (review-submission.ts). Before the
// transaction opens, the server re-scores the ledger under every judge pairing, applies a declared
// transform, counts the trajectory's tool-call turns, reads the instruction from what the
// trajectory shows the agent received (the sha256 the submitter sends is only a claim), and looks
// for rows already citing the same bytes (a blocking finding). The answer lists every claim that
// does not reproduce. Nothing is written when the task has no revision.
import crypto from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { scoreBytes } from "../../importers/store/scoring";
import { jsonColumn } from "../../db/json-column";
import { applyDeclaredTransform, checkRowClaims } from "../../uploads/row-claims";
import { NETWORK_POSTURE_LABELS, rowCells, type RowInput } from "../../uploads/row-input";
import {
  latestRevision,
  prepareLedger,
  prepareRollout,
  putLedger,
  putRollout,
  UPLOAD_TX,
  type RevisionForUpload,
} from "../../importers/store/store-files";
import { stampUploadSource, type Author } from "./store-upload";
import type { UploadedFile } from "../../uploads/upload-input";
import { claimTolerance } from "../../gates/claim-precision";
import type { RowClaims } from "../../rollouts/audits/context";
import type { z } from "zod";
import type { rowSubmissionAnswer } from "../../uploads/submission-schemas";
import { uploadAuditContext } from "../../rollouts/store/upload-audit-context";
import { parseTrajectory } from "../../rollouts/parse/parse-trajectory";
import { instructionShown, parityFromLog, shippedInstruction, type ParityFromLog } from "../../rollouts/audits/instruction-shown";
import { claimedWhere, submissionSourceFile } from "../source";
import type { ProposalFinding } from "../proposal";
import { sameBytesFindings } from "../same-bytes";
import { storedTwins } from "./stored-twins";

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

/** What the trajectory shows of the instruction the agent received, against the task's shipped one. */
function instructionFromLog(sha256: string, text: string, trajectory: UploadedFile): ParityFromLog {
  const shipped = shippedInstruction(text, sha256);
  return parityFromLog(instructionShown(parseTrajectory(trajectory.bytes).steps, shipped), shipped);
}

/** how the row was sent (the form, the API, the CLI) */
type Channel = NonNullable<Author["channel"]>;

/** The row's own columns: what it claims and where it came from (the channel and author that sent it). */
function rowColumns(row: RowInput, channel: Channel, author: Author) {
  return {
    kind: row.kind,
    harness: row.harness,
    harnessRaw: row.harness,
    harnessVersion: row.harnessVersion,
    model: row.model,
    reasoning: row.reasoning,
    condition: row.condition,
    conditionLabel: CONDITION_LABELS[row.condition] ?? row.condition,
    claimedScore: row.claimedScore?.value ?? null,
    claimedScoreText: row.claimedScore?.text ?? "",
    claimedTurns: row.claimedTurns,
    claimedTurnsText: row.claimedTurns === null ? "" : String(row.claimedTurns),
    instructionSha256: row.instructionSha256,
    wrapped: row.wrapped,
    networkPosture: NETWORK_POSTURE_LABELS[row.networkPosture],
    // a row sent without a status is proposed as official; it counts once a maintainer accepts it
    status: row.status ?? "official",
    notes: row.notes ?? "",
    sourceFile: submissionSourceFile(channel),
    sourceTable: `submitted by ${author.name ?? "an API client"} through the ${channel}`,
    sourceLine: 0,
    cells: jsonColumn(rowCells(row)),
    authorId: author.userId,
    submissionState: author.submission,
    declaredTransform: row.declaredTransform,
  };
}

interface SubmittedRow {
  revision: NonNullable<Awaited<ReturnType<typeof latestRevision>>>;
  ledger: ReturnType<typeof prepareLedger>;
  rollout: ReturnType<typeof prepareRollout> | null;
  row: RowInput;
  label: string;
  channel: Channel;
  author: Author;
  ledgerFile: UploadedFile;
  /** the row's findings, and what the upload event keeps of the answer */
  outcome: { findings: ProposalFinding[]; stored: { scores: unknown; checks: unknown; blocking: ProposalFinding[] } };
}

/** Stores the ledger, trajectory, row and upload event of one submission in one transaction. */
function storeSubmittedRow(prisma: PrismaClient, s: SubmittedRow) {
  const { revision, ledger, rollout, row, label, channel, author } = s;
  return prisma.$transaction(async (tx) => {
    const l = await putLedger(tx, revision.id, ledger, label, author);
    const r = rollout ? await putRollout(tx, revision.id, rollout, author) : null;
    await stampUploadSource(tx, "ledger", l.ledgerId, author);
    if (r) await stampUploadSource(tx, "rollout", r.rolloutId, author);
    const last = await tx.calibrationRow.aggregate({ where: { revisionId: revision.id }, _max: { ordinal: true } });
    const rowId = crypto.randomUUID();
    await tx.calibrationRow.create({
      data: {
        id: rowId,
        revisionId: revision.id,
        ordinal: (last._max.ordinal ?? 0) + 1,
        ...rowColumns(row, channel, author),
        citedLedgerPath: ledger.path,
        citedRolloutPath: rollout?.path ?? null,
        findings: jsonColumn(s.outcome.findings),
        ledgerId: l.ledgerId,
        rolloutId: r?.rolloutId ?? null,
        ledgerLink: "cited",
      },
    });
    const event = await tx.uploadEvent.create({
      data: {
        taskId: revision.taskId,
        revisionId: revision.id,
        kind: "row",
        label,
        claimedScore: row.claimedScore?.value ?? null,
        fileName: s.ledgerFile.name.slice(0, 200),
        sha256: ledger.sha256,
        byteLength: s.ledgerFile.bytes.byteLength,
        alreadyStored: l.alreadyStored,
        authorId: author.userId,
        authorName: author.name,
        ledgerId: l.ledgerId,
        rolloutId: r?.rolloutId ?? null,
        rowId,
        outcome: jsonColumn({ ...s.outcome.stored, via: channel, trajectoryFindings: rollout?.findings ?? [] }),
      },
      select: { id: true },
    });
    return { rowId, eventId: event.id, l, r };
  }, UPLOAD_TX);
}

/** The row's claims checked against what its files show: the official judge's score, the turns counted, the instruction. */
function rowClaimChecks(c: {
  revision: SubmittedRow["revision"];
  row: RowInput;
  ledgerFile: UploadedFile;
  official: SubmittedRow["ledger"]["scores"][number] | null;
  rollout: SubmittedRow["rollout"];
  fromLog: ParityFromLog | null;
  channel: Channel;
}) {
  const { revision, row, official, rollout, fromLog, channel } = c;
  return checkRowClaims({
    claimedScore: row.claimedScore?.value ?? null,
    claimedTurns: row.claimedTurns,
    instructionSha256: row.instructionSha256,
    declaredTransform: row.declaredTransform,
    officialReward: official?.reward ?? null,
    officialReason: official?.reason ?? null,
    ...transformed(revision, row, c.ledgerFile),
    countedTurns: rollout?.toolCallTurns ?? null,
    trajectorySent: rollout !== null,
    taskInstructionSha256: revision.instructionSha256,
    instructionFromLog: fromLog,
    claimedBy: claimedWhere(submissionSourceFile(channel)),
    // the claim is compared at the precision it was written with ("0.030": three decimals)
    tolerance: claimTolerance(row.claimedScore?.text ?? null),
  });
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
  const context = files.trajectory ? await uploadAuditContext(prisma, revision.id, files.trajectory.name) : null;
  const rollout =
    files.trajectory && context
      ? prepareRollout(files.trajectory.name, files.trajectory.bytes, { ...context, row: rowClaimsOf(row) })
      : null;
  const official = ledger.scores.find((s) => s.official) ?? null;
  const channel = author.channel ?? "API";
  const fromLog = files.trajectory
    ? instructionFromLog(revision.instructionSha256, context?.instructionText ?? "", files.trajectory)
    : null;
  const checks = rowClaimChecks({ revision, row, ledgerFile: files.ledger, official, rollout, fromLog, channel });
  const notReproduced = checks.filter((c) => c.reproduces === false);
  const blocking: ProposalFinding[] = [
    ...sameBytesFindings(await storedTwins(prisma, taskId, { ledgerSha256: ledger.sha256, trajectorySha256: rollout?.sha256 ?? null })),
    ...(fromLog?.parity === "differs"
      ? [
          {
            code: "instruction_differs",
            severity: "error" as const,
            message: `the trajectory shows another instruction than the row claims: ${fromLog.evidence}`,
          },
        ]
      : []),
  ];
  const scores = ledger.scores.map(({ pairingId: _p, ...s }) => s);
  const label = [row.harness, row.model, row.reasoning].filter(Boolean).join(" · ");

  const stored = await storeSubmittedRow(prisma, {
    revision,
    ledger,
    rollout,
    row,
    label,
    channel,
    author,
    ledgerFile: files.ledger,
    outcome: {
      stored: { scores, checks, blocking },
      findings: [...blocking, ...notReproduced.map((c) => ({ code: `claim_${c.claim}`, severity: "error" as const, message: c.message }))],
    },
  });

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
    blocking,
  };
}
