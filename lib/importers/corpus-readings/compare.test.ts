// The comparison itself: a waiver the reading lists must be on that row, and no other row may carry one.
import { describe, expect, it } from "vitest";
import { compareWithReading, type ImportedRow } from "./compare";
import { row, type CorpusReading } from "./types";

const S = "calibration/scores.md";
const reading = (waivers?: string[]): CorpusReading => ({
  folder: "x",
  rows: [
    row(`${S}:3`, "agent", "official", "Codex CLI", "full", 0.1, null),
    row(`${S}:4`, "agent", "official", "Claude Code", "full", 0, null),
  ],
  pin: { url: null, sha256: null, streaming: false, files: 0 },
  ...(waivers ? { waivers } : {}),
});
const imported = (line: number, harness: string, score: number, codes: string[]): ImportedRow => ({
  kind: "agent",
  status: "official",
  harness,
  condition: "full",
  claimedScore: score,
  claimedTurns: null,
  model: null,
  sourceFile: S,
  sourceLine: line,
  citedLedgerPath: null,
  findings: codes.map((code) => ({ code })),
});
const waiverDiffs = (r: CorpusReading, codes3: string[], codes4: string[]) =>
  compareWithReading(r, {
    rows: [imported(3, "Codex CLI", 0.1, codes3), imported(4, "Claude Code", 0, codes4)],
    media: [],
    findingCodes: [],
  }).filter((d) => d.includes("waiver"));

describe("compareWithReading: waivers", () => {
  it("agrees when the waiver is on the row the reading lists", () =>
    expect(waiverDiffs(reading([`${S}:4`]), [], ["waiver_stated"])).toEqual([]));
  it("says when the listed row has none", () =>
    expect(waiverDiffs(reading([`${S}:4`]), [], [])).toEqual([`${S}:4 waiver: reading true, import false (waiver_stated finding)`]));
  it("says when a row the reading does not list carries one", () =>
    expect(waiverDiffs(reading(), ["waiver_stated"], [])).toEqual([`${S}:3 waiver: reading false, import true (waiver_stated finding)`]));
});
