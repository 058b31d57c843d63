// Codex CLI `codex exec --json`. A tool call is one `item.completed` of a tool item type; the
// matching `item.started` is the same call, so counting both would double the number.
import { asString, bump, isObject } from "./jsonl";
import type { FormatFacts } from "./format-facts";
import type { JsonLine } from "./types";

/**
 * command_execution and file_change are the two tool kinds in TRAJECTORY_FORMATS.md; mcp_tool_call
 * and web_search are other Codex tool kinds, counted too because they are tool calls all the same
 * (and a web search is exactly what a reviewer wants to see in the histogram).
 */
const TOOL_ITEM_TYPES = new Set(["command_execution", "file_change", "mcp_tool_call", "web_search"]);

export function summarizeCodex(records: JsonLine[]): FormatFacts {
  const seen = new Set<string>();
  const toolNames: Record<string, number> = {};
  let failed = 0;
  let lastTurnStatus: string | null = null;
  for (const { value, line } of records) {
    if (value.type === "turn.completed") lastTurnStatus = "completed";
    if (value.type === "turn.failed") lastTurnStatus = "failed";
    if (value.type !== "item.completed" || !isObject(value.item)) continue;
    const item = value.item;
    const itemType = asString(item.type);
    if (itemType === null || !TOOL_ITEM_TYPES.has(itemType)) continue;
    // pair by item.id; a record without an id still counts once (keyed by its line)
    const key = asString(item.id) ?? `line:${line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    bump(toolNames, itemType);
    if (item.status === "failed") failed++;
  }
  return {
    model: null, // codex exec --json records carry no model name
    harnessVersion: null,
    toolCalls: seen.size,
    failedToolCalls: failed,
    subagentToolCalls: null,
    modelTurns: null, // one turn.started … turn.completed for the whole run: no per-call marker
    reportedTurns: null,
    toolNames,
    finalStatus: lastTurnStatus,
  };
}
