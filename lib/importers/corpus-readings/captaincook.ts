// captaincook-recipe-step-transcripts, read file by file. Its scores.md (05450ce) is older than the
// rollout files (PROVENANCE): the rows below are what scores.md claims; the reward files disagree.
import { constructed, empty, oracle, row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
export const captaincook: CorpusReading = {
  folder: "captaincook-recipe-step-transcripts",
  rows: [
    // "Results" scores.md:52-56 (the per-arm tables :64-68, :95-99 are breakdowns, kept as notes)
    row(`${S}:54`, "agent", "official", "Codex CLI", "full", 0.0703, 156, "gpt-5.6-sol"),
    row(`${S}:55`, "agent", "official", "Antigravity", "full", 0.0362, 342, "gemini-3.6-flash-high"),
    row(`${S}:56`, "agent", "official", "Claude Code", "full", 0.0152, 145, "claude-opus-4-8"),
    // "What is already known about the difficulty, without an agent" scores.md:327-336
    oracle(`${S}:329`),
    empty(`${S}:330`),
    constructed(`${S}:331`, 0.0032), // canonical recipe prior, full dish order
    constructed(`${S}:332`, 0.0065),
    constructed(`${S}:333`, 0), // random, mean of 400
    constructed(`${S}:334`, 0.0032),
    constructed(`${S}:335`, 0.0006), // best spam of any shape
    constructed(`${S}:336`, 0), // oracle answers filed under the wrong video: built from the oracle
    // scores.md:338-346: "real runs of gpt-5.6-sol at xhigh" (:338-339), no harness named
    row(`${S}:344`, "ablation", "official", "unstated", "no_media", 0, null, "gpt-5.6-sol"),
    row(`${S}:345`, "ablation", "official", "unstated", "single_frame", 0.0033, null), // one still per recording, no tools
    row(`${S}:346`, "ablation", "official", "unstated", "frame_dump_no_tools", 0.0034, null), // 16 uniform frames, no tools
  ],
  // no SPEC card; environment/Dockerfile:58-102 pins 22 recordings, ARG A_URL=${BASE}/A.mp4 + A_SHA256 … V
  pin: {
    url: "https://huggingface.co/datasets/Maxine668/captaincook-recipe-step-transcripts/resolve/cd30776102ba9096e924ac8e1850ce08c469f092/A.mp4",
    sha256: "1de77631a7e77baa830a25ffbac43a150d1447eb41bb1574d30aaf36c2b9e7de",
    streaming: false,
    files: 22,
  },
  hasAudio: false, // SPEC.md:245 "the clips carry no audio track", :270 "video stream with no audio"
  // labels: none on the three rows. SPEC.md:167 "A Codex run under the previous contract … scored 0.1621" and
  // scores.md:130-148 are about a re-run that is no row (the Codex row :54 ran "against the current prompt", :48);
  // scores.md:219-220 "The account hit its usage limit mid-run" is the interactive xhigh Claude session (:192;
  // 175 calls, 236 entries), not the headless default-effort row :56 (145, 213); antigravity_in_image.md:98
  // `--allow-agent-host` is Harbor's network option, not coaching (provenance-flags/corpus-labels.test.ts)
  labels: [],
};
