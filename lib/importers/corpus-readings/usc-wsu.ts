// usc-wsu-2023-volleyball-block-timeline, read file by file.
import { constructed, empty, oracle, row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
const A = "calibration/ablations/README.md";
export const uscWsu: CorpusReading = {
  folder: "usc-wsu-2023-volleyball-block-timeline",
  rows: [
    oracle(`${S}:15`), // oracle (`steps/solve/solution/solve.sh`)
    empty(`${S}:16`), // null (`{"events": []}`)
    constructed(`${S}:17`, 0), // 23-block guess
    // "Model matrix" scores.md:30-34: agent | model / setting | score | work | integrity
    row(`${S}:32`, "agent", "official", "Codex CLI", "full", 0.0185, 158, "gpt-5.6-sol"), // "158 tool-call items"
    row(`${S}:33`, "agent", "official", "Claude Code", "full", 0, 270, "Opus 5"),
    row(`${S}:34`, "agent", "todo", "Antigravity", "full", null, null), // "not run"
    // "Ablations" scores.md:67-71 (the harness is named only in calibration/ablations/README.md:4, as Claude
    // Code with Sonnet, while the rollouts README/run-envelope tell another story: left unstated)
    row(`${S}:69`, "ablation", "official", "unstated", "no_media", 0, null),
    row(`${S}:70`, "ablation", "official", "unstated", "single_frame", 0, null),
    row(`${S}:71`, "ablation", "official", "unstated", "frame_dump_no_tools", 0, null), // "frame_dump | 60 uniform frames"
    // calibration/ablations/README.md:7-12 lists the same three (lines 9-11: one row each, the scores.md
    // ones) and a fourth scores.md never lists: "all_frames | 80 stills, one every 90 s | none | 15 | 0.0"
    // (line 12); its harness is the one README.md:3-4 names for the table ("Claude Code CLI, Sonnet")
    row(`${A}:12`, "ablation", "official", "Claude Code", "frame_dump_no_tools", 0, null),
  ],
  // SPEC.md:98,103 = environment/Dockerfile:24-26 ARG MATERIALS_URL (${MATERIALS_REVISION}) / MATERIALS_SHA256
  pin: {
    url: "https://huggingface.co/datasets/gavinlaw/agentic-vbench-media/resolve/7dc08d8a25c1192b411f586e60db6542776ae075/usc-wsu-2023-11-12-720p-noaudio.mp4",
    sha256: "13ccbabbdd9540da851099d138bef3c8eafe6de9426c3681593edba32d08ba9e",
    streaming: false,
    files: 1,
  },
  hasAudio: false, // SPEC.md:85 "no audio track exists in the baked media"
  // calibration/ablations/<name>.solution.json, the layout ablations/README.md:24 describes
  ablationLedgers: {
    [`${S}:69`]: "calibration/ablations/no_media.solution.json",
    [`${S}:70`]: "calibration/ablations/single_frame.solution.json",
    [`${S}:71`]: "calibration/ablations/frame_dump.solution.json",
    [`${A}:12`]: "calibration/ablations/all_frames.solution.json",
  },
};
