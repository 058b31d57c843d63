// Antigravity CLI stream-json. A tool call appears as ACTIVE then DONE/ERROR under one
// step_index, so calls are counted as distinct (conversation, step_index) pairs.
import { asCount, asString, bump, isObject } from "./jsonl";
import type { FormatFacts } from "./format-facts";
import type { JsonLine } from "./types";

export function summarizeAntigravity(records: JsonLine[]): FormatFacts {
  const toolSteps = new Map<string, { name: string; state: string | null }>();
  const responseSteps = new Set<string>();
  let model: string | null = null;
  let finalStatus: string | null = null;

  for (const { value } of records) {
    const payload = typeof value.event === "string" ? value[value.event] : undefined;
    if (!isObject(payload)) continue;
    if (value.event === "init") model ??= asString(payload.model);
    if (value.event === "result") finalStatus = asString(payload.status);
    if (value.event !== "step_update") continue;
    const index = asCount(payload.step_index);
    if (index === null) continue;
    const key = `${asString(payload.conversation_id) ?? ""}#${index}`;
    if (payload.step_type === "agent_response") responseSteps.add(key);
    if (payload.step_type !== "tool") continue;
    const name = asString(payload.tool_name) ?? toolInfoName(payload.tool_info) ?? "(unnamed)";
    // later records of the same step carry the final state (ACTIVE -> DONE | ERROR)
    toolSteps.set(key, { name, state: asString(payload.state) });
  }

  const toolNames: Record<string, number> = {};
  let failed = 0;
  for (const { name, state } of toolSteps.values()) {
    bump(toolNames, name);
    if (state === "ERROR") failed++;
  }
  const reported = records.find((r) => r.value.event === "result")?.value.result;
  return {
    model,
    harnessVersion: null,
    toolCalls: toolSteps.size,
    failedToolCalls: failed,
    subagentToolCalls: null,
    modelTurns: responseSteps.size,
    // result.num_turns says 1 for a whole conversation; kept for display, never used as the count
    reportedTurns: isObject(reported) ? asCount(reported.num_turns) : null,
    toolNames,
    finalStatus,
  };
}

function toolInfoName(info: unknown): string | null {
  return isObject(info) ? asString(info.name) : null;
}
