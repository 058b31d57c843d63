// Which harness wrote a trajectory, from the record shapes alone (file names lie; contributors
// rename files). Rules follow prisma/fixtures/TRAJECTORY_FORMATS.md.
import { isObject, splitJsonl } from "./jsonl";
import type { JsonLine, TrajectoryFormat } from "./types";

const CODEX_TYPES = new Set([
  "thread.started",
  "turn.started",
  "turn.completed",
  "turn.failed",
  "item.started",
  "item.updated",
  "item.completed",
]);
const CLAUDE_TYPES = new Set(["system", "assistant", "user", "result", "stream_event", "tool_progress"]);
const ANTIGRAVITY_EVENTS = new Set(["init", "step_update", "result"]);

/** How many leading records to look at: enough to skip a stray banner line, cheap on big files. */
const SAMPLE = 25;

export function detectTrajectoryFormat(bytes: Uint8Array): TrajectoryFormat {
  return detectFromRecords(bytes, splitJsonl(bytes).records);
}

/** Same as detectTrajectoryFormat, for a caller that has already split the lines. */
export function detectFromRecords(bytes: Uint8Array, all: JsonLine[]): TrajectoryFormat {
  // a gzip archive (1f 8b) is stored as 'unknown', never guessed at
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) return "unknown";
  const records = all.slice(0, SAMPLE);
  const votes: Record<Exclude<TrajectoryFormat, "unknown">, number> = {
    "codex-exec-json": 0,
    "claude-stream-json": 0,
    "antigravity-stream-json": 0,
  };
  for (const { value } of records) {
    const kind = classifyRecord(value);
    if (kind !== null) votes[kind]++;
  }
  const ranked = Object.entries(votes).filter(([, n]) => n > 0);
  // exactly one format must claim the sample; a mixture means we do not know what this is
  if (ranked.length !== 1) return "unknown";
  return ranked[0][0] as TrajectoryFormat;
}

function classifyRecord(value: Record<string, unknown>): Exclude<TrajectoryFormat, "unknown"> | null {
  const event = value.event;
  if (typeof event === "string" && ANTIGRAVITY_EVENTS.has(event) && isObject(value[event])) {
    return "antigravity-stream-json";
  }
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
