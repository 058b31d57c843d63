// The lifter and its readers are linear in the text: on the hostile inputs of bench:text, four
// times the text gives about four times the regex work (counted in characters, no clock). A parser
// re-reading a sentence's prefix per match (issue 32: `coached ` repeated took 39 s at 32 KB) gives
// about sixteen. The bound 6 is 4 (linear) with room for fixed costs; derived, not measured.
import { describe, expect, it } from "vitest";
import { HOSTILE_INPUTS } from "../__tests__/hostile-text";
import { regexCharsRead } from "../__tests__/regex-work";
import { applyHarnessProse, readHarnessSections } from "../harness-prose";
import { parseMarkdown } from "../scores-md/markdown-tables";
import type { CalibrationRow } from "../types";
import { liftRowFlags } from "./lift-flags";
import { taskVerdictOf } from "./task-verdict";

const enc = (s: string) => new TextEncoder().encode(s);
const SMALL = 8 * 1024;
const LINEAR_GROWTH_BOUND = 6;

const row = (harnessRaw: string, model: string, line: number): CalibrationRow =>
  ({
    ordinal: line,
    kind: "agent",
    harness: harnessRaw,
    harnessRaw,
    harnessVersion: null,
    model,
    reasoning: null,
    condition: "full",
    conditionLabel: "full",
    claimedScore: 0,
    claimedScoreText: "0",
    claimedScoreApprox: false,
    run: null,
    claimedTurns: null,
    claimedTurnsText: "",
    instructionSha256: null,
    wrapped: null,
    networkPosture: null,
    status: "official",
    notes: "",
    sourceFile: "calibration/scores.md",
    sourceTable: "Agents",
    sourceLine: line,
    citedLedgerPath: null,
    citedRolloutPath: `calibration/rollouts/${model}.jsonl`,
    ledgerLink: null,
    declaredTransform: null,
    findings: [],
    flags: [],
    runEnd: null,
    cells: {},
  }) satisfies CalibrationRow;
const ROWS = [row("Codex CLI", "codex-gpt-5.6-sol", 3), row("Claude Code", "claude-opus-4.8-native", 4)];

const READERS: [string, (text: string) => unknown][] = [
  ["lifter on scores.md", (t) => liftRowFlags(ROWS, new Map([["calibration/scores.md", enc(t)]]))],
  ["lifter on a README", (t) => liftRowFlags(ROWS, new Map([["calibration/README.md", enc(t)]]))],
  ["lifter on a run manifest", (t) => liftRowFlags(ROWS, new Map([["calibration/rollouts/manifest.json", enc(t)]]))],
  ["task verdict", (t) => taskVerdictOf(new Map([["calibration/scores.md", enc(t)]]))],
  [
    "harness prose",
    (t) => {
      const files = new Map([["calibration/README.md", enc(t)]]);
      return ROWS.map((r) => applyHarnessProse(r, files, readHarnessSections(files)));
    },
  ],
  ["markdown tables", (t) => parseMarkdown(t)],
];

describe.each(READERS)("%s: regex work grows linearly with the text", (_, read) => {
  it.each(HOSTILE_INPUTS.map((input) => [input.name, input] as const))("%s", (_name, input) => {
    const small = regexCharsRead(() => read(input.make(SMALL))).chars;
    const large = regexCharsRead(() => read(input.make(4 * SMALL))).chars;
    expect(large).toBeLessThanOrEqual(LINEAR_GROWTH_BOUND * Math.max(small, SMALL));
  });
});
