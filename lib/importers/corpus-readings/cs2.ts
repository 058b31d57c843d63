// cs2-trade-kill-ledger, read file by file.
import { constructed, empty, oracle, row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
export const cs2: CorpusReading = {
  folder: "cs2-trade-kill-ledger",
  rows: [
    // "Local scorer anchors (pilot GT …)" scores.md:29-41
    oracle(`${S}:35`),
    empty(`${S}:36`),
    constructed(`${S}:37`, 0), // random-spam (6 fabricated episodes)
    constructed(`${S}:38`, 0), // correct identities+times, wrong weapon
    constructed(`${S}:39`, 0), // initial kill right, trade kill fabricated
    constructed(`${S}:40`, 1), // oracle with `time_s` field: a probe built from the oracle, not the oracle anchor
    constructed(`${S}:41`, 0.857), // oracle + an Infinity/NaN spam entry
    // "Measured strong-agent runs (partial media …)" scores.md:46-55: agent | tool calls | F1
    row(`${S}:54`, "agent", "official", "Codex CLI", "full", 0, 30, "GPT 5.6 Sol"), // "~30" calls
    row(`${S}:55`, "agent", "official", "Claude (vision)", "full", 0, 57), // "57 (28 min)"
    // "Agent runs (post-render)" scores.md:80-86: every cell "_to run_"
    row(`${S}:84`, "agent", "todo", "Codex CLI", "full", null, null),
    row(`${S}:85`, "agent", "todo", "Antigravity", "full", null, null),
    row(`${S}:86`, "agent", "todo", "Claude Code", "full", null, null),
  ],
  // SPEC.md:70-71 "pending render re-host" / "pending per-file"; environment/Dockerfile:18-19 TODO placeholders
  pin: { url: null, sha256: null, streaming: false, files: 0 },
};
