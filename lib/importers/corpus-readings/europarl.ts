// europarl-2026-single-market-speaker-turn-ledger, read file by file.
import { row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
const COPILOT = "GitHub Copilot CLI";
export const europarl: CorpusReading = {
  folder: "europarl-2026-single-market-speaker-turn-ledger",
  rows: [
    row(`${S}:20`, "agent", "official", "Codex CLI", "full", 0.034884, 184, "GPT-5.6 Sol"),
    row(`${S}:21`, "agent", "official", "VS Code Claude Agent SDK", "full", 0.023256, 110, "Claude Opus 4.8"),
    row(`${S}:22`, "agent", "official", "Antigravity", "full", 0, 367, "Gemini 3.6 Flash High"),
    // "degraded input | model / harness | score | outcome" scores.md:49-55: harness in the combined column;
    // "submitted 76 turns" in the outcome is speaker turns, not tool calls: no turn count stated
    row(`${S}:51`, "ablation", "official", COPILOT, "no_media", 0, null, "GPT-5.6 Sol"),
    row(`${S}:52`, "ablation", "official", COPILOT, "single_frame", 0, null),
    row(`${S}:53`, "ablation", "official", COPILOT, "video_only", 0, null),
    row(`${S}:54`, "ablation", "official", COPILOT, "audio_only", 0, null),
    row(`${S}:55`, "ablation", "official", COPILOT, "frame_dump_no_tools", 0, null), // "all 1 fps frames pasted, no tools"
  ],
  // SPEC.md:52-53; environment/Dockerfile:7-9 ARG VIDEO_URL (${VIDEO_REVISION}) / VIDEO_SHA256 agree; the roster (:10-12) is not media
  // harness "VS Code Claude Agent SDK" (scores.md:21): a wrapped harness, not native Claude Code
  labels: [{ at: "calibration/scores.md:21", code: "coached" }],
  pin: {
    url: "https://huggingface.co/datasets/Jordan8717/agentic-vbench-europarl/resolve/52c28b43c496e842f12cb2b31e08bd14208b87d8/debate.mp4",
    sha256: "fef8b986d03d35d2d61b2ed8104f130dbc125f95cfee8704cee121cc5a2f4e8e",
    streaming: false,
    files: 1,
  },
};
