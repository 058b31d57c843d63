// otb-chess-move-capture-reconstruction, read file by file.
import { empty, oracle, row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
export const otbChess: CorpusReading = {
  folder: "otb-chess-move-capture-reconstruction",
  rows: [
    // "run | status | reward | notes" scores.md:15-23: the harness is the run cell's link text
    oracle(`${S}:17`),
    empty(`${S}:18`), // "empty baseline"
    row(`${S}:19`, "agent", "official", "Codex CLI", "full", 0.0379, 237), // notes: "237 completed shell calls"
    // Claude / Antigravity notes give counts only in prose ("54 completed tool results", "51-turn count"): none taken
    row(`${S}:20`, "agent", "official", "Claude Code", "full", 0, null),
    row(`${S}:21`, "agent", "official", "Antigravity", "full", 0, null),
    row(`${S}:22`, "ablation", "official", "Codex CLI", "single_frame", 0.0058, null),
    row(`${S}:23`, "ablation", "official", "Codex CLI", "no_media", 0, null),
  ],
  // SPEC.md:72 input.url is a YouTube watch page; environment/Dockerfile:11-12 ARG SOURCE_URL (the same page,
  // fetched with yt-dlp) / SOURCE_SHA256 95326518… (= SPEC.md:73 source_sha256): a stream, not a pinned file
  pin: { url: null, sha256: "95326518fee4c5eeba8ecb1b8567087102985b263a7fdbf83af6e8bdd6009060", streaming: true, files: 1 },
  hasAudio: false, // SPEC.md:10 "audio: not used; the benchmark material is silent."
};
