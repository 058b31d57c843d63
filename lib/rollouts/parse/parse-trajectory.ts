// One pass over a trajectory's bytes: detect the format from the first records, then hand every
// record to that format's parser. Unknown formats keep each line as a raw step; broken lines are
// issues with their line numbers. Nothing here throws on content.
import { antigravityParser } from "./antigravity";
import { atifParser } from "./atif";
import type { FormatParser } from "./builder";
import { StepList } from "./builder";
import { claudeParser } from "./claude";
import { codexParser } from "./codex";
import { classifyRecord } from "./classify";
import { forEachLine, parseObject } from "./line-reader";
import type { LineIssue, ParsedTrajectory } from "./step-types";
import type { TrajectoryFormat } from "../types";

/** Records looked at before deciding: enough to skip a stray banner line, cheap on big files. */
const SAMPLE = 25;

/** Wrapper / agent-host traces anywhere in the log (harness parity); matched on the raw line. */
const WRAPPER_MARKS: { mark: string; re: RegExp }[] = [
  { mark: "copilotUsage", re: /copilotUsage/ },
  { mark: "agent-host", re: /agent[-_ ]?host|\bAHP\b|agentHostPath/i },
  { mark: "vscode", re: /vscode-(?:copilot|chat)|VS ?Code (?:Copilot|Claude Agent)|github\.copilot/i },
  { mark: "append-system-prompt", re: /append[-_]?system[-_]?prompt|appendSystemPrompt/i },
  { mark: "harbor-marker", re: /harbor_rollout_marker/ },
  // server-side search: Gemini grounding, Claude server tool counters above zero
  {
    mark: "grounding",
    re: /groundingMetadata|grounding_metadata|webSearchQueries|"web_search_requests":\s*[1-9]|"webSearchRequests":\s*[1-9]/,
  },
];
const MAX_MARKS = 50;
const STREAM_EVENT = /^\{\s*"type"\s*:\s*"stream_event"/;
/** One pass over each line first; the per-mark regexes run only on the rare line that has any. */
const ANY_MARK = new RegExp(WRAPPER_MARKS.map((m) => m.re.source).join("|"), "i");

function parserFor(format: TrajectoryFormat): FormatParser | null {
  switch (format) {
    case "codex-exec-json":
      return codexParser();
    case "claude-stream-json":
      return claudeParser();
    case "antigravity-stream-json":
      return antigravityParser();
    case "harbor-atif":
      return atifParser();
    case "unknown":
      return null;
  }
}

function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

export function parseTrajectory(bytes: Uint8Array): ParsedTrajectory {
  const issues: LineIssue[] = [];
  const wrapperMarks: ParsedTrajectory["wrapperMarks"] = [];
  if (isGzip(bytes)) {
    return finishUnknown([], 0, [{ line: 1, reason: "gzip-compressed: stored as bytes, not read" }], wrapperMarks);
  }
  const pending: { value: Record<string, unknown>; line: number }[] = [];
  const rawLines: { line: number; text: string }[] = [];
  const votes = new Map<TrajectoryFormat, number>();
  let format: TrajectoryFormat | null = null;
  // a holder, not a let: TypeScript cannot see the assignment inside the closure
  const held: { claude: ReturnType<typeof claudeParser> | null; parser: FormatParser | null } = { claude: null, parser: null };
  const decide = () => {
    const ranked = [...votes.entries()];
    format = ranked.length === 1 ? ranked[0][0] : "unknown";
    const parser = format === "claude-stream-json" ? (held.claude = claudeParser()) : parserFor(format);
    held.parser = parser;
    for (const p of pending) parser?.accept(p.value, p.line);
    pending.length = 0;
  };
  // read through a closure: after `if (format === null) decide()` TypeScript still narrows the let to null
  const decided = (): TrajectoryFormat => format ?? "unknown";

  const lines = forEachLine(bytes, ({ line, text }) => {
    if (wrapperMarks.length < MAX_MARKS && ANY_MARK.test(text)) {
      for (const { mark, re } of WRAPPER_MARKS) {
        const m = re.exec(text);
        if (m) wrapperMarks.push({ line, mark, excerpt: text.slice(Math.max(0, m.index - 80), m.index + 120) });
      }
    }
    // Claude delta lines go to the parser as text (parsed only if their message is never assembled)
    if (held.claude && STREAM_EVENT.test(text.slice(0, 48)) && text.endsWith("}")) {
      held.claude.acceptRawStreamEvent(line, text);
      return;
    }
    const parsed = parseObject(text);
    if (!parsed.ok) {
      issues.push({ line, reason: parsed.reason });
      if (format === null || format === "unknown") rawLines.push({ line, text });
      return;
    }
    if (format === null) {
      const kind = classifyRecord(parsed.value);
      if (kind) votes.set(kind, (votes.get(kind) ?? 0) + 1);
      pending.push({ value: parsed.value, line });
      rawLines.push({ line, text });
      if (pending.length >= SAMPLE) decide();
      return;
    }
    if (held.parser) held.parser.accept(parsed.value, line);
    else rawLines.push({ line, text });
  });
  if (format === null) decide();

  // a pretty-printed ATIF trajectory.json is one document over many lines
  if (format === "unknown" && issues.length > 0 && bytes[firstNonSpace(bytes)] === 0x7b) {
    const doc = parseObject(new TextDecoder().decode(bytes));
    if (doc.ok && Array.isArray(doc.value.steps) && classifyRecord(doc.value) === "harbor-atif") {
      const atif = atifParser();
      atif.accept(doc.value, 1);
      const { steps, meta } = atif.finish();
      return { format: "harbor-atif", meta, steps, lines, issues: [], wrapperMarks, streamEvents: 0 };
    }
  }
  const p = held.parser;
  if (!p) return finishUnknown(rawLines, lines, issues, wrapperMarks);
  const { steps, meta } = p.finish();
  if (held.claude) issues.push(...held.claude.brokenHeld());
  issues.sort((a, b) => a.line - b.line);
  return { format: decided(), meta, steps, lines, issues, wrapperMarks, streamEvents: p.streamEvents?.() ?? 0 };
}

function firstNonSpace(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return i;
}

function finishUnknown(
  rawLines: { line: number; text: string }[],
  lines: number,
  issues: LineIssue[],
  wrapperMarks: ParsedTrajectory["wrapperMarks"],
): ParsedTrajectory {
  const list = new StepList("unknown");
  for (const r of rawLines) list.push({ line: r.line, kind: "raw", text: r.text });
  const { steps, meta } = list.done();
  return { format: "unknown", meta, steps, lines, issues, wrapperMarks, streamEvents: 0 };
}
