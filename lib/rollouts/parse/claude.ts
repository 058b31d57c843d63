// Claude Code `claude -p --output-format stream-json --verbose`, condensed or raw. One API message
// is split over several `assistant` lines (one block each); `stream_event` deltas (raw files,
// --include-partial-messages) repeat what the assembled records say, so they are counted and only
// turned into steps for a message that never got an assembled record.
import { exitReasonFrom, StepList, type FormatParser } from "./builder";
import type { ImageRef, Step } from "./step-types";
import { count, isObject, num, str, textOf } from "./values";

interface PartialBlock {
  line: number;
  kind: "assistant" | "thinking" | "tool_call";
  text: string;
  toolName?: string;
  callId?: string;
}

/** A raw delta line, kept unparsed until we know its message never got an assembled record. */
interface HeldDelta {
  line: number;
  text: string;
}
const MESSAGE_START_ID = /"type"\s*:\s*"message_start"[\s\S]*?"id"\s*:\s*"([^"]+)"/;

// Each record type is read by a function below (onSystem, pushAssistantBlocks, onUser, onResult);
// what stays in this closure is one state machine: assembled message ids, deltas held per message
// until we know whether an assembled record arrives, and the counts finish() settles. It reads
// better whole than split into functions passing that state back and forth, so it stays over 80 lines.
export function claudeParser(): FormatParser & {
  streamEvents(): number;
  brokenHeld(): { line: number; reason: string }[];
  acceptRawStreamEvent(line: number, text: string): void;
} {
  const list = new StepList("claude-stream-json");
  list.meta.harness = "Claude Code";
  const assembledIds = new Set<string>();
  const messageIds = new Set<string>();
  const partial = new Map<string, PartialBlock[]>();
  let currentStreamMessage: string | null = null;
  let streamEvents = 0;
  // raw files repeat every message as deltas (12,735 of 13,395 lines in FlightGear's): hold them as
  // text per message and parse only those whose message never arrives assembled
  const held = new Map<string, HeldDelta[]>();
  let heldFor: string | null = null;
  const brokenHeld: { line: number; reason: string }[] = [];
  let sawResult = false;
  let rateLimited: string | null = null;

  function onStreamEvent(value: Record<string, unknown>, line: number): void {
    streamEvents++;
    const event = isObject(value.event) ? value.event : null;
    if (!event) return;
    if (event.type === "message_start" && isObject(event.message)) currentStreamMessage = str(event.message.id);
    if (currentStreamMessage === null) return;
    const blocks = partial.get(currentStreamMessage) ?? [];
    partial.set(currentStreamMessage, blocks);
    if (event.type === "content_block_start" && isObject(event.content_block)) {
      const b = event.content_block;
      const kind = b.type === "tool_use" ? "tool_call" : b.type === "thinking" ? "thinking" : "assistant";
      blocks.push({
        line,
        kind,
        text: str(b.text) ?? str(b.thinking) ?? "",
        toolName: str(b.name) ?? undefined,
        callId: str(b.id) ?? undefined,
      });
    } else if (event.type === "content_block_delta" && isObject(event.delta) && blocks.length > 0) {
      const d = event.delta;
      blocks[blocks.length - 1].text += str(d.text) ?? str(d.thinking) ?? str(d.partial_json) ?? "";
    }
  }

  return {
    streamEvents: () => streamEvents,
    brokenHeld: () => brokenHeld,
    acceptRawStreamEvent(line, text) {
      streamEvents++;
      const start = MESSAGE_START_ID.exec(text);
      if (start) heldFor = start[1];
      const key = heldFor ?? "";
      const list = held.get(key);
      if (list) list.push({ line, text });
      else if (!assembledIds.has(key)) held.set(key, [{ line, text }]);
    },
    accept(value, line) {
      const type = str(value.type);
      list.noteTimestamp(value.timestamp);
      const subagent = typeof value.parent_tool_use_id === "string";
      if (type === "stream_event") return onStreamEvent(value, line);
      if (type === "rate_limit_event") {
        const info = isObject(value.rate_limit_info) ? value.rate_limit_info : value;
        const status = str(info.status);
        if (status === "rejected")
          rateLimited = `rate_limit_event status=rejected${num(info.utilization) !== null ? ` utilization=${num(info.utilization)}` : ""}`;
        list.push({ line, kind: "system", text: `rate limit: ${JSON.stringify(info)}`, isError: status === "rejected" });
        return;
      }
      if (type === "system") return onSystem(list, value, line);
      if (type === "assistant" && isObject(value.message)) {
        const message = value.message;
        const id = str(message.id);
        if (id !== null) {
          assembledIds.add(id);
          held.delete(id);
        }
        if (id !== null && !subagent) messageIds.add(id);
        if (!subagent) list.meta.model ??= str(message.model);
        pushAssistantBlocks(list, message.content, line, subagent);
        return;
      }
      if (type === "user" && isObject(value.message)) return onUser(list, value, value.message, line, subagent);
      if (type === "result") {
        sawResult = true;
        onResult(list, value, line);
      }
    },
    finish() {
      // steps rebuilt from held deltas below must not borrow the last record's timestamp
      list.noteTimestamp(null);
      // deltas of messages that never arrived assembled: parse them now, in order
      for (const [id, deltas] of held) {
        if (assembledIds.has(id)) continue;
        for (const d of deltas) {
          try {
            const value: unknown = JSON.parse(d.text);
            // an array would count nothing and show nothing in onStreamEvent, so skipping it is the same
            if (isObject(value)) {
              streamEvents--; // counted once already
              onStreamEvent(value, d.line);
            }
          } catch {
            brokenHeld.push({ line: d.line, reason: "stream_event line is not JSON" });
          }
        }
      }
      // messages seen only as deltas (a raw stream cut before assembly) still become steps
      for (const [id, blocks] of partial) {
        if (assembledIds.has(id)) continue;
        for (const b of blocks) list.push({ line: b.line, kind: b.kind, text: b.text, toolName: b.toolName, callId: b.callId });
      }
      const m = list.meta;
      m.modelTurns = messageIds.size;
      if (rateLimited && m.exitReason !== "rate_limit" && m.exitReason !== "completed") {
        m.exitReason = "rate_limit";
        m.exitDetail = rateLimited;
      }
      if (!sawResult) {
        m.exitReason = rateLimited ? "rate_limit" : "interrupted";
        m.exitDetail = rateLimited ?? "no result record: the run did not finish";
      }
      return list.done();
    },
  };
}

