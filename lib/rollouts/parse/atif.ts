// Harbor's ATIF (Agent Trajectory Interchange Format): either one `trajectory.json` document
// ({schema_version, session_id, agent, steps[], final_metrics}) or the same pieces one per line.
// A step has source user|agent|system, message, reasoning_content, tool_calls[] and an
// observation whose results point back at a call by source_call_id.
import { exitReasonFrom, StepList, type FormatParser } from "./builder";
import { count, isObject, num, str, textOf } from "./values";

export function atifParser(): FormatParser {
  const list = new StepList("harbor-atif");
  let sawFinal = false;

  function header(value: Record<string, unknown>): void {
    const m = list.meta;
    if (isObject(value.agent)) {
      const agent = value.agent;
      m.harness ??= str(agent.name);
      m.harnessVersion ??= str(agent.version);
      m.model ??= str(agent.model_name);
      const extra = isObject(agent.extra) ? agent.extra : {};
      if (Array.isArray(agent.tool_definitions)) {
        m.toolsOffered = agent.tool_definitions
          .map((t) => (isObject(t) ? (str(t.name) ?? (isObject(t.function) ? str(t.function.name) : null)) : str(t)))
          .filter((t): t is string => t !== null);
      }
      m.cwd ??= str(extra.cwd);
    }
  }

  function finalMetrics(fm: Record<string, unknown>, line: number): void {
    sawFinal = true;
    const m = list.meta;
    m.usage = {
      inputTokens: count(fm.total_prompt_tokens),
      cachedInputTokens: count(fm.total_cached_tokens),
      outputTokens: count(fm.total_completion_tokens),
      reasoningTokens: count(fm.total_reasoning_tokens),
    };
    m.costUsd = num(fm.total_cost_usd);
    m.reportedTurns = count(fm.total_steps);
    const extra = isObject(fm.extra) ? fm.extra : {};
    const reason = str(extra.exit_reason) ?? str(extra.termination_reason) ?? str(fm.exit_reason);
    m.exitDetail = reason;
    m.exitReason = exitReasonFrom(reason, "completed");
    list.push({ line, kind: "result", text: reason ? `final metrics · ${reason}` : "final metrics" });
  }

  function step(s: Record<string, unknown>, line: number): void {
    list.noteTimestamp(s.timestamp);
    const source = str(s.source);
    const timestamp = str(s.timestamp) ?? undefined;
    const message = textOf(s.message);
    const reasoning = str(s.reasoning_content);
    if (reasoning) list.push({ line, kind: "thinking", text: reasoning, timestamp });
    if (message !== "" || (source !== "agent" && !Array.isArray(s.tool_calls))) {
      list.push({ line, kind: source === "user" ? "user" : source === "system" ? "system" : "assistant", text: message, timestamp });
    }
    if (source === "agent") list.meta.model ??= str(s.model_name);
    for (const call of Array.isArray(s.tool_calls) ? s.tool_calls : []) {
      if (!isObject(call)) continue;
      const name = str(call.function_name) ?? "(unnamed)";
      const input = call.arguments;
      const text = isObject(input) ? (str(input.cmd) ?? str(input.command) ?? JSON.stringify(input, null, 2)) : textOf(input);
      list.push({ line, kind: "tool_call", text, toolName: name, callId: str(call.tool_call_id) ?? undefined, input, timestamp });
    }
    const results = isObject(s.observation) && Array.isArray(s.observation.results) ? s.observation.results : [];
    for (const r of results) {
      if (!isObject(r)) continue;
      list.push({ line, kind: "tool_result", text: textOf(r.content), callId: str(r.source_call_id) ?? undefined, timestamp });
    }
  }

  return {
    accept(value, line) {
      if (Array.isArray(value.steps)) {
        header(value);
        for (const s of value.steps) if (isObject(s)) step(s, line);
        if (isObject(value.final_metrics)) finalMetrics(value.final_metrics, line);
        return;
      }
      if ("schema_version" in value || isObject(value.agent)) header(value);
      if (isObject(value.final_metrics)) finalMetrics(value.final_metrics, line);
      if ("step_id" in value && typeof value.source === "string") step(value, line);
    },
    finish() {
      if (!sawFinal) {
        list.meta.exitReason = "interrupted";
        list.meta.exitDetail = "no final_metrics: the run did not finish";
      }
      return list.done();
    },
  };
}
