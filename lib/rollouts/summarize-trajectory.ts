// Entry points the importer and uploads call: detect a trajectory's format, count its tool-call
// turns, summarise it (with the integrity findings and the media coverage it can prove alone, or
// with the task's context when the caller has it). Pure: bytes in, plain values out.
import { auditTrajectory, type AuditContext } from "./audits/audit-trajectory";
import { extractCoverage } from "./coverage/extract-coverage";
import { deriveCounts } from "./parse/derive-counts";
import { parseTrajectory } from "./parse/parse-trajectory";
import type { ParsedTrajectory } from "./parse/step-types";
import { firstUserMessage } from "./audits/first-user-message";
import { instructionInLog } from "./audits/instruction-shown";
import { writtenJsonFiles } from "./audits/written-files";
import type { TrajectoryFormat, TrajectorySummary } from "./types";

export type { AuditContext };

export function detectTrajectoryFormat(bytes: Uint8Array): TrajectoryFormat {
  return parseTrajectory(bytes).format;
}

/** Tool-call turns as TRAJECTORY_FORMATS.md defines them per format; null for an unknown format. */
export function countToolCallTurns(format: TrajectoryFormat, bytes: Uint8Array): number | null {
  if (format === "unknown") return null;
  const parsed = parseTrajectory(bytes);
  return parsed.format === format ? deriveCounts(parsed).toolCalls : null;
}

export function summarizeTrajectory(bytes: Uint8Array, context: AuditContext = {}): TrajectorySummary {
  return summarizeParsed(parseTrajectory(bytes), context);
}

export function summarizeParsed(parsed: ParsedTrajectory, context: AuditContext = {}): TrajectorySummary {
  const counts = deriveCounts(parsed);
  const m = parsed.meta;
  const first = firstUserMessage(parsed.steps);
  return {
    format: parsed.format,
    lines: parsed.lines,
    parseErrors: parsed.issues.length,
    firstParseErrorLine: parsed.issues[0]?.line ?? null,
    model: m.model,
    harnessVersion: m.harnessVersion,
    firstTimestamp: m.firstTimestamp,
    lastTimestamp: m.lastTimestamp,
    ...counts,
    modelTurns: parsed.format === "codex-exec-json" ? null : m.modelTurns,
    reportedTurns: m.reportedTurns,
    finalStatus: m.finalStatus,
    meta: {
      harness: m.harness,
      cwd: m.cwd,
      permissionMode: m.permissionMode,
      toolsOffered: m.toolsOffered,
      usage: m.usage,
      costUsd: m.costUsd,
      durationMs: m.durationMs,
      exitReason: m.exitReason,
      exitDetail: m.exitDetail,
      steps: parsed.steps.length,
      streamEvents: parsed.streamEvents,
    },
    firstUserMessage: first ? { step: first.step.index, sha256: first.sha256, bytes: first.bytes } : null,
    // the prompt, instruction.md read back or its size, against the revision's instruction (when the caller has it)
    ...(context.instructionText !== undefined ? { instructionInLog: instructionInLog(parsed.steps, context.instructionText) } : {}),
    findings: auditTrajectory(parsed, context),
    coverage: extractCoverage(parsed.steps),
    written: writtenJsonFiles(parsed.steps),
    auditedWith: auditedWith(context),
  };
}

/** Which context the stored findings were computed with, so a reader knows what was not checked. */
function auditedWith(c: AuditContext): string[] {
  const out: string[] = [];
  if (c.instructionText !== undefined) out.push("instruction");
  if (c.budget) out.push("budget");
  if (c.answerKeyPaths?.length) out.push("answer-key-paths");
  if (c.row) out.push("row");
  if (c.fileName) out.push("file-name");
  if (c.taskOrigin) out.push("task-origin");
  return out;
}
