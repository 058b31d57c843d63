// The normalised step model every trajectory format is turned into. One list of steps in file
// order plus the run's metadata; the viewer, the audits and the coverage map read only this.
import type { TrajectoryFormat } from "../types";

export type StepKind =
  | "system" // init / harness notes / system prompts
  | "user" // a user turn (the first one is the task prompt)
  | "assistant" // assistant prose
  | "thinking"
  | "tool_call"
  | "tool_result"
  | "result" // the run's final record
  | "raw"; // a line of an unknown format, kept verbatim

export interface ImageRef {
  /** bytes of the (base64-decoded) payload when the log has it, else the placeholder's stated size */
  bytes: number | null;
  sha256: string | null;
  mediaType: string | null;
}

export interface Step {
  /** 0-based position in the normalised list (stable: the viewer links to it) */
  index: number;
  /** 1-based line of the source file the step came from */
  line: number;
  kind: StepKind;
  /** full text: message prose, command line, tool output; never truncated */
  text: string;
  toolName?: string;
  /** pairs a tool_call with its tool_result */
  callId?: string;
  /** tool arguments as the log records them */
  input?: unknown;
  exitCode?: number | null;
  isError?: boolean;
  /** made inside a sub-agent (Claude parent_tool_use_id) */
  subagent?: boolean;
  /** a harness-inserted note rather than a real user turn */
  synthetic?: boolean;
  images?: ImageRef[];
  /** when the record the step came from was written (ISO 8601), where the format records it */
  timestamp?: string;
  /** how long the step took in the log's own words (Antigravity duration_seconds) */
  durationMs?: number;
}

export type ExitReason = "completed" | "error" | "rate_limit" | "credential" | "timeout" | "max_turns" | "interrupted" | "unknown";

export interface RunUsage {
  inputTokens: number | null;
  cachedInputTokens: number | null;
  outputTokens: number | null;
  reasoningTokens: number | null;
}

export interface RunMeta {
  format: TrajectoryFormat;
  harness: string | null;
  harnessVersion: string | null;
  model: string | null;
  cwd: string | null;
  permissionMode: string | null;
  toolsOffered: string[];
  usage: RunUsage;
  costUsd: number | null;
  durationMs: number | null;
  exitReason: ExitReason;
  /** the log's own words for how the run ended (subtype, status, error message) */
  exitDetail: string | null;
  /** the log's final status word as written (Claude terminal_reason/subtype, Antigravity status, Codex turn) */
  finalStatus: string | null;
  /** the harness's own turn count, where it writes one; shown, never trusted */
  reportedTurns: number | null;
  /** model turns where the format marks them (Claude message ids, Antigravity agent_response steps) */
  modelTurns: number | null;
  firstTimestamp: string | null;
  lastTimestamp: string | null;
}

export interface LineIssue {
  line: number;
  reason: string;
}

export interface ParsedTrajectory {
  format: TrajectoryFormat;
  meta: RunMeta;
  steps: Step[];
  /** non-empty lines in the file */
  lines: number;
  /** lines that are not a JSON object (a broken line is a finding, never a failure) */
  issues: LineIssue[];
  /** raw evidence of a wrapper / agent host seen anywhere in the log (line + excerpt) */
  wrapperMarks: { line: number; mark: string; excerpt: string }[];
  /** Claude --include-partial-messages delta records: counted, not turned into steps */
  streamEvents: number;
}

export function emptyUsage(): RunUsage {
  return { inputTokens: null, cachedInputTokens: null, outputTokens: null, reasoningTokens: null };
}

export function emptyMeta(format: TrajectoryFormat): RunMeta {
  return {
    format,
    harness: null,
    harnessVersion: null,
    model: null,
    cwd: null,
    permissionMode: null,
    toolsOffered: [],
    usage: emptyUsage(),
    costUsd: null,
    durationMs: null,
    exitReason: "unknown",
    exitDetail: null,
    finalStatus: null,
    reportedTurns: null,
    modelTurns: null,
    firstTimestamp: null,
    lastTimestamp: null,
  };
}
