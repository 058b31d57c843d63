// Test builders: task folders of the benchmark shaped like the real ones nobody here prepared —
// families with no judge in this dashboard, a folder without its ground truth, a SPEC card broken
// in three places, and scores.md tables of other shapes (a model matrix, turns inside prose, an
// invariants table, rows marked "not run", a table no parser knows). Test-only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type FolderSpec = Record<string, string>;

const SHA = (c: string) => c.repeat(64);

/** A Codex CLI exec JSONL with `calls` command executions (each one tool-call turn). */
export function codexTrajectory(calls: number, finalText: string): string {
  const lines = [JSON.stringify({ type: "thread.started", thread_id: "t-1" }), JSON.stringify({ type: "turn.started" })];
  for (let i = 0; i < calls; i++) {
    const item = {
      id: `item_${i}`,
      type: "command_execution",
      command: `/bin/bash -lc 'ffmpeg -ss ${i * 10} -i /workspace/materials/match.mp4 -frames:v 1 f${i}.png'`,
      aggregated_output: "",
      exit_code: 0,
      status: "completed",
    };
    lines.push(JSON.stringify({ type: "item.started", item: { ...item, exit_code: null, status: "in_progress" } }));
    lines.push(JSON.stringify({ type: "item.completed", item }));
  }
  lines.push(JSON.stringify({ type: "item.completed", item: { id: "item_final", type: "agent_message", text: finalText } }));
  lines.push(JSON.stringify({ type: "turn.completed", usage: { input_tokens: 10, output_tokens: 10 } }));
  return lines.join("\n") + "\n";
}

/** Volleyball block timeline: no judge for the family, no ground truth, SPEC card broken at evidence, scorer, anti_shortcut. */
export function volleyballBlockTimeline(): FolderSpec {
  const spec = [
    "---",
    "title: Volleyball block timeline",
    "---",
    "",
    "# Spec card",
    "",
    "```yaml",
    "task: agentic_vbench_understanding/volleyball-block-timeline",
    "cognitive_level: perception + temporal reasoning",
    "modalities: [video]",
    "question: List every block in the match with its rally, time and blocker.",
    "evidence: rally-level blocks: blocker jersey, touch frame", // line 12: unquoted ": "
    "output_schema: {blocks: [{rally: int, t: float, blocker: int}]}",
    "ground_truth: logged by the match statistician, frame-checked",
    "scorer: per-block match: same rally, |dt| <= 1.0 s, same blocker", // line 15
    "difficulty: hard",
    "anti_shortcut:",
    "  - no roster: jersey numbers: on screen only", // line 18
    "input:",
    "  url: https://huggingface.co/datasets/example/volleyball/resolve/0123abc/match.mp4",
    `  sha256: ${SHA("a")}`,
    "  length_min: 94.5",
    '  resolution: "1920x1080"',
    "```",
    "",
  ].join("\n");
  const scores = [
    "# Calibration — volleyball-block-timeline",
    "",
    "## Model matrix",
    "",
    "| agent | model-or-setting | score | work | integrity |",
    "|---|---|---|---|---|",
    "| Codex CLI 0.145.0 | gpt-5.6-sol, xhigh | **0.061** | 212 tool-call turns over 3 h; scrubbed every rally | native, network off; no answer-key paths opened |",
    "| Claude Code 2.1.241 | claude-opus-4-8 (max) | 0.048 | stopped after 96 tool-call turns | native |",
    "| Antigravity 1.1.12 | gemini-3.6-flash (high) | not run | — | — |",
    "",
    "## Run / reward invariants",
    "",
    "| invariant | run | reward |",
    "|---|---|---|",
    "| a perfect ledger scores 1 | oracle | 1.0000 |",
    "| nothing scores 0 | empty | 0.0000 |",
    "| a ledger shifted by 2 s scores 0 | shifted +2 s | 0.0000 |",
    "",
    "## Per-rally spot checks",
    "",
    "| rally | blocks | seen by Codex |",
    "|---|---|---|",
    "| 12 | 3 | 1 |",
    "",
  ].join("\n");
  return {
    "task.toml": [
      'version = "1.0"',
      "",
      "[task]",
      'name = "agentic_vbench_understanding/volleyball-block-timeline"',
      "",
      "[metadata]",
      'difficulty = "hard"',
      "",
    ].join("\n"),
    "SPEC.md": spec,
    "steps/solve/instruction.md":
      "# Volleyball block timeline\n\nWatch /workspace/materials/match.mp4 (1920x1080, 94 min) and write /workspace/output/solution.json.\n",
    "steps/solve/solution/solve.sh": "#!/bin/sh\ncp /oracle/blocks.json /workspace/output/solution.json\n",
    "calibration/scores.md": scores,
    "calibration/rollouts/README.md": "# Rollouts\n\n- `codex-gpt-5.6-sol.jsonl` — the Codex run of the model matrix (0.061).\n",
    "calibration/rollouts/codex-gpt-5.6-sol.jsonl": codexTrajectory(212, "wrote solution.json"),
    "calibration/rollouts/codex-gpt-5.6-sol.solution.json": JSON.stringify({ blocks: [{ rally: 1, t: 12.5, blocker: 7 }] }, null, 2) + "\n",
  };
}

