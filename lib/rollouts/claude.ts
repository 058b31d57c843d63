// Claude Code `claude -p --output-format stream-json`. One API message is split over several
// `assistant` lines (one content block each), so tool calls are counted per tool_use block id.
import { asCount, asString, bump, isObject } from "./jsonl";
import type { FormatFacts } from "./format-facts";
import type { JsonLine } from "./types";

export function summarizeClaude(records: JsonLine[]): FormatFacts {
  const topLevelCalls = new Set<string>();
  const subagentCalls = new Set<string>();
  const messageIds = new Set<string>();
  const toolNames: Record<string, number> = {};
  let failed = 0;
  let model: string | null = null;
  let harnessVersion: string | null = null;
  let reportedTurns: number | null = null;
  let finalStatus: string | null = null;

  for (const { value, line } of records) {
    if (value.type === "system" && value.subtype === "init") {
      model ??= asString(value.model);
      harnessVersion ??= asString(value.claude_code_version);
    }
    if (value.type === "result") {
      reportedTurns = asCount(value.num_turns);
      finalStatus = asString(value.terminal_reason) ?? asString(value.subtype);
    }
    if (!isObject(value.message) || !Array.isArray(value.message.content)) continue;
    // sub-agent traffic carries the spawning call's id; the spawn itself (Agent/Task) is the
    // top-level call, so its inner calls are reported apart instead of inflating the count
    const inSubagent = typeof value.parent_tool_use_id === "string";
    if (value.type === "assistant") {
      const id = asString(value.message.id);
      if (id !== null && !inSubagent) messageIds.add(id);
      model ??= asString(value.message.model);
      value.message.content.forEach((block, index) => {
        if (!isObject(block) || block.type !== "tool_use") return;
        const key = asString(block.id) ?? `line:${line}:${index}`;
        const target = inSubagent ? subagentCalls : topLevelCalls;
        if (target.has(key)) return;
        target.add(key);
        if (!inSubagent) bump(toolNames, asString(block.name) ?? "(unnamed)");
      });
    }
    if (value.type === "user" && !inSubagent) {
      for (const block of value.message.content) {
        if (isObject(block) && block.type === "tool_result" && block.is_error === true) failed++;
      }
    }
  }
  return {
    model,
    harnessVersion,
    toolCalls: topLevelCalls.size,
    failedToolCalls: failed,
    subagentToolCalls: subagentCalls.size,
    modelTurns: messageIds.size,
    reportedTurns,
    toolNames,
    finalStatus,
  };
}
