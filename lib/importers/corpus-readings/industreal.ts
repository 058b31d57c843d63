// industreal-multivideo-procedure-step-ledger, read file by file.
import { row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
export const industreal: CorpusReading = {
  folder: "industreal-multivideo-procedure-step-ledger",
  rows: [
    // "End-to-end agents" scores.md:10-16: Oracle and Nop / null sit in the harness column: anchors, never agents
    row(`${S}:12`, "anchor", "official", "anchor", "other", 1, null),
    row(`${S}:13`, "anchor", "official", "anchor", "other", 0, 0), // its turns cell says 0
    row(`${S}:14`, "agent", "official", "Codex CLI", "full", 0.065934, 108, "openai/gpt-5.6-sol"),
    row(`${S}:15`, "agent", "official", "Claude Code", "full", 0, 492, "claude-opus-4-8"),
    row(`${S}:16`, "agent", "official", "Antigravity", "full", 0, 185, "gemini-3.5-flash"),
    // "Anti-shortcut ablations" scores.md:62-70; :64 "All measured ablations use Harbor 0.6.6 and
    // openai/gpt-5.6-sol" names a model, no harness; "model tool calls" is the turn count
    row(`${S}:68`, "ablation", "official", "unstated", "no_media", 0, 5, "gpt-5.6-sol"),
    row(`${S}:69`, "ablation", "official", "unstated", "single_frame", 0, 10), // "One midpoint frame per A--G video"
    row(`${S}:70`, "ablation", "official", "unstated", "frame_dump_no_tools", 0.025, 0), // "Every native 10 fps frame pasted, no tools"
  ],
  // SPEC.md:39-40 = environment/Dockerfile:7-8 ARG RGB_ARCHIVE_URL / RGB_ARCHIVE_SHA256 (the reference zip is not media)
  pin: {
    url: "https://data.4tu.nl/file/b008dd74-020d-4ea4-a8ba-7bb60769d224/cf21602e-4424-42a4-b05d-9897957082ad",
    sha256: "556357b3ae5804541d6cef75df724af43170f63df6d3cdfda7150fd175822268",
    streaming: false,
    files: 1,
  },
  hasAudio: false, // SPEC.md:12 "audio: not used; the source RGB recordings are silent"
  // calibration/ablations/frame-dump-no-tools-codex-high.solution.json: 113 checkpoints, F1 2*2/(113+47) = 0.025 (PROVENANCE)
  ablationLedgers: { [`${S}:70`]: "calibration/ablations/frame-dump-no-tools-codex-high.solution.json" },
  // calibration/ablations/README.md:7 "| `no-media-codex-high.jsonl` | … | No solution file was produced |": the
  // no-media run submitted nothing. No label on the measured Claude row (:15): scores.md:34 and :42-43 are
  // about two excluded attempts ("A second `xhigh` attempt is also excluded: it hit the Claude subscription
  // session limit"), not about it (provenance-flags/corpus-labels.test.ts checks the absence)
  labels: [{ at: `${S}:68`, code: "quota_terminated" }],
};
