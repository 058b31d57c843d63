// The records one parsed task folder becomes, built before the transaction opens (pure): the
// revision itself and each createMany's rows, keyed by the ids writeParsedTask chose. Kept apart
// from the write so the transaction reads as the list of tables it fills.
import crypto from "node:crypto";
import path from "node:path";
import type { ParsedTask } from "../types";
import { jsonColumn, optionalJsonColumn } from "../../db/json-column";
import type { Writer } from "./store-files";
import type { transformedLedgers } from "./derived-ledgers";
import { pairingKey } from "./score-runs";

export const id = () => crypto.randomUUID();
const bytes = (b: Uint8Array) => new Uint8Array(b);

type Derived = ReturnType<typeof transformedLedgers>;

/** The ids of the new revision's records, chosen before the write so rows can point at them. */
export interface RevisionIds {
  revisionId: string;
  pairingIds: Map<string, string>;
  ledgerIds: Map<string, string>;
  rolloutIds: Map<string, string>;
}

export function revisionIds(task: ParsedTask, ledgers: Derived["ledgers"]): RevisionIds {
  return {
    revisionId: id(),
    pairingIds: new Map(task.pairings.map((p) => [pairingKey(p), id()])),
    ledgerIds: new Map(ledgers.map((l) => [l.path, id()])),
    rolloutIds: new Map(task.rollouts.map((r) => [r.path, id()])),
  };
}

/** What the revision row carries beside the folder's own content. */
export interface RevisionReview {
  findings: unknown[];
  artifactChecks: unknown;
  contractReview: unknown;
  writer?: Writer;
}

export function revisionRecord(task: ParsedTask, revisionId: string, review: RevisionReview) {
  const { writer } = review;
  return {
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
    findings: jsonColumn(review.findings),
    authorId: writer?.userId ?? null,
    submissionState: writer?.submission ?? null,
    artifactChecks: jsonColumn(review.artifactChecks),
    contractFindings: jsonColumn(review.contractReview),
  };
}

export function pairingRecords(task: ParsedTask, { revisionId, pairingIds }: RevisionIds) {
  return task.pairings.map((p) => ({
    id: pairingIds.get(pairingKey(p))!,
    revisionId,
    judgeId: p.judgeId,
    isPrimary: p.isPrimary,
    label: p.label,
    groundTruthPath: p.groundTruthPath,
    groundTruthRaw: bytes(p.groundTruthRaw),
    groundTruthSha256: p.groundTruthSha256,
    judgeOptions: jsonColumn(p.judgeOptions),
  }));
}

export function mediaRecords(task: ParsedTask, revisionId: string, folderRoot?: string) {
  return task.media.map((m) => ({
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
  }));
}

export function ledgerRecords(ledgers: Derived["ledgers"], { revisionId, ledgerIds }: RevisionIds) {
  return ledgers.map((l) => ({
    id: ledgerIds.get(l.path)!,
    revisionId,
    path: l.path,
    label: l.label,
    origin: l.origin,
    raw: bytes(l.raw),
    sha256: l.sha256,
    byteLength: l.byteLength,
  }));
}

export function rolloutRecords(task: ParsedTask, { revisionId, rolloutIds }: RevisionIds) {
  return task.rollouts.map((r) => ({
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
  }));
}

/** Media files are represented by their Media pin (played from the folder), not copied into the database. */
export function artifactRecords(task: ParsedTask, revisionId: string) {
  return task.artifacts
    .filter((a) => a.kind !== "media")
    .map((a) => ({
      id: id(),
      revisionId,
      path: a.path,
      kind: a.kind,
      raw: bytes(a.raw),
      sha256: a.sha256,
      byteLength: a.byteLength,
    }));
}

export function calibrationRowRecords(rows: Derived["rows"], { revisionId, ledgerIds, rolloutIds }: RevisionIds) {
  return rows.map((r) => ({
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
  }));
}

/** A pin whose URL is a path inside the task folder (the demo task bundles its clip). */
function bundledMediaPath(url: string | null, folderRoot?: string): string | null {
  if (!url || !folderRoot || /^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  const resolved = path.resolve(folderRoot, url);
  return resolved.startsWith(path.resolve(folderRoot) + path.sep) ? resolved : null;
}
