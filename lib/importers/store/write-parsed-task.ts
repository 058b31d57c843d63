// Stores one parsed task folder in ONE transaction: either the whole revision (task, pairings,
// media, ledgers, rollouts, artifacts, calibration rows, score runs) is written, or nothing.
// Identical content (same contentSha256) already stored for the task is a no-op.
import { describeArtifactCheck } from "../../export/sections/artifact-checks-section";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Finding, ParsedTask } from "../types";
import type { Writer } from "./store-files";
import type { artifactChecksOf } from "./artifact-checks";
import { lostRace } from "./lost-race";
import { prepareRevision, type PreparedRevision, type ReviewSources } from "./prepare-revision";
import {
  artifactRecords,
  calibrationRowRecords,
  id,
  ledgerRecords,
  mediaRecords,
  pairingRecords,
  revisionIds,
  revisionRecord,
  rolloutRecords,
  type RevisionIds,
} from "./revision-records";
import { scoreRunRows } from "./score-runs";

export interface WriteSummary {
  taskId: string;
  revisionId: string;
  revision: "new" | "unchanged";
  rows: number;
  ledgers: number;
  rollouts: number;
  artifacts: number;
  scoreRuns: number;
  findings: number;
  problems: string[];
  /** the error-severity findings, as "file:line: message" (a broken SPEC key, a ledger above the bar) */
  errorFindings?: string[];
  /** the artifact checks a reviewer must act on, as "file: what was found" (a stale reward file, …) */
  staleArtifacts?: string[];
  /** no port scores the family and the folder ships a verifier: run it after import (lib/importers/store/own-verifier.ts) */
  ownVerifier?: boolean;
}

/**
 * folderRoot: absolute path of the folder on disk, so a bundled media file can be played locally.
 * writer: who pushed the folder and what the new revision is worth until reviewed (absent: an import).
 */
export async function writeParsedTask(
  prisma: PrismaClient,
  task: ParsedTask,
  findings: Finding[],
  folderRoot?: string,
  writer?: Writer,
  sources: ReviewSources = {},
): Promise<WriteSummary> {
  const unchanged = await storedAlready(prisma, task, findings);
  if (unchanged) return unchanged;
  const prepared = await prepareRevision(task, findings, sources);
  const ids = revisionIds(task, prepared.ledgers);
  const raced = await prisma
    .$transaction((tx) => writeRevision(tx, task, prepared, ids, { folderRoot, writer }), { timeout: 120_000, maxWait: 30_000 })
    .then(
      () => null,
      (e) => lostRace(prisma, task, prepared.allFindings.length, e),
    );
  if (raced) return raced;
  return newRevisionSummary(task, prepared, ids.revisionId);
}

/** The one transaction's statements: the task, the revision and every table it fills. */
async function writeRevision(
  tx: Prisma.TransactionClient,
  task: ParsedTask,
  prepared: PreparedRevision,
  ids: RevisionIds,
  { folderRoot, writer }: { folderRoot?: string; writer?: Writer },
): Promise<void> {
  const { rows, ledgers, runs, problems, allFindings, artifactChecks, contractReview } = prepared;
  const { pairingIds, ledgerIds } = ids;
  const family = task.family ?? "unknown";
  // a submission (a PR's head, a pushed archive) proposes the title, family and judge: they
  // reach an existing task only when a maintainer accepts it (lib/submissions/store/review-submission.ts)
  const proposal = writer?.submission === "submitted";
  await tx.task.upsert({
    where: { id: task.id },
    create: { id: task.id, title: task.title, family, judgeId: task.judgeId, isDemo: task.isDemo },
    update: proposal ? {} : { title: task.title, family, judgeId: task.judgeId, isDemo: task.isDemo },
  });
  await tx.taskRevision.create({
    data: {
      ...revisionRecord(task, ids.revisionId, {
        findings: [...allFindings, ...problems.map((message) => ({ code: "scoring", severity: "error", message }))],
        artifactChecks,
        contractReview,
        writer,
      }),
      proposedTitle: task.title,
      proposedFamily: family,
    },
  });
  await tx.judgePairing.createMany({ data: pairingRecords(task, ids) });
  await tx.media.createMany({ data: mediaRecords(task, ids.revisionId, folderRoot) });
  await tx.ledger.createMany({ data: ledgerRecords(ledgers, ids) });
  await tx.rollout.createMany({ data: rolloutRecords(task, ids) });
  await tx.artifact.createMany({ data: artifactRecords(task, ids.revisionId) });
  await tx.calibrationRow.createMany({ data: calibrationRowRecords(rows, ids) });
  // one run per statement: a run's events can be ~400 KB of JSON, and the embedded
  // Postgres's wasm memory grows to the largest statement it has parsed and never shrinks
  // (all FlightGear runs in one INSERT: +19 MB RSS; one at a time: +1 MB; bench:memory)
  for (const row of scoreRunRows(
    runs,
    (p) => ledgerIds.get(p)!,
    (k) => pairingIds.get(k)!,
    id,
  ))
    await tx.scoreRun.createMany({ data: [row] }); // createMany: no row read back
}

/** What the caller is told about a revision just written. */
function newRevisionSummary(task: ParsedTask, prepared: PreparedRevision, revisionId: string): WriteSummary {
  const { primary, anchors, rows, ledgers, runs, problems, allFindings, artifactChecks } = prepared;
  return {
    taskId: task.id,
    revisionId,
    revision: "new",
    rows: rows.length,
    ledgers: ledgers.length,
    rollouts: task.rollouts.length,
    artifacts: task.artifacts.filter((a) => a.kind !== "media").length,
    scoreRuns: runs.length,
    findings: allFindings.length,
    problems,
    ...reviewerLines(allFindings, artifactChecks),
    ownVerifier: !primary && anchors.ledgers.length > 0,
  };
}

/** The summary of a revision with this content already stored for the task, or null. */
async function storedAlready(prisma: PrismaClient, task: ParsedTask, findings: Finding[]): Promise<WriteSummary | null> {
  const existing = await prisma.taskRevision.findUnique({
    where: { taskId_contentSha256: { taskId: task.id, contentSha256: task.contentSha256 } },
    select: { id: true, _count: { select: { rows: true, ledgers: true, rollouts: true, artifacts: true } } },
  });
  if (!existing) return null;
  return {
    taskId: task.id,
    revisionId: existing.id,
    revision: "unchanged",
    ...existing._count,
    scoreRuns: 0,
    findings: findings.length,
    problems: [],
    errorFindings: [],
  };
}

/** What the pusher must act on, as lines: error findings ("file:line: message") and stale artifacts ("file: what"). */
function reviewerLines(findings: Finding[], artifactChecks: ReturnType<typeof artifactChecksOf>) {
  return {
    errorFindings: findings
      .filter((f) => f.severity === "error")
      .map((f) => `${f.file ?? "(task)"}${f.line ? `:${f.line}` : ""}: ${f.message}`),
    staleArtifacts: artifactChecks
      .map(describeArtifactCheck)
      .filter((d) => d.severity === "warning")
      .map((d) => `${d.file}: ${d.text}`),
  };
}
