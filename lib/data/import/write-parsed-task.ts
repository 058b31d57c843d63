// Stores one parsed task folder in ONE transaction: either the whole revision (task, pairings,
// media, ledgers, rollouts, artifacts, calibration rows, score runs) is written, or nothing.
// Identical content (same contentSha256) already stored for the task is a no-op.
import crypto from "node:crypto";
import path from "node:path";
import { describeArtifactCheck } from "../../export/sections/artifact-checks-section";
import type { PrismaClient } from "../../generated/prisma/client";
import type { Finding, ParsedTask } from "../../importers/types";
import { jsonColumn, optionalJsonColumn } from "../../db/json-column";
import type { Writer } from "../store-files";
import { anchorLedgers, linkAnchorRows } from "./anchor-ledgers";
import { artifactChecksOf } from "./artifact-checks";
import { filesOfParsedTask } from "../../contract/parsed-task-files";
import { reviewParsedTask } from "../../contract/review-task";
import type { BlobChange } from "../../contract/types";
import { ledgersAboveBar, transformedLedgers } from "./derived-ledgers";
import { lostRace } from "./lost-race";
import { computeScoreRuns, pairingKey, scoreRunRows } from "./score-runs";

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
}

const id = () => crypto.randomUUID();
const bytes = (b: Uint8Array) => new Uint8Array(b) as Uint8Array<ArrayBuffer>;

/** What the contract review reads beside the folder: a git import's blob history, read only for a new revision. */
export interface ReviewSources {
  history?: () => Promise<{ range: string; changes: readonly BlobChange[] } | null>;
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
  const existing = await prisma.taskRevision.findUnique({
    where: { taskId_contentSha256: { taskId: task.id, contentSha256: task.contentSha256 } },
    select: { id: true, _count: { select: { rows: true, ledgers: true, rollouts: true, artifacts: true } } },
  });
  if (existing)
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

  const anchors = anchorLedgers(task);
  const primary = task.pairings.find((p) => p.isPrimary);
  const derived = transformedLedgers(linkAnchorRows(task.rows, anchors.ledgers), [...task.ledgers, ...anchors.ledgers], primary);
  const { rows, ledgers } = derived;
  const { runs, problems } = computeScoreRuns(task.pairings, ledgers);
  problems.unshift(...anchors.notes);
  const allFindings = [...findings, ...ledgersAboveBar(rows, ledgers, runs, primary)];
  const artifactChecks = artifactChecksOf(task, rows, ledgers, runs, primary);
  // the contract review reads the task as imported (pure; loads the primary judge lazily)
  const history = sources.history ? await sources.history() : null;
  const contractReview = await reviewParsedTask(task, filesOfParsedTask(task), { history });

  const revisionId = id();
  const pairingIds = new Map(task.pairings.map((p) => [pairingKey(p), id()]));
  const ledgerIds = new Map(ledgers.map((l) => [l.path, id()]));
  const rolloutIds = new Map(task.rollouts.map((r) => [r.path, id()]));
  const family = task.family ?? "unknown";

