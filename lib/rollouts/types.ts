// Shapes produced by the trajectory parsers. Zod schemas are the source of truth so the
// importer (and the database writer) can validate a summary before storing it as JSON.
import { z } from "zod";

export const TRAJECTORY_FORMATS = [
  "codex-exec-json",
  "claude-stream-json",
  "antigravity-stream-json",
  "unknown",
] as const;

export const TrajectoryFormatSchema = z.enum(TRAJECTORY_FORMATS);
export type TrajectoryFormat = z.infer<typeof TrajectoryFormatSchema>;

export const TrajectorySummarySchema = z.object({
  format: TrajectoryFormatSchema,
  /** non-empty lines in the file */
  lines: z.number().int().nonnegative(),
  /** non-empty lines that are not a JSON object */
  parseErrors: z.number().int().nonnegative(),
  /** 1-based line of the first such line, so a reviewer can jump to it */
  firstParseErrorLine: z.number().int().positive().nullable(),
  model: z.string().nullable(),
  harnessVersion: z.string().nullable(),
  firstTimestamp: z.string().nullable(),
  lastTimestamp: z.string().nullable(),
  /** tool calls as the format's own rules count them (TRAJECTORY_FORMATS.md); null when unknown */
  toolCalls: z.number().int().nonnegative().nullable(),
  /** of those, calls the log marks as failed / errored */
  failedToolCalls: z.number().int().nonnegative().nullable(),
  /** Claude only: tool calls made inside sub-agents (parent_tool_use_id set); not in toolCalls */
  subagentToolCalls: z.number().int().nonnegative().nullable(),
  /** model turns where the format has a marker (Claude message ids, Antigravity agent_response steps) */
  modelTurns: z.number().int().nonnegative().nullable(),
  /** the harness's own turn count, where it writes one (Claude result.num_turns); not trusted, shown */
  reportedTurns: z.number().int().nonnegative().nullable(),
  toolNames: z.record(z.string(), z.number().int().nonnegative()),
  finalStatus: z.string().nullable(),
});
export type TrajectorySummary = z.infer<typeof TrajectorySummarySchema>;

/** One parsed JSONL line: the 1-based line number is kept for error messages. */
export interface JsonLine {
  line: number;
  value: Record<string, unknown>;
}
