// Codex CLI `codex exec --json`: item.started / item.completed pairs by item.id. A tool call is
// shown when first seen and its result when completed; prose comes from agent_message items.
import { exitReasonFrom, StepList, type FormatParser } from "./builder";
import { count, isObject, str } from "./values";

const TOOL_ITEMS = new Set(["command_execution", "file_change", "mcp_tool_call", "web_search"]);

export function codexParser(): FormatParser {
  const list = new StepList("codex-exec-json");
  list.meta.harness = "Codex CLI";
  const called = new Set<string>();
  const completed = new Set<string>();
  let failedTurn: string | null = null;
  let ended = false;

  function callText(item: Record<string, unknown>): string {
    const type = str(item.type);
    if (type === "command_execution") return str(item.command) ?? "";
    if (type === "file_change" && Array.isArray(item.changes)) {
      return item.changes.map((c) => (isObject(c) ? `${str(c.kind) ?? "change"} ${str(c.path) ?? "?"}` : "")).join("\n");
    }
    if (type === "web_search") return str(item.query) ?? JSON.stringify(item);
    if (type === "mcp_tool_call") return `${str(item.server) ?? ""} ${str(item.tool) ?? ""} ${JSON.stringify(item.arguments ?? {})}`.trim();
    return JSON.stringify(item);
  }

  return {
    accept(value, line) {
      const type = str(value.type);
      list.noteTimestamp(value.timestamp);
      if (type === "thread.started") {
        list.push({ line, kind: "system", text: `thread ${str(value.thread_id) ?? ""}`.trim() });
        return;
      }
      if (type === "turn.completed" || type === "turn.failed") {
        ended = true;
        const usage = isObject(value.usage) ? value.usage : {};
        const u = list.meta.usage;
        u.inputTokens = (u.inputTokens ?? 0) + (count(usage.input_tokens) ?? 0);
        u.cachedInputTokens = (u.cachedInputTokens ?? 0) + (count(usage.cached_input_tokens) ?? 0);
        u.outputTokens = (u.outputTokens ?? 0) + (count(usage.output_tokens) ?? 0);
        u.reasoningTokens = (u.reasoningTokens ?? 0) + (count(usage.reasoning_output_tokens) ?? 0);
        if (type === "turn.failed") {
          const err = isObject(value.error) ? str(value.error.message) : str(value.error);
          failedTurn = err ?? "turn.failed";
          list.push({ line, kind: "result", text: failedTurn, isError: true });
        }
        return;
      }
      if (type === "error") {
        failedTurn = str(value.message) ?? "error";
        list.push({ line, kind: "result", text: failedTurn, isError: true });
        return;
      }
      if (!type?.startsWith("item.") || !isObject(value.item)) return;
      const item = value.item;
      const itemType = str(item.type) ?? "";
      const id = str(item.id) ?? `line:${line}`;
      if (TOOL_ITEMS.has(itemType)) {
        if (!called.has(id)) {
          called.add(id);
          list.push({
            line,
            kind: "tool_call",
            text: callText(item),
            toolName: itemType,
            callId: id,
            input: item.command ?? item.changes ?? item.query ?? item.arguments,
          });
        }
        if (type === "item.completed" && !completed.has(id)) {
          completed.add(id);
          const exitCode = typeof item.exit_code === "number" ? item.exit_code : null;
          list.push({
            line,
            kind: "tool_result",
            text: str(item.aggregated_output) ?? (itemType === "file_change" ? callText(item) : ""),
            toolName: itemType,
            callId: id,
            exitCode,
            // the log's own status decides failure (TRAJECTORY_FORMATS.md); the exit code is shown beside it
            isError: item.status === "failed",
          });
        }
        return;
      }
      if (type !== "item.completed") return;
      if (itemType === "agent_message") list.push({ line, kind: "assistant", text: str(item.text) ?? "" });
      else if (itemType === "reasoning") list.push({ line, kind: "thinking", text: str(item.text) ?? "" });
      else if (itemType === "todo_list" && Array.isArray(item.items)) {
        const text = item.items.map((t) => (isObject(t) ? `[${t.completed ? "x" : " "}] ${str(t.text) ?? ""}` : "")).join("\n");
        list.push({ line, kind: "assistant", text: `plan\n${text}` });
      } else if (itemType === "error") list.push({ line, kind: "system", text: str(item.message) ?? "", isError: true });
    },
    finish() {
      const meta = list.meta;
      meta.exitDetail = failedTurn ?? (ended ? "turn.completed" : null);
      meta.finalStatus = failedTurn ? "failed" : ended ? "completed" : null;
      meta.exitReason = failedTurn ? exitReasonFrom(failedTurn, "error") : ended ? "completed" : "interrupted";
      return list.done();
    },
  };
}
