// Shapes produced by the trajectory parsers. Zod schemas are the source of truth so the
// importer (and the database writer) can validate a summary before storing it as JSON.
import { z } from "zod";
import { FindingSchema } from "./audits/finding";
import { CoverageSchema } from "./coverage/coverage-types";

/**
 * What a stored trajectory summary keeps of the instruction (lib/rollouts/summarize-trajectory.ts; computed by
 * lib/rollouts/audits/instruction-shown.ts, kept here so client code can read the stored shape without node:crypto):
 * the log's evidence against its revision's own instruction, so the gates read proven same, proven
 * different or (not shown) claimed without parsing the log again.
 */
export const StoredInstructionInLogSchema = z.object({
  parity: z.enum(["matched", "differs", "not_shown"]),
  evidence: z.string(),
  how: z.enum(["first_message", "file_text", "file_size", "nothing"]),
  step: z.number().int().nullable(),
});
export type StoredInstructionInLog = z.infer<typeof StoredInstructionInLogSchema>;

export const TRAJECTORY_FORMATS = ["codex-exec-json", "claude-stream-json", "antigravity-stream-json", "harbor-atif", "unknown"] as const;

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
  // Added with the step model (optional: summaries stored before it have none of these)
  meta: z
    .object({
      harness: z.string().nullable(),
      cwd: z.string().nullable(),
      permissionMode: z.string().nullable(),
      toolsOffered: z.array(z.string()),
      usage: z.object({
        inputTokens: z.number().nullable(),
        cachedInputTokens: z.number().nullable(),
        outputTokens: z.number().nullable(),
        reasoningTokens: z.number().nullable(),
      }),
      costUsd: z.number().nullable(),
      durationMs: z.number().nullable(),
      exitReason: z.string(),
      exitDetail: z.string().nullable(),
      steps: z.number().int().nonnegative(),
      streamEvents: z.number().int().nonnegative(),
    })
    .optional(),
  /** the prompt as received: its sha256 proves (or disproves) instruction parity */
  firstUserMessage: z.object({ step: z.number().int(), sha256: z.string(), bytes: z.number().int() }).nullable().optional(),
  /** what the log shows of the instruction against its revision's (lib/rollouts/audits/instruction-shown.ts); absent: stored before, or no instruction known */
  instructionInLog: StoredInstructionInLogSchema.optional(),
  findings: z.array(FindingSchema).optional(),
  coverage: CoverageSchema.optional(),
  /** JSON files the agent wrote with a file tool (bytes in the log) */
  written: z
    .array(
      z.object({
        step: z.number().int(),
        path: z.string(),
        sha256: z.string(),
        bytes: z.number().int(),
        shape: z.enum(["object", "array", "invalid"]),
        topLevelKeys: z.array(z.string()),
      }),
    )
    .optional(),
  /** which context the findings were computed with (instruction, budget, answer-key-paths, file-name) */
  auditedWith: z.array(z.string()).optional(),
});
export type TrajectorySummary = z.infer<typeof TrajectorySummarySchema>;
