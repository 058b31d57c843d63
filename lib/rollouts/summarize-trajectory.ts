// Entry points: detect a trajectory's format, count its tool-call turns, summarise it.
// Pure: bytes in, plain values out. An unknown format is a summary too, never an error.
import { summarizeAntigravity } from "./antigravity";
import { summarizeClaude } from "./claude";
import { summarizeCodex } from "./codex";
import { detectFromRecords, detectTrajectoryFormat } from "./detect-format";
import { NO_FACTS, type FormatFacts } from "./format-facts";
import { splitJsonl, timestampRange } from "./jsonl";
import type { JsonLine, TrajectoryFormat, TrajectorySummary } from "./types";

export { detectTrajectoryFormat };

function factsFor(format: TrajectoryFormat, records: JsonLine[]): FormatFacts {
  switch (format) {
    case "codex-exec-json":
      return summarizeCodex(records);
    case "claude-stream-json":
      return summarizeClaude(records);
    case "antigravity-stream-json":
      return summarizeAntigravity(records);
    case "unknown":
      return NO_FACTS;
  }
}

/** Tool-call turns as TRAJECTORY_FORMATS.md defines them per format; null for an unknown format. */
export function countToolCallTurns(format: TrajectoryFormat, bytes: Uint8Array): number | null {
  return factsFor(format, splitJsonl(bytes).records).toolCalls;
}

export function summarizeTrajectory(bytes: Uint8Array): TrajectorySummary {
  const split = splitJsonl(bytes);
  const format = detectFromRecords(bytes, split.records);
  const { first, last } = timestampRange(split.records);
  return {
    format,
    lines: split.nonEmptyLines,
    parseErrors: split.parseErrors,
    firstParseErrorLine: split.firstParseErrorLine,
    firstTimestamp: first,
    lastTimestamp: last,
    ...factsFor(format, split.records),
  };
}
