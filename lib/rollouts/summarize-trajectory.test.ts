import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countToolCallTurns, detectTrajectoryFormat, summarizeTrajectory } from "./summarize-trajectory";
import { TrajectorySummarySchema } from "./types";

const FIXTURES = path.resolve(import.meta.dirname, "../../prisma/fixtures");
const FG_ROLLOUTS = "tasks/flightgear-atc-clearance-compliance-ledger/calibration/rollouts";
const read = (rel: string) => new Uint8Array(readFileSync(path.join(FIXTURES, rel)));

describe("real trajectories", () => {
  // claims: FlightGear scores.md lines 32 and 34 (Codex 88, Antigravity 89); the Claude sample has
  // no scores.md row (it is from a fourth task) and TRAJECTORY_FORMATS.md says 64 tool_use blocks.
  const cases = [
    {
      file: `${FG_ROLLOUTS}/codex-gpt-5.6-sol.jsonl`,
      format: "codex-exec-json",
      turns: 88,
      lines: 188,
      model: null,
      tools: { command_execution: 85, file_change: 3 },
      failed: 20,
      modelTurns: null,
      reportedTurns: null,
      finalStatus: "completed",
      firstTimestamp: null,
    },
    {
      file: `${FG_ROLLOUTS}/antigravity-gemini-3.6-flash-high.jsonl`,
      format: "antigravity-stream-json",
      turns: 89,
      lines: 282,
      model: "gemini-3.6-flash-high",
      tools: { run_command: 68, manage_task: 16, write_to_file: 4, view_file: 1 },
      failed: 2,
      modelTurns: 92,
      reportedTurns: 1,
      finalStatus: "ERROR",
      firstTimestamp: null,
    },
    {
      file: "trajectories/hands-bimanual-manipulation-3d-joint-trajectory__claude-code-fable-opennet.jsonl",
      format: "claude-stream-json",
      turns: 64,
      lines: 229,
      model: "us.anthropic.claude-fable-5",
      tools: { Bash: 35, Read: 27, Write: 2 },
      failed: null,
      modelTurns: 52,
      reportedTurns: 66,
      finalStatus: "completed",
      firstTimestamp: "2026-08-24T04:43:17.849Z",
    },
  ] as const;

  for (const c of cases) {
    it(`${path.basename(c.file)}: ${c.format}, ${c.turns} tool-call turns`, () => {
      const bytes = read(c.file);
      expect(detectTrajectoryFormat(bytes)).toBe(c.format);
      expect(countToolCallTurns(c.format, bytes)).toBe(c.turns);
      const summary = TrajectorySummarySchema.parse(summarizeTrajectory(bytes));
      expect(summary.lines).toBe(c.lines);
      expect(summary.parseErrors).toBe(0);
      expect(summary.model).toBe(c.model);
      expect(summary.toolNames).toEqual(c.tools);
      if (c.failed !== null) expect(summary.failedToolCalls).toBe(c.failed);
      expect(summary.modelTurns).toBe(c.modelTurns);
      expect(summary.reportedTurns).toBe(c.reportedTurns);
      expect(summary.finalStatus).toBe(c.finalStatus);
      expect(summary.firstTimestamp).toBe(c.firstTimestamp);
    });
  }

  it("Claude sample: version, last timestamp, no sub-agent calls", () => {
    const s = summarizeTrajectory(read(cases[2].file));
    expect(s.harnessVersion).toBe("2.1.241");
    expect(s.lastTimestamp).toBe("2026-08-24T05:14:44.982Z");
    expect(s.subagentToolCalls).toBe(0);
  });
});