  const raced = await prisma
    .$transaction(
      async (tx) => {
        await tx.task.upsert({
          where: { id: task.id },
          create: { id: task.id, title: task.title, family, judgeId: task.judgeId, isDemo: task.isDemo },
          update: { title: task.title, family, judgeId: task.judgeId, isDemo: task.isDemo },
        });
        await tx.taskRevision.create({
          data: {
            id: revisionId,
            taskId: task.id,
            contentSha256: task.contentSha256,
            source: task.source.location,
            sourceKind: task.source.kind,
            instructionText: task.instruction.text,
            instructionSha256: task.instruction.sha256,
            instructionBytes: task.instruction.byteLength,
            taskTomlRaw: task.taskToml.raw,
            taskToml: jsonColumn(task.taskToml.parsed),
            specRaw: task.spec?.raw ?? null,
            specFrontMatter: optionalJsonColumn(task.spec?.frontMatter),
            specCard: optionalJsonColumn(task.spec?.card),
            groundTruthPath: task.groundTruth?.path ?? null,
            groundTruthRaw: task.groundTruth ? bytes(task.groundTruth.raw) : null,
            groundTruthSha256: task.groundTruth?.sha256 ?? null,
            groundTruth: optionalJsonColumn(task.groundTruth?.parsed),
            oraclePath: task.oracle?.path ?? null,
            oracleRaw: task.oracle ? bytes(task.oracle.raw) : null,
            oracleSha256: task.oracle?.sha256 ?? null,
            oracle: optionalJsonColumn(task.oracle?.parsed),
            oracleNote: task.oracleNote,
            vocabularies: jsonColumn(task.vocabularies),
            judgeId: task.judgeId,
            familySource: task.familySource,
            unparsedNotes: jsonColumn(task.notes),
            taskVerdict: optionalJsonColumn(task.taskVerdict),
            findings: jsonColumn([...allFindings, ...problems.map((message) => ({ code: "scoring", severity: "error", message }))]),
            authorId: writer?.userId ?? null,
            submissionState: writer?.submission ?? null,
            artifactChecks: jsonColumn(artifactChecks),
            contractFindings: jsonColumn(contractReview),
          },
        });
        await tx.judgePairing.createMany({
          data: task.pairings.map((p) => ({
            id: pairingIds.get(pairingKey(p))!,
            revisionId,
            judgeId: p.judgeId,
            isPrimary: p.isPrimary,
            label: p.label,
            groundTruthPath: p.groundTruthPath,
            groundTruthRaw: bytes(p.groundTruthRaw),
            groundTruthSha256: p.groundTruthSha256,
            judgeOptions: jsonColumn(p.judgeOptions),
          })),
        });
        await tx.media.createMany({
          data: task.media.map((m) => ({
            id: id(),
            revisionId,
            url: m.url,
            sha256: m.sha256,
            byteLength: m.byteLength == null ? null : BigInt(m.byteLength),
            durationSec: m.durationSec,
            width: m.width,
            height: m.height,
            fps: m.fps,
            frameCount: m.frameCount,
            codec: m.codec,
            hasAudio: m.hasAudio,
            sources: jsonColumn(m.sources),
            localPath: bundledMediaPath(m.url, folderRoot),
          })),
        });
        await tx.ledger.createMany({
          data: ledgers.map((l) => ({
            id: ledgerIds.get(l.path)!,
            revisionId,
            path: l.path,
            label: l.label,
            origin: l.origin,
            raw: bytes(l.raw),
            sha256: l.sha256,
            byteLength: l.byteLength,
          })),
        });
        await tx.rollout.createMany({
          data: task.rollouts.map((r) => ({
            id: rolloutIds.get(r.path)!,
            revisionId,
            path: r.path,
            origin: r.origin,
            raw: bytes(r.raw),
            sha256: r.sha256,
            byteLength: r.byteLength,
            format: r.format,
            toolCallTurns: r.toolCallTurns,
            summary: jsonColumn(r.summary),
          })),
        });
        await tx.artifact.createMany({
          // media files are represented by their Media pin (played from the folder), not copied into the database
          data: task.artifacts
            .filter((a) => a.kind !== "media")
            .map((a) => ({
              id: id(),
              revisionId,
              path: a.path,
              kind: a.kind,
              raw: bytes(a.raw),
              sha256: a.sha256,
              byteLength: a.byteLength,
            })),
        });
        await tx.calibrationRow.createMany({
          data: rows.map((r) => ({
            id: id(),
            revisionId,
            ordinal: r.ordinal,
            kind: r.kind,
            harness: r.harness,
            harnessRaw: r.harnessRaw,
            harnessVersion: r.harnessVersion,
            model: r.model,
            reasoning: r.reasoning,
            condition: r.condition,
            conditionLabel: r.conditionLabel,
            claimedScore: r.claimedScore,
            claimedScoreText: r.claimedScoreText,
            claimedScoreApprox: r.claimedScoreApprox,
            runIndex: r.run?.index ?? null,
            runCount: r.run?.count ?? null,
            claimedTurns: r.claimedTurns,
            claimedTurnsText: r.claimedTurnsText,
            instructionSha256: r.instructionSha256,
            wrapped: r.wrapped,
            networkPosture: r.networkPosture,
            status: r.status,
            notes: r.notes,
            sourceFile: r.sourceFile,
            sourceTable: r.sourceTable,
            sourceLine: r.sourceLine,
            cells: r.cells,
            citedLedgerPath: r.citedLedgerPath,
            citedRolloutPath: r.citedRolloutPath,
            ledgerLink: r.ledgerLink,
            declaredTransform: r.declaredTransform,
            findings: jsonColumn(r.findings),
            flags: jsonColumn(r.flags),
            runEnd: optionalJsonColumn(r.runEnd),
            ledgerId: (r.citedLedgerPath && ledgerIds.get(r.citedLedgerPath)) || null,
            rolloutId: (r.citedRolloutPath && rolloutIds.get(r.citedRolloutPath)) || null,
          })),
        });
        await tx.scoreRun.createMany({
          data: scoreRunRows(
            runs,
            (p) => ledgerIds.get(p)!,
            (k) => pairingIds.get(k)!,
            id,
          ),
        });
      },
      { timeout: 120_000, maxWait: 30_000 },
    )
    .then(
      () => null,
      (e) => lostRace(prisma, task, allFindings.length, e),
    );
  if (raced) return raced;
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
    errorFindings: allFindings
      .filter((f) => f.severity === "error")
      .map((f) => `${f.file ?? "(task)"}${f.line ? `:${f.line}` : ""}: ${f.message}`),
    staleArtifacts: artifactChecks
      .map(describeArtifactCheck)
      .filter((d) => d.severity === "warning")
      .map((d) => `${d.file}: ${d.text}`),
  };
}

/** A pin whose URL is a path inside the task folder (the demo task bundles its clip). */
function bundledMediaPath(url: string | null, folderRoot?: string): string | null {
  if (!url || !folderRoot || /^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  const resolved = path.resolve(folderRoot, url);
  return resolved.startsWith(path.resolve(folderRoot) + path.sep) ? resolved : null;
}
