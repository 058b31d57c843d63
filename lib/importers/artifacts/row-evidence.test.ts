import { describe, expect, it } from "vitest";
import { rowArtifactEvidence } from "./row-evidence";
import type { ArtifactCheck } from "./types";

const SHA = "a".repeat(64);
const checks: ArtifactCheck[] = [
  {
    kind: "run_metadata",
    file: "calibration/rollouts/codex.run-metadata.txt",
    row: { ordinal: 2, label: "Codex CLI", byName: false },
    instructionSha256: { value: SHA, line: 3 },
    currentInstructionSha256: SHA,
    instructionAgrees: true,
    mediaSha256: null,
    pinnedMediaSha256: [],
    mediaAgrees: null,
    toolCalls: null,
    turnsAgree: null,
  },
  {
    kind: "run_metadata",
    file: "calibration/rollouts/claude.run-metadata.txt",
    row: { ordinal: 3, label: "Claude Code", byName: false },
    instructionSha256: null,
    currentInstructionSha256: SHA,
    instructionAgrees: null,
    mediaSha256: null,
    pinnedMediaSha256: [],
    mediaAgrees: null,
    toolCalls: null,
    turnsAgree: null,
  },
  {
    kind: "tool_histogram",
    file: "calibration/rollouts/claude.tool-histogram.txt",
    total: 435,
    tools: 3,
    row: { ordinal: 3, label: "Claude Code", byName: true },
    claimedTurns: 597,
    claimedTurnsText: "~597",
    countedTurns: null,
    agrees: false,
  },
  { kind: "confessing_name", file: "calibration/x-leak.md", words: ["leak"] },
];

describe("rowArtifactEvidence: what a row's own artifacts prove, by ordinal", () => {
  it.each([
    [
      2,
      {
        metadataInstruction: { sha256: SHA, file: "calibration/rollouts/codex.run-metadata.txt", line: 3, byName: false },
        histogramTurns: null,
      },
    ],
    [
      3,
      { metadataInstruction: null, histogramTurns: { total: 435, file: "calibration/rollouts/claude.tool-histogram.txt", byName: true } },
    ],
    [9, { metadataInstruction: null, histogramTurns: null }],
  ])("row %i", (ordinal, expected) => {
    expect(rowArtifactEvidence(checks, ordinal)).toEqual(expected);
  });
});