const enc = (lines: unknown[]) =>
  new TextEncoder().encode(lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n");

describe("synthetic lines", () => {
  it("codex: started+completed of one call count once; agent messages and todo lists are not tools", () => {
    const bytes = enc([
      { type: "thread.started", thread_id: "t" },
      { type: "turn.started" },
      { type: "item.started", item: { id: "item_1", type: "command_execution", status: "in_progress" } },
      { type: "item.started", item: { id: "item_2", type: "command_execution", status: "in_progress" } },
      { type: "item.completed", item: { id: "item_2", type: "command_execution", status: "failed" } },
      { type: "item.completed", item: { id: "item_1", type: "command_execution", status: "completed" } },
      { type: "item.completed", item: { id: "item_1", type: "command_execution", status: "completed" } },
      { type: "item.completed", item: { id: "item_3", type: "agent_message", text: "hi" } },
      { type: "item.completed", item: { id: "item_4", type: "todo_list", items: [] } },
      { type: "item.completed", item: { id: "item_5", type: "web_search", query: "x" } },
      { type: "turn.completed", usage: {} },
    ]);
    expect(detectTrajectoryFormat(bytes)).toBe("codex-exec-json");
    const s = summarizeTrajectory(bytes);
    expect(s.toolCalls).toBe(3);
    expect(s.failedToolCalls).toBe(1);
    expect(s.toolNames).toEqual({ command_execution: 2, web_search: 1 });
  });

  it("claude: blocks of one message share an id; sub-agent calls are kept apart", () => {
    const bytes = enc([
      { type: "system", subtype: "init", session_id: "s", model: "m", claude_code_version: "9.9" },
      { type: "assistant", message: { id: "msg_1", content: [{ type: "thinking", thinking: "" }] } },
      { type: "assistant", message: { id: "msg_1", content: [{ type: "tool_use", id: "tu_1", name: "Bash", input: {} }] } },
      { type: "assistant", message: { id: "msg_1", content: [{ type: "tool_use", id: "tu_2", name: "Agent", input: {} }] } },
      {
        type: "assistant",
        parent_tool_use_id: "tu_2",
        message: { id: "msg_s", content: [{ type: "tool_use", id: "tu_3", name: "Read" }] },
      },
      { type: "user", message: { content: [{ type: "tool_result", tool_use_id: "tu_1", is_error: true }] } },
      { type: "assistant", message: { id: "msg_2", content: [{ type: "text", text: "done" }] } },
      { type: "result", subtype: "success", num_turns: 3, timestamp: "2026-01-01T00:00:00Z" },
    ]);
    const s = summarizeTrajectory(bytes);
    expect(s.format).toBe("claude-stream-json");
    expect(s.toolCalls).toBe(2);
    expect(s.subagentToolCalls).toBe(1);
    expect(s.failedToolCalls).toBe(1);
    expect(s.modelTurns).toBe(2);
    expect(s.reportedTurns).toBe(3);
    expect(s.harnessVersion).toBe("9.9");
    expect(s.firstTimestamp).toBe("2026-01-01T00:00:00Z");
  });

  it("antigravity: ACTIVE then DONE/ERROR under one step_index is one call; errors count", () => {
    const step = (i: number, state: string, type = "tool", name = "run_command") => ({
      event: "step_update",
      step_update: { conversation_id: "c", step_index: i, state, step_type: type, tool_name: name },
    });
    const bytes = enc([
      { event: "init", init: { model: "gemini-x", tools: [] } },
      step(0, "DONE", "user_input"),
      step(1, "ACTIVE"),
      step(1, "DONE"),
      step(2, "ACTIVE", "tool", "view_file"),
      step(2, "ERROR", "tool", "view_file"),
      step(3, "DONE", "agent_response"),
      { event: "result", result: { status: "OK", num_turns: 1 } },
    ]);
    const s = summarizeTrajectory(bytes);
    expect(s.format).toBe("antigravity-stream-json");
    expect(s.toolCalls).toBe(2);
    expect(s.failedToolCalls).toBe(1);
    expect(s.toolNames).toEqual({ run_command: 1, view_file: 1 });
    expect(s.modelTurns).toBe(1);
    expect(s.model).toBe("gemini-x");
  });

  it("broken lines are counted with the first line number, not thrown", () => {
    const bytes = enc([{ type: "turn.started" }, "{not json", "", "[1,2]", { type: "turn.completed" }]);
    const s = summarizeTrajectory(bytes);
    expect(s.format).toBe("codex-exec-json");
    expect(s.lines).toBe(4);
    expect(s.parseErrors).toBe(2);
    expect(s.firstParseErrorLine).toBe(2);
  });

  it.each([
    ["empty file", new Uint8Array()],
    ["plain text", new TextEncoder().encode("hello\nworld\n")],
    ["gzip bytes", new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0])],
    ["unrelated JSON objects", enc([{ a: 1 }, { type: "something" }])],
    ["a mixture of two formats", enc([{ type: "turn.started" }, { event: "init", init: {} }])],
  ])("%s is 'unknown' and has no turn count", (_name, bytes) => {
    expect(detectTrajectoryFormat(bytes)).toBe("unknown");
    expect(countToolCallTurns("unknown", bytes)).toBeNull();
    const s = summarizeTrajectory(bytes);
    expect(s.format).toBe("unknown");
    expect(s.toolCalls).toBeNull();
  });

  it("a stray banner line before the records does not hide the format", () => {
    const bytes = enc(["warning: something", { type: "thread.started" }, { type: "turn.started" }]);
    expect(detectTrajectoryFormat(bytes)).toBe("codex-exec-json");
  });
});
