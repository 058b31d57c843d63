// Hand-made trajectories, one per seed case from the review threads, in the real formats' shapes
// (record shapes as in prisma/fixtures/TRAJECTORY_FORMATS.md). Each is small and says what it shows.
export const encodeLines = (lines: unknown[]): Uint8Array =>
  new TextEncoder().encode(lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n");

const session = { session_id: "s-1" };

export function claudeInit(tools = ["Bash", "Read", "Write"], extra: Record<string, unknown> = {}) {
  return {
    type: "system",
    subtype: "init",
    cwd: "/workspace",
    tools,
    model: "claude-opus-4-8",
    permissionMode: "bypassPermissions",
    claude_code_version: "2.1.226",
    ...session,
    ...extra,
  };
}
export function claudeUser(text: string) {
  return { type: "user", message: { role: "user", content: [{ type: "text", text }] }, ...session };
}
let toolSeq = 0;
export function claudeTool(name: string, input: Record<string, unknown>, output = "ok", msg = `msg_${toolSeq}`) {
  const id = `toolu_${++toolSeq}`;
  return [
    {
      type: "assistant",
      message: { id: msg, model: "claude-opus-4-8", role: "assistant", content: [{ type: "tool_use", id, name, input }] },
      ...session,
    },
    {
      type: "user",
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: output, is_error: false }] },
      ...session,
    },
  ];
}
export function claudeResult(extra: Record<string, unknown> = {}) {
  return {
    type: "result",
    subtype: "success",
    is_error: false,
    num_turns: 3,
    duration_ms: 60_000,
    total_cost_usd: 1.5,
    result: "done",
    terminal_reason: "completed",
    usage: { input_tokens: 10, output_tokens: 20 },
    ...session,
    ...extra,
  };
}

/** FlightGear's replaced round: a VS Code Copilot agent host whose wrapper prompt coached the agent. */
export function coachedAgentHost(instruction: string): Uint8Array {
  const wrapper = `${instruction}\n\nBefore finishing, validate the closed vocabularies and ensure all expected chronological clearances are represented.`;
  return encodeLines([
    claudeInit(["Bash", "Read", "Write"], { agentHostPath: "/home/u/.vscode-server/extensions/github.copilot-chat/agent-host" }),
    claudeUser(wrapper),
    ...claudeTool("Bash", { command: "ffprobe /workspace/materials/flight.mp4" }),
    { ...claudeResult(), copilotUsage: { premiumRequests: 12 } },
  ]);
}

/** A row that ran an earlier instruction.md: the first user message differs in one hunk. */
export function earlierInstruction(oldInstruction: string): Uint8Array {
  return encodeLines([
    claudeInit(),
    claudeUser(oldInstruction),
    ...claudeTool("Bash", { command: "ffmpeg -ss 10 -i /workspace/materials/flight.mp4 -frames:v 1 /tmp/t10.png" }),
    claudeResult(),
  ]);
}

/** Egocentric Codex under Harbor (ATIF lines): an older prompt with a 45-minute cap. */
export function harborOlderPrompt45(): Uint8Array {
  return encodeLines([
    { schema_version: "ATIF-v1.4", session_id: "ego-1", agent: { name: "codex", version: "0.149.1", model_name: "gpt-5.6-sol" } },
    {
      step_id: 1,
      source: "user",
      timestamp: "2026-09-01T10:00:00Z",
      message: "Reconstruct the action ledger. Boundaries within ±24 frames (1 second). You have a 45-minute time limit.",
    },
    {
      step_id: 2,
      source: "agent",
      timestamp: "2026-09-01T10:00:05Z",
      message: "Extracting frames.",
      tool_calls: [
        {
          tool_call_id: "c1",
          function_name: "exec",
          arguments: { cmd: "ffmpeg -i /workspace/materials/video.mp4 -vf fps=4 /tmp/f_%05d.jpg" },
        },
      ],
      observation: { results: [{ source_call_id: "c1", content: "done" }] },
    },
    { step_id: 3, source: "agent", timestamp: "2026-09-01T10:50:12Z", message: "Wrote /workspace/output/solution.json" },
    { final_metrics: { total_prompt_tokens: 1000, total_completion_tokens: 200, total_cost_usd: 0.5, total_steps: 3 } },
  ]);
}

/** Egocentric Claude: both segments ended at the provider's rate-limit window. */
export function claudeRateLimited(): Uint8Array {
  return encodeLines([
    claudeInit(),
    ...claudeTool("Bash", { command: "ffmpeg -ss 60 -t 30 -i /workspace/materials/video.mp4 -vf fps=1 /tmp/r_%03d.png" }),
    { type: "rate_limit_event", rate_limit_info: { status: "rejected", utilization: 1.02, rateLimitType: "five_hour" }, ...session },
    claudeResult({
      subtype: "error_during_execution",
      is_error: true,
      result: "API Error: 429 rate_limit_error",
      terminal_reason: "api_error",
      api_error_status: 429,
    }),
  ]);
}

const agy = (i: number, state: string, step_type: string, extra: Record<string, unknown> = {}) => ({
  event: "step_update",
  step_update: { conversation_id: "c", step_index: i, state, step_type, ...extra },
});
const agyTool = (i: number, name: string, parameters: Record<string, unknown>, output = "ok") => [
  agy(i, "ACTIVE", "tool", { tool_name: name, tool_info: { name, parameters } }),
  agy(i, "DONE", "tool", { tool_name: name, tool_info: { name, parameters, output } }),
];
const agyInit = {
  event: "init",
  init: {
    model: "gemini-3.5-flash",
    cwd: "/workspace",
    tools: ["run_command", "view_file", "write_to_file"],
    permission_mode: "always-proceed",
  },
};

/** Egocentric Antigravity attempt that never looked at the video and wrote a ledger anyway. */
export function antigravityNeverInspected(): Uint8Array {
  return encodeLines([
    agyInit,
    agy(0, "DONE", "user_input"),
    ...agyTool(1, "run_command", { CommandLine: "ls -la /workspace" }),
    ...agyTool(2, "view_file", { AbsolutePath: "/workspace/instruction.md" }),
    ...agyTool(3, "write_to_file", { TargetFile: "/workspace/output/solution.json", CodeContent: '{"actions": []}' }),
    { event: "result", result: { status: "OK", response: "done", duration_seconds: 120, num_turns: 1 } },
  ]);
}

/** The attempt whose file name confesses a sandbox bypass; its log reads the ground truth. */
export function antigravitySandboxBypass(): Uint8Array {
  return encodeLines([
    agyInit,
    ...agyTool(1, "run_command", { CommandLine: "bwrap --bind / / cat /tests/gt.json > /tmp/answer.json" }),
    ...agyTool(2, "run_command", { CommandLine: "cp /tmp/answer.json /workspace/output/solution.json" }),
    { event: "result", result: { status: "OK", response: "done", duration_seconds: 30, num_turns: 1 } },
  ]);
}

/** A clean native run: prompt byte-identical, media inspected, finished, no network. */
export function cleanClaudeRun(instruction: string): Uint8Array {
  return encodeLines([
    claudeInit(),
    claudeUser(instruction),
    ...claudeTool("Bash", { command: "ffmpeg -ss 0 -t 600 -i /workspace/materials/flight.mp4 -vf fps=1 /tmp/f_%04d.png" }),
    ...claudeTool("Read", { file_path: "/tmp/f_0001.png" }),
    ...claudeTool("Write", { file_path: "/workspace/output/solution.json", content: '{"clearances": []}' }),
    claudeResult(),
  ]);
}
