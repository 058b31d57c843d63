// meva-target-person-activity-ledgers, read file by file.
import { constructed, row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
const COPILOT = "GitHub Copilot CLI";
export const meva: CorpusReading = {
  folder: "meva-target-person-activity-ledgers",
  rows: [
    // "Anchors" scores.md:12-15: harness "Harbor", run "exact oracle" / "empty submission": anchors, never agents
    row(`${S}:14`, "anchor", "official", "anchor", "other", 1, null),
    row(`${S}:15`, "anchor", "official", "anchor", "other", 0, null),
    row(`${S}:21`, "agent", "official", "Codex CLI", "full", 0.009443, 80, "GPT-5.6 Sol"),
    // turns "115 parent; 554 including nested agents": two counts, no single stated number
    row(`${S}:22`, "agent", "official", "VS Code Claude Agent SDK", "full", 0.0041, null, "Claude Opus 4.8"),
    row(`${S}:23`, "agent", "official", "Antigravity", "full", 0.003459, 220, "Gemini 3.6 Flash High"),
    row(`${S}:29`, "ablation", "official", COPILOT, "no_media", 0, 11),
    row(`${S}:30`, "ablation", "official", COPILOT, "single_frame", 0, 24),
    row(`${S}:31`, "ablation", "official", COPILOT, "frame_dump_no_tools", 0.001106, 4), // one-frame-per-second dump, no inspection tools
    // "Deterministic identity shortcuts" scores.md:54-61: rule-built submissions
    constructed(`${S}:58`, 0.003344),
    constructed(`${S}:59`, 0.032963),
    constructed(`${S}:60`, 0.000116),
    constructed(`${S}:61`, 0.00047),
  ],
  // SPEC.md:71-72 = environment/Dockerfile:14-15 ARG MEDIA_URL / MEDIA_SHA256 (the roster at :16-17 is not media)
  // harness "VS Code Claude Agent SDK" (scores.md:22): a wrapped harness, not native Claude Code
  labels: [{ at: "calibration/scores.md:22", code: "coached" }],
  pin: {
    url: "https://huggingface.co/datasets/Jordan8717/agentic-vbench-meva-activity-ledgers/resolve/c3c7b0dc1d8cba7834564350b90d0c96b4178d46/meva_activity_montage.mp4",
    sha256: "2d51338a954cb726037116b9b9715ef8dccb7c242753a0e709a03c266fbce344",
    streaming: false,
    files: 1,
  },
};
