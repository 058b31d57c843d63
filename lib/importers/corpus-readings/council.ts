// council-meeting-rollcall-vote-timeline, read file by file.
import { constructed, empty, oracle, row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
export const council: CorpusReading = {
  folder: "council-meeting-rollcall-vote-timeline",
  rows: [
    oracle(`${S}:9`), // "oracle, Harbor Modal job … | 1.0"
    empty(`${S}:10`), // "empty / null, Harbor Modal `nop` job … | 0.0"
    // the harness is written in the run cell ("Antigravity CLI local, conversation …"), turns in the last column;
    // the model comes from the run folder's README (rollouts/antigravity-local-…/README.md:5)
    row(`${S}:11`, "agent", "official", "Antigravity", "full", 0, 60, "Gemini 3.5 Flash (Medium)"),
    row(`${S}:12`, "agent", "official", "Codex CLI", "full", 0, 52, null), // codex-local-…/README.md names no model
    row(`${S}:13`, "agent", "official", "Claude Code", "full", 0, 51, "claude-sonnet-5"), // claude-code-local-…/README.md:4
    // "Local shortcut smoke checks" (scores.md:24-29): synthetic submissions, never agent runs
    constructed(`${S}:28`, 0),
    constructed(`${S}:29`, 0),
  ],
  // SPEC.md:46-47 input.url / input.sha256, the same pair as environment/Dockerfile:9-10 ARG MATERIALS_URL / MATERIALS_SHA256
  pin: {
    url: "https://archive.org/download/ciwa-Issaquah_City_Council_Regular_Meeting_-_December_6_2021/Issaquah_City_Council_Regular_Meeting_-_December_6_2021.HD.mov?download=1",
    sha256: "d7a08e70571efdfa2ffa9e9e2ed2f98064337b86892916943c218af78bb8a6f1",
    streaming: false,
    files: 1,
  },
};
