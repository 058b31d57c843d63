// medvedev-de-minaur-2023-us-open-break-point-ledger, read file by file.
import { constructed, empty, oracle, row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
const CODEX = "Codex CLI";
export const medvedev: CorpusReading = {
  folder: "medvedev-de-minaur-2023-us-open-break-point-ledger",
  rows: [
    // "Measured performance" scores.md:48-54, the input column gives the condition
    row(`${S}:50`, "agent", "official", CODEX, "full", 0.3305, 247, "GPT-5.6 Sol"), // "full silent match"
    row(`${S}:51`, "ablation", "official", CODEX, "no_media", 0, 3),
    row(`${S}:52`, "ablation", "official", CODEX, "single_frame", 0, 7), // "one representative frame"
    row(`${S}:53`, "ablation", "official", CODEX, "other", 0.1175, 65), // "scoreboard graphics only"
    row(`${S}:54`, "ablation", "official", CODEX, "frame_dump_no_tools", 0.0222, null), // "all-frame contact sheets", turns "n/a"
    // "Anchors and deterministic baseline" scores.md:63-69: check | reward | status | artifact
    oracle(`${S}:67`),
    empty(`${S}:68`),
    constructed(`${S}:69`, 0.1833), // identity/outcome-granted fixed prior
  ],
  // SPEC.md:108 input.url; :111 input.sha256 d61bee17… (the silent file baked from it); :109 source_sha256 d78c9246…
  // = environment/Dockerfile:11-12 ARG MATERIALS_SOURCE_URL / MATERIALS_SOURCE_SHA256 (the download before -an)
  pin: {
    url: "https://github.com/inFaaa/agentic-vbench/releases/download/medvedev-de-minaur-2023-us-open-r4-media-v1/medvedev-de-minaur-2023-us-open-r4-720p.mp4",
    sha256: "d61bee17596a28dbc8f8b607e4fc0dd6542885dbe9cdad18e1953e89363b0860",
    streaming: false,
    files: 1,
  },
  hasAudio: false, // SPEC.md:12 "canonical silent media", :99 "the canonical artifact has no audio stream"
};
