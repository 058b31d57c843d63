import { describe, expect, it } from "vitest";
import { statedScores } from "./stated-scores";

const R = "calibration/rollouts";
const A = "calibration/ablations";
const LEDGERS = [
  `${R}/codex_ts_solution.json`,
  `${R}/codex_3dim_solution.json`,
  `${R}/codex_exact_full_solution.json`,
  `${R}/codex_masked_solution.json`,
  `${R}/codex_12x4_solution.json`,
  `${A}/ledgers/audio-only.json`,
  `${A}/ledgers/no-media.json`,
];
const KART_README = [
  "# Raw rollouts: one full trajectory per harness.",
  "",
  "- `codex_ts_*` — **shipped** time-anchored run (reward **0.0892**, 12 races matched to their video",
  "  windows). This is the strong-agent number in `SPEC.md`.",
  "- `codex_3dim_*` — earlier completed 542-call run re-scored under the 3-dim metric with **no** time",
  "  window (0.0236); `codex_exact_full_*` is that run's raw 4-quantity submission.",
  "",
  "Paragraph text naming `codex_masked_solution.json` at 0.1218 is not read.",
].join("\n");

describe("statedScores: a score a document states for a ledger it names", () => {
  it("reads the kart rollouts README's list items, each number after its own reference", () => {
    expect(statedScores(`${R}/README.md`, KART_README, LEDGERS)).toEqual([
      { line: 3, reference: "codex_ts_*", ledgerPath: `${R}/codex_ts_solution.json`, value: 0.0892, text: "0.0892" },
      { line: 6, reference: "codex_3dim_*", ledgerPath: `${R}/codex_3dim_solution.json`, value: 0.0236, text: "0.0236" },
    ]);
  });

  it("reads a table row's one score cell for the one ledger it names", () => {
    const doc = [
      "| condition | reward | predicted | ledger |",
      "|---|---:|---:|---|",
      "| audio only | 0.0000 | 65 | `ledgers/audio-only.json` |",
      "| no media | 0.0000 | 0.5 weight | `ledgers/nope.json` |",
    ].join("\n");
    expect(statedScores(`${A}/README.md`, doc, LEDGERS)).toEqual([
      { line: 3, reference: "ledgers/audio-only.json", ledgerPath: `${A}/ledgers/audio-only.json`, value: 0, text: "0.0000" },
    ]);
    expect(statedScores(`${A}/README.md`, doc, LEDGERS, false)).toEqual([]);
  });

  it.each([
    ["a number that does not look like a score", "- `codex_ts_*` weights 0.55 and 0.45 of the items"],
    ["two scores for one reference", "- `codex_ts_*` scored 0.0892, later **0.0235**"],
    ["a glob that fits several ledgers", "- `codex_*` — reward **0.0892**"],
    ["a reference to a file that is not a stored ledger", "- `codex_ts_reward.json` — reward **0.0892**"],
    ["a score above 1", "- `codex_ts_*` — reward **1.5**"],
    ["an integer", "- `codex_ts_*` — reward **1**"],
    ["a table row naming two ledgers", "| x | 0.0000 | `ledgers/audio-only.json` | `ledgers/no-media.json` |"],
  ])("states nothing checkable with %s", (_label, doc) => {
    expect(statedScores(`${R}/README.md`, doc, LEDGERS)).toEqual([]);
  });

  it.each([
    ["bold", "- `codex_masked_solution.json` — **0.1218**", 0.1218],
    ["after 'reward'", "- `codex_masked_solution.json` has reward 0.1218 under the new judge", 0.1218],
    ["after 'F1 ='", "- `codex_masked_solution.json`: F1 = 0.125", 0.125],
    ["in parentheses alone", "- `codex_masked_solution.json` (0.1218)", 0.1218],
    [
      "before its only reference (a plain number beside it is not a score)",
      "- 0.30 weight, **0.4069** was `codex_12x4_solution.json`",
      0.4069,
    ],
  ])("takes a score written %s", (_label, doc, value) => {
    const got = statedScores(`${R}/README.md`, doc, LEDGERS);
    expect(got.map((s) => s.value)).toEqual([value]);
  });
});