function toolCallText(name: string, input: unknown): string {
  if (!isObject(input)) return JSON.stringify(input ?? null);
  const command = str(input.command);
  if (command !== null) return command;
  const file = str(input.file_path) ?? str(input.path) ?? str(input.notebook_path);
  if (file !== null && name !== "Write") return file;
  if (name === "Write" && file !== null) return `${file}\n${str(input.content) ?? ""}`;
  const url = str(input.url) ?? str(input.query);
  if (url !== null) return url;
  return JSON.stringify(input, null, 2);
}

/** A `system` record: the init line fills the run's meta; any other subtype is shown as it is. */
function onSystem(list: StepList, value: Record<string, unknown>, line: number): void {
  const subtype = str(value.subtype) ?? "";
  if (subtype === "init") {
    const m = list.meta;
    m.model ??= str(value.model);
    m.harnessVersion ??= str(value.claude_code_version);
    m.cwd ??= str(value.cwd);
    m.permissionMode ??= str(value.permissionMode);
    if (Array.isArray(value.tools)) m.toolsOffered = value.tools.filter((t): t is string => typeof t === "string");
    list.push({
      line,
      kind: "system",
      text: `init: ${m.model ?? "?"} · Claude Code ${m.harnessVersion ?? "?"} · cwd ${m.cwd ?? "?"} · ${m.permissionMode ?? ""}`.trim(),
    });
  } else {
    list.push({ line, kind: "system", text: `${subtype}${value.error ? `: ${textOf(value.error)}` : ""}` });
  }
}

