// ne-atl-2017-super-bowl-li-penalty-timeline, read file by file.
import { constructed, empty, oracle, row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
export const neAtl: CorpusReading = {
  folder: "ne-atl-2017-super-bowl-li-penalty-timeline",
  rows: [
    oracle(`${S}:11`), // "oracle (full 13-foul ground truth) | 1.0"
    empty(`${S}:12`),
    constructed(`${S}:13`, null), // "plausible guess (pre-fix prompt) | 0.0 — stale, rerun pending": withdrawn
    row(`${S}:14`, "ablation", "todo", "unstated", "no_media", null, 0), // stale, rerun pending; turns cell 0
    // scores.md:15-17 "_to run_": a model (GPT 5.6 Sol) and two harnesses still to run
    row(`${S}:15`, "agent", "todo", "unstated", "full", null, null, "GPT 5.6 Sol"),
    row(`${S}:16`, "agent", "todo", "Codex CLI", "full", null, null),
    row(`${S}:17`, "agent", "todo", "Antigravity", "full", null, null),
  ],
  // SPEC.md:66-67 = environment/Dockerfile:41-42 ARG MATERIALS_URL / MATERIALS_SHA256 (an archive.org mp4 file)
  pin: {
    url: "https://archive.org/download/youtube-noLK78Hgq0A/noLK78Hgq0A.mp4",
    sha256: "ba2281d6293b3ee6a180decd508bb871de581841e6ea183ac17455c0344ba998",
    streaming: false,
    files: 1,
  },
};
