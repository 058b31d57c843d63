// A synthetic raw Claude Code stream (--include-partial-messages) of a given size: stream_event
// deltas, assembled assistant records, Bash tool calls with ffmpeg arguments and long outputs,
// images, and one result record — the shape of FlightGear's 15 MB native file, for benchmarks.
export function generateClaudeStream(targetBytes: number): Uint8Array {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const push = (o: unknown) => {
    const b = enc.encode(JSON.stringify(o) + "\n");
    chunks.push(b);
    size += b.length;
  };
  const sid = { session_id: "bench" };
  push({
    type: "system",
    subtype: "init",
    cwd: "/workspace",
    tools: ["Bash", "Read", "Write"],
    model: "claude-opus-4-8",
    permissionMode: "bypassPermissions",
    claude_code_version: "2.1.226",
    ...sid,
  });
  push({ type: "user", message: { role: "user", content: [{ type: "text", text: "Reconstruct the ledger." }] }, ...sid });
  const output = "frame 000123 altitude 3000 heading 270 airspeed 95\n".repeat(40);
  let n = 0;
  while (size < targetBytes) {
    n++;
    const mid = `msg_${n}`;
    const tid = `toolu_${n}`;
    const command = `ffmpeg -hide_banner -ss ${(n * 7) % 3600} -i /workspace/materials/flight.mp4 -frames:v 1 /tmp/f_${n}.png && python3 analyse.py /tmp/f_${n}.png`;
    push({ type: "stream_event", event: { type: "message_start", message: { id: mid } }, ...sid });
    push({ type: "stream_event", event: { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }, ...sid });
    for (let d = 0; d < 8; d++)
      push({
        type: "stream_event",
        event: { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: `Looking at minute ${n} part ${d}. ` } },
        ...sid,
      });
    push({ type: "stream_event", event: { type: "content_block_stop", index: 0 }, ...sid });
    push({
      type: "assistant",
      message: { id: mid, model: "claude-opus-4-8", content: [{ type: "text", text: `Looking at minute ${n}.` }] },
      ...sid,
    });
    push({
      type: "stream_event",
      event: { type: "content_block_start", index: 1, content_block: { type: "tool_use", id: tid, name: "Bash" } },
      ...sid,
    });
    push({
      type: "stream_event",
      event: { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: JSON.stringify({ command }) } },
      ...sid,
    });
    push({
      type: "assistant",
      message: { id: mid, model: "claude-opus-4-8", content: [{ type: "tool_use", id: tid, name: "Bash", input: { command } }] },
      ...sid,
    });
    const content =
      n % 10 === 0
        ? [{ type: "image", source: { type: "base64", media_type: "image/png", data: "<elided 48213 bytes>", sha256: "ab".repeat(32) } }]
        : output;
    push({
      type: "user",
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: tid, content, is_error: false }] },
      ...sid,
    });
  }
  push({
    type: "result",
    subtype: "success",
    is_error: false,
    num_turns: n,
    duration_ms: 3_600_000,
    total_cost_usd: 42,
    result: "done",
    terminal_reason: "completed",
    usage: { input_tokens: 1, output_tokens: 1 },
    ...sid,
  });
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
