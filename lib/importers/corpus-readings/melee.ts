// melee-nouns-bowl-2025-combo-kill-causal-ledger, read file by file.
import { row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
const CODEX = "Codex CLI";
export const melee: CorpusReading = {
  folder: "melee-nouns-bowl-2025-combo-kill-causal-ledger",
  rows: [
    // "Clean calibration" scores.md:9-13: the score column is "exact F1"; "Claude" names Claude Code
    row(`${S}:11`, "agent", "official", CODEX, "full", 0.0132, 72, "gpt-5.6-sol"),
    row(`${S}:12`, "agent", "official", "Claude Code", "full", 0, 83, "claude-sonnet-5"),
    row(`${S}:13`, "agent", "official", "Antigravity", "full", 0.0169, 90, "Gemini 3.5 Flash"),
    // scores.md:39-43 "Scorer diagnostics" restates the same three runs (precision, recall, same F1): not more rows
    // "Codex ablations" scores.md:67-76: the heading names the harness
    row(`${S}:73`, "ablation", "official", CODEX, "other", 0, null), // OCR-only
    row(`${S}:74`, "ablation", "official", CODEX, "single_frame", 0, null),
    row(`${S}:75`, "ablation", "official", CODEX, "no_media", 0, null),
    row(`${S}:76`, "ablation", "official", CODEX, "frame_dump_no_tools", 0, null), // All-frames/no-tools
  ],
  // SPEC.md:49-53 input.urls are three YouTube pages + the sha256 of their concatenation;
  // environment/Dockerfile:12 `ARG MATERIALS_URL=` is empty, :16 MATERIALS_SHA256 the same hash: nothing keeps the bytes
  pin: { url: null, sha256: "02f18fd7f4796800eece0400b1b1f315a36778b57b9ef4a64d1b30aa3b539749", streaming: true, files: 1 },
  hasAudio: false, // SPEC.md:15 "video-only adaptive streams"
  // no steps/solve/instruction.md; TASK_TO_SUBMIT.md has the sha256 the handoffs state as the task prompt's
  // (calibration/manual-reruns-20260825/claude-code/APP_HANDOFF.md:50, codex-experiment-status-20260825.md:14)
  instructionPath: "calibration/manual-reruns-20260825/claude-app/TASK_TO_SUBMIT.md",
};