/** An assembled `assistant` message's blocks: text, thinking and tool calls, in order. */
function pushAssistantBlocks(list: StepList, content: unknown, line: number, subagent: boolean): void {
  for (const block of Array.isArray(content) ? content : []) {
    if (!isObject(block)) continue;
    if (block.type === "text") list.push({ line, kind: "assistant", text: str(block.text) ?? "", subagent });
    else if (block.type === "thinking") list.push({ line, kind: "thinking", text: str(block.thinking) ?? "", subagent });
    else if (block.type === "tool_use" || block.type === "server_tool_use") {
      const input = block.input;
      const name = str(block.name) ?? "(unnamed)";
      list.push({
        line,
        kind: "tool_call",
        text: toolCallText(name, input),
        toolName: name,
        callId: str(block.id) ?? `line:${line}`,
        input,
        subagent,
      });
    }
  }
}

/** A `user` record: a prompt (text or blocks), tool results with their images. */
function onUser(list: StepList, value: Record<string, unknown>, message: Record<string, unknown>, line: number, subagent: boolean): void {
  const content = message.content;
  if (typeof content === "string") {
    list.push({ line, kind: "user", text: content, subagent, synthetic: value.isSynthetic === true });
    return;
  }
  for (const block of Array.isArray(content) ? content : []) {
    if (!isObject(block)) continue;
    if (block.type === "tool_result") {
      const step: Omit<Step, "index"> = {
        line,
        kind: "tool_result",
        text: textOf(block.content),
        callId: str(block.tool_use_id) ?? undefined,
        isError: block.is_error === true,
        subagent,
      };
      const imgs = images(block.content);
      if (imgs.length > 0) step.images = imgs;
      list.push(step);
    } else if (block.type === "text") {
      list.push({ line, kind: "user", text: str(block.text) ?? "", subagent, synthetic: value.isSynthetic === true });
    } else if (block.type === "image") {
      list.push({ line, kind: "user", text: "", images: images([block]), subagent });
    }
  }
}

/** The closing `result` record: turns, duration, cost, token usage and why the run ended. */
function onResult(list: StepList, value: Record<string, unknown>, line: number): void {
  const m = list.meta;
  m.reportedTurns = count(value.num_turns);
  m.durationMs = num(value.duration_ms);
  m.costUsd = num(value.total_cost_usd);
  const usage = isObject(value.usage) ? value.usage : {};
  const details = isObject(usage.output_tokens_details) ? usage.output_tokens_details : {};
  m.usage = {
    inputTokens:
      (count(usage.input_tokens) ?? 0) + (count(usage.cache_creation_input_tokens) ?? 0) + (count(usage.cache_read_input_tokens) ?? 0),
    cachedInputTokens: count(usage.cache_read_input_tokens),
    outputTokens: count(usage.output_tokens),
    reasoningTokens: count(details.thinking_tokens),
  };
  const subtype = str(value.subtype);
  const terminal = str(value.terminal_reason);
  const apiStatus = value.api_error_status;
  const resultText = str(value.result) ?? "";
  m.exitDetail =
    [subtype, terminal, apiStatus !== null && apiStatus !== undefined ? `api_error_status=${String(apiStatus)}` : null]
      .filter(Boolean)
      .join(" · ") || null;
  m.finalStatus = terminal ?? subtype;
  const isError = value.is_error === true || (subtype !== null && subtype !== "success");
  const fallback = subtype === "error_max_turns" ? "max_turns" : isError ? "error" : "completed";
  m.exitReason = exitReasonFrom(`${apiStatus ?? ""} ${isError ? resultText.slice(0, 500) : ""} ${terminal ?? ""}`, fallback);
  list.push({ line, kind: "result", text: resultText, isError });
}

/** The image blocks of a message's content, as references (a condensed file keeps only length and sha256). */
function images(content: unknown): ImageRef[] {
  if (!Array.isArray(content)) return [];
  const out: ImageRef[] = [];
  for (const block of content) {
    if (!isObject(block) || block.type !== "image") continue;
    const source = isObject(block.source) ? block.source : {};
    const data = str(source.data);
    // condensed files replace the payload with a placeholder carrying its length and sha256
    const elided = data === null || data.startsWith("<");
    out.push({
      bytes: count(source.bytes) ?? count(source.length) ?? (elided || data === null ? null : Math.floor((data.length * 3) / 4)),
      sha256: str(source.sha256),
      mediaType: str(source.media_type),
    });
  }
  return out;
}
