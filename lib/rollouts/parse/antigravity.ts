// Antigravity CLI stream-json: `init`, many `step_update`, one `result`. A step_index is one
// logical step seen ACTIVE then DONE/ERROR; tool calls show at first sight, results when done,
// and agent_response text deltas are joined in order.
import { exitReasonFrom, StepList, type FormatParser } from "./builder";
import type { Step } from "./step-types";
import { count, isObject, num, str, textOf } from "./values";

export function antigravityParser(): FormatParser {
  const list = new StepList("antigravity-stream-json");
  list.meta.harness = "Antigravity CLI";
  const calls = new Map<string, Step>();
  const results = new Set<string>();
  const responses = new Map<string, Step>();
  const seenOther = new Set<string>();
  let sawResult = false;

  return {
    accept(value, line) {
      const event = str(value.event);
      const payload = event ? value[event] : undefined;
      list.noteTimestamp(value.timestamp);
      if (!isObject(payload)) return;
      if (event === "init") {
        const m = list.meta;
        m.model ??= str(payload.model);
        m.cwd ??= str(payload.cwd);
        m.permissionMode ??= str(payload.permission_mode);
        m.harnessVersion ??= str(payload.version) ?? str(payload.cli_version);
        if (Array.isArray(payload.tools)) m.toolsOffered = payload.tools.filter((t): t is string => typeof t === "string");
        list.push({ line, kind: "system", text: `init: ${m.model ?? "?"} · cwd ${m.cwd ?? "?"} · ${m.permissionMode ?? ""}`.trim() });
        return;
      }
      if (event === "result") {
        sawResult = true;
        const m = list.meta;
        const status = str(payload.status);
        const error = str(payload.error) ?? (isObject(payload.error) ? str(payload.error.message) : null);
        const seconds = num(payload.duration_seconds);
        if (seconds !== null) m.durationMs = Math.round(seconds * 1000);
        // result.num_turns says 1 for a whole conversation: kept, never used as the count
        m.reportedTurns = count(payload.num_turns);
        const usage = isObject(payload.usage) ? payload.usage : {};
        m.usage = {
          inputTokens: count(usage.input_tokens),
          cachedInputTokens: count(usage.cache_read_tokens),
          outputTokens: count(usage.output_tokens),
          reasoningTokens: count(usage.thinking_tokens),
        };
        m.finalStatus = status;
        m.exitDetail = [status, error].filter(Boolean).join(": ") || null;
        m.exitReason = status === "ERROR" ? exitReasonFrom(error, "error") : status ? exitReasonFrom(error, "completed") : "unknown";
        list.push({ line, kind: "result", text: str(payload.response) ?? "", isError: status === "ERROR" });
        return;
      }
      if (event !== "step_update") return;
      const index = count(payload.step_index);
      const key = `${str(payload.conversation_id) ?? ""}#${index ?? `line${line}`}`;
      const state = str(payload.state);
      const stepType = str(payload.step_type);
      // the step's own duration, written on its DONE/ERROR record
      const seconds = num(payload.duration_seconds);
      const durationMs = seconds !== null && seconds >= 0 ? Math.round(seconds * 1000) : undefined;
      if (stepType === "tool") {
        const info = isObject(payload.tool_info) ? payload.tool_info : {};
        const name = str(payload.tool_name) ?? str(info.name) ?? "(unnamed)";
        const input = info.parameters;
        let call = calls.get(key);
        if (!call) {
          call = list.push({ line, kind: "tool_call", text: paramsText(input), toolName: name, callId: key, input });
          calls.set(key, call);
        } else if (input !== undefined && call.input === undefined) {
          call.input = input;
          call.text = paramsText(input);
        }
        if ((state === "DONE" || state === "ERROR") && !results.has(key)) {
          results.add(key);
          const error = isObject(info.error) ? `${str(info.error.type) ?? "error"}: ${str(info.error.message) ?? ""}` : null;
          list.push({
            line,
            kind: "tool_result",
            text: error ?? textOf(info.output),
            toolName: name,
            callId: key,
            isError: state === "ERROR",
            ...(durationMs !== undefined ? { durationMs } : {}),
          });
        }
        return;
      }
      if (stepType === "agent_response") {
        const delta = str(payload.text_delta) ?? str(payload.text) ?? "";
        const existing = responses.get(key) ?? list.push({ line, kind: "assistant", text: "" });
        responses.set(key, existing);
        existing.text += delta;
        if (durationMs !== undefined) existing.durationMs = durationMs;
        return;
      }
      if (seenOther.has(key)) return;
      seenOther.add(key);
      const text = str(payload.text) ?? str(payload.message) ?? str(payload.content) ?? textOf(payload.user_input ?? payload.error ?? "");
      if (stepType === "user_input") list.push({ line, kind: "user", text });
      else
        list.push({ line, kind: "system", text: `${stepType ?? "step"}${text ? `: ${text}` : ""}`, isError: stepType === "error_message" });
    },
    finish() {
      // agent_response steps without text are usage-only records: not worth a row in the viewer
      const kept = list.steps.filter((s) => !(s.kind === "assistant" && s.text === ""));
      list.steps.length = 0;
      list.steps.push(...kept);
      list.meta.modelTurns = responses.size;
      if (!sawResult) {
        list.meta.exitReason = "interrupted";
        list.meta.exitDetail = "no result record: the run did not finish";
      }
      return list.done();
    },
  };
}

function paramsText(input: unknown): string {
  if (!isObject(input)) return input === undefined ? "" : JSON.stringify(input);
  const command = str(input.CommandLine) ?? str(input.command);
  if (command !== null) return command;
  const file = str(input.AbsolutePath) ?? str(input.TargetFile) ?? str(input.path);
  if (file !== null) return Object.keys(input).length === 1 ? file : `${file}\n${JSON.stringify(input, null, 2)}`;
  return JSON.stringify(input, null, 2);
}