/** Minecraft command ledger: a family with no judge here, ground truth shipped, other table shapes. */
export function minecraftCommandLedger(): FolderSpec {
  const spec = [
    "# Spec card",
    "",
    "```yaml",
    "task: agentic_vbench_understanding/minecraft-command-ledger",
    "question: Write the ordered ledger of chat commands the player runs.",
    "output_schema: {commands: [{t: float, command: str}]}",
    "ground_truth: machine-logged by the server",
    "scorer: ordered LCS over commands, t within 1.5 s",
    "input:",
    "  url: https://huggingface.co/datasets/example/minecraft/resolve/4567def/session.mp4",
    `  sha256: ${SHA("b")}`,
    "  length_min: 41",
    '  resolution: "1280x720"',
    "```",
    "",
  ].join("\n");
  const scores = [
    "# Calibration",
    "",
    "## Strong agents",
    "",
    "harness | model | effort | result | tool calls | notes",
    "--- | --- | --- | --- | --- | ---",
    "Codex CLI | gpt-5.6-sol | xhigh | 0.164 | 388 | sibling of the kart task",
    "Claude Code | claude-opus-4-8 | max | **not run** (rate-limited) | — |",
    "",
    "## Ablations",
    "",
    "| condition | harness | score | tool-call turns |",
    "|---|---|---|---|",
    "| no media | Codex CLI | 0.000 | 14 |",
    "| single frame | Codex CLI | not run | — |",
    "",
    "- Invariants checked on the shipped scorer:",
    "",
    "  | run | reward | holds |",
    "  |---|---|---|",
    "  | oracle | 1.0 | yes |",
    "  | empty | 0.0 | yes |",
    "",
    "## Command counts",
    "",
    "| command | count |",
    "|---|---|",
    "| /tp | 41 |",
    "",
  ].join("\n");
  return {
    "task.toml": ['version = "1.0"', "", "[metadata]", 'family = "minecraft-command-ledger"', ""].join("\n"),
    "SPEC.md": spec,
    "steps/solve/instruction.md": "# Minecraft command ledger\n\nWatch the session and write /workspace/output/solution.json.\n",
    "steps/solve/tests/ground_truth.json": JSON.stringify({ commands: [{ t: 3.0, command: "/tp 0 64 0" }] }) + "\n",
    "steps/solve/solution/oracle.json": JSON.stringify({ commands: [{ t: 3.0, command: "/tp 0 64 0" }] }) + "\n",
    "calibration/scores.md": scores,
    "calibration/rollouts/codex-gpt-5.6-sol.jsonl": codexTrajectory(388, "done"),
    "calibration/rollouts/codex-gpt-5.6-sol.solution.json": JSON.stringify({ commands: [{ t: 3.2, command: "/tp 0 64 0" }] }) + "\n",
  };
}

export function toFiles(spec: FolderSpec): Map<string, Uint8Array> {
  const enc = new TextEncoder();
  return new Map(Object.entries(spec).map(([p, text]) => [p, enc.encode(text)]));
}

/** Writes the folder under a fresh temp dir and returns its path (the last segment is the task id). */
export function writeFolder(taskId: string, spec: FolderSpec): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vbench-foreign-")), taskId);
  for (const [rel, text] of Object.entries(spec)) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return root;
}
