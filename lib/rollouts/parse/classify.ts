// Which format one record looks like, from its shape alone (file names lie). Rules follow
// prisma/fixtures/TRAJECTORY_FORMATS.md plus Harbor's ATIF.
import type { TrajectoryFormat } from "../types";
import { isObject } from "./values";

const CODEX_TYPES = new Set([
  "thread.started",
  "turn.started",
  "turn.completed",
  "turn.failed",
  "item.started",
  "item.updated",
  "item.completed",
]);
const CLAUDE_TYPES = new Set(["system", "assistant", "user", "result", "stream_event", "tool_progress", "rate_limit_event"]);
const ANTIGRAVITY_EVENTS = new Set(["init", "step_update", "result"]);

export function classifyRecord(value: Record<string, unknown>): Exclude<TrajectoryFormat, "unknown"> | null {
  const event = value.event;
  if (typeof event === "string" && ANTIGRAVITY_EVENTS.has(event) && isObject(value[event])) return "antigravity-stream-json";
  if (typeof value.schema_version === "string" && /^ATIF/i.test(value.schema_version)) return "harbor-atif";
  if ("step_id" in value && typeof value.source === "string" && ["user", "agent", "system"].includes(value.source)) return "harbor-atif";
  if (isObject(value.final_metrics) && !("type" in value)) return "harbor-atif";
  const type = value.type;
  if (typeof type !== "string") return null;
  if (CODEX_TYPES.has(type)) return "codex-exec-json";
  if (CLAUDE_TYPES.has(type) && looksLikeClaude(type, value)) return "claude-stream-json";
  return null;
}

/** Claude's type names are generic ("user", "result"); require a Claude-specific field beside them. */
function looksLikeClaude(type: string, value: Record<string, unknown>): boolean {
  if (type === "system") return typeof value.subtype === "string" && "session_id" in value;
  if (type === "assistant" || type === "user") return isObject(value.message);
  if (type === "result") return "num_turns" in value || "subtype" in value;
  return "session_id" in value || "uuid" in value;
}
