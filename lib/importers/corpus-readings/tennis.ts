// tennis-olympic-2012-womens-final-rally-stroke-ledger, read file by file.
import { constructed, empty, oracle, row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
const CODEX = "Codex CLI";
export const tennis: CorpusReading = {
  folder: "tennis-olympic-2012-womens-final-rally-stroke-ledger",
  rows: [
    // "Measured anchors" scores.md:19-24 (the probe table :28-37 is scorer probes, kept as a note)
    oracle(`${S}:21`),
    empty(`${S}:22`),
    constructed(`${S}:23`, null), // random guess: PENDING
    constructed(`${S}:24`, null, "no_media"), // no-media prior: PENDING
    row(`${S}:54`, "agent", "official", CODEX, "full", 0.083832, 61, "gpt-5.6-sol"),
    row(`${S}:55`, "agent", "official", "Claude Code", "full", 0, 88, "claude-opus-4-8"),
    row(`${S}:56`, "agent", "todo", "Antigravity", "full", null, null, "gemini-3.5-flash"),
    // scores.md:140 "Measured with Codex CLI 0.149.1 / `gpt-5.6-sol`" above the table
    row(`${S}:149`, "ablation", "official", CODEX, "no_media", 0, 6, "gpt-5.6-sol"),
    row(`${S}:150`, "ablation", "official", CODEX, "single_frame", 0, 8),
    row(`${S}:151`, "ablation", "official", CODEX, "video_only", 0.090909, 77),
    row(`${S}:152`, "ablation", "official", CODEX, "audio_only", 0.150685, 28),
    row(`${S}:153`, "ablation", "official", CODEX, "frame_dump_no_tools", 0, 0), // "all frames pasted, no tools"
  ],
  // SPEC.md:151-152 = environment/Dockerfile:29-30 (a Google Drive download URL: mutable, still a file)
  pin: {
    url: "https://drive.usercontent.google.com/download?id=1w1R6R6BAa_9K-he5nqygT5Bvb5CsyKhT&export=download&confirm=t",
    sha256: "76e3fa2d0905555e084b9bfd003add1c855a8fb4e8da49c60d5795f0c2e4e620",
    streaming: false,
    files: 1,
  },
  // calibration/ablation/ablation-<condition>.solution.json (no frame-dump solution: it returned {"strokes": []})
  ablationLedgers: {
    [`${S}:149`]: "calibration/ablation/ablation-no_media.solution.json",
    [`${S}:150`]: "calibration/ablation/ablation-single_frame.solution.json",
    [`${S}:151`]: "calibration/ablation/ablation-video_only.solution.json",
    [`${S}:152`]: "calibration/ablation/ablation-audio_only.solution.json",
  },
};
