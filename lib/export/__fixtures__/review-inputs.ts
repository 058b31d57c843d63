// PR-comment inputs for the real tasks: the gate facts of lib/gates/__fixtures__ plus the import
// findings and judge pairings the importer stores for them (copied from a seeded database).
import { evaluateGates } from "../../gates";
import type { GateFacts } from "../../gates";
import { flightgearFacts, kartFacts } from "../../gates/__fixtures__/real-task-facts";
import type { ReviewCommentInput } from "../types";

export function inputFor(taskId: string, facts: GateFacts, overrides: Partial<ReviewCommentInput> = {}): ReviewCommentInput {
  return {
    task: { id: taskId },
    revision: { instructionSha256: facts.currentInstructionSha256, judgeId: null },
    gates: evaluateGates(facts),
    rows: facts.rows,
    verdict: "request_changes",
    comments: [],
    openIssues: [],
    ...overrides,
  };
}

export const flightgearInput: ReviewCommentInput = inputFor("flightgear-atc-clearance-compliance-ledger", flightgearFacts, {
  revision: { instructionSha256: flightgearFacts.currentInstructionSha256, judgeId: "flightgear-atc-clearance-compliance-ledger@cbfc22d" },
  // the export's table shows the rejection's 0 beside its reason, as review-comment-input.ts stores it
  rows: flightgearFacts.rows.map((r) =>
    r.id === "fg-claude" ? { ...r, recomputedScore: 0, rejectedReason: "top-level object must contain clearances" } : r,
  ),
  findings: [
    {
      severity: "warning",
      file: "calibration/rollouts/README.md",
      line: 82,
      field: "instruction sha256",
      message: "ran instruction 0963eb1a…c3e1 (6887 B), not the shipped a970d16d…11e4",
      row: "Codex CLI / GPT-5.6 Sol (full)",
    },
    {
      severity: "info",
      file: "calibration/rollouts/README.md",
      line: 82,
      message: "the folder states only 0963eb1a…c3e1; the full hash is not in the folder",
      row: "Codex CLI / GPT-5.6 Sol (full)",
    },
    {
      severity: "warning",
      file: "calibration/scores.md",
      line: 33,
      field: "trajectory",
      message: "cites calibration/rollouts/claude-opus-4.8-native.jsonl, which the folder lacks",
      row: "Claude Code / Claude Opus 4.8 (full)",
    },
    {
      severity: "warning",
      file: "calibration/ablations/README.md",
      line: 10,
      field: "ledger",
      message: "calibration/ablations/ledgers/single-frame.json is cited but the folder lacks it",
      row: "unstated (one frame)",
    },
    // the same finding stored on the folder and on the row is stated once
    {
      severity: "warning",
      file: "calibration/ablations/README.md",
      line: 10,
      field: "ledger",
      message: "calibration/ablations/ledgers/single-frame.json is cited but the folder lacks it",
      row: null,
    },
  ],
  pairings: [
    {
      judgeId: "flightgear-atc-clearance-compliance-ledger@cbfc22d",
      label: "graded per-clearance credit, transcript-discounted",
      isPrimary: true,
      groundTruthPath: "steps/solve/tests/ground_truth.json",
      groundTruthSha256: "9c21f212139d2d7decb4c9159252c3214c6637355659fba435407eb658260c4f",
      oracleScore: 1,
    },
  ],
});

export const kartInput: ReviewCommentInput = inputFor("kart-race-telemetry-ledger-s1", kartFacts, {
  revision: { instructionSha256: kartFacts.currentInstructionSha256, judgeId: "kart-race-telemetry-ledger-s1@1ea24fc" },
  findings: [
    {
      severity: "error",
      file: "SPEC.md",
      line: 56,
      field: "yaml card",
      message: "YAML does not parse (column 59): kept the top-level keys that parse alone, lost: difficulty (line 56)",
    },
    {
      severity: "warning",
      file: "calibration/scores.md",
      line: 3,
      message:
        "scores.md describes the scorer of kart-race-telemetry-ledger-s1@f933449, not the primary kart-race-telemetry-ledger-s1@1ea24fc: its claimed scores belong to that judge and will not reproduce under the primary one",
    },
    {
      severity: "warning",
      file: "calibration/scores.md",
      line: 14,
      message: "scores.md names race.mp4 sha 4b4cee91…, but SPEC.md pins a84170a1…: the calibration may describe other media",
    },
    {
      severity: "info",
      file: "calibration/rollouts/codex_masked_solution.json",
      message: "codex_masked_solution.json is not cited by any calibration row (an older round or a spare file)",
    },
  ],
  pairings: [
    {
      judgeId: "kart-race-telemetry-ledger-s1@1ea24fc",
      label: "v4: four counts, races matched by position",
      isPrimary: true,
      groundTruthPath: "steps/solve/tests/ground_truth.json",
      oracleScore: 1,
      perfectScore: null,
      rowScores: {},
    },
    {
      judgeId: "kart-race-telemetry-ledger-s1@f933449",
      label: "latest: time-anchored races, two quantities, coverage (newer ground truth b4138e8)",
      isPrimary: false,
      groundTruthPath: "steps/solve/tests/ground_truth.b4138e8.json",
      oracleScore: 0,
      perfectScore: 1,
      // hypothetical: no kart row has a linked ledger yet; shows the second judge's column
      rowScores: { "kart-codex-1": 0.0301 },
    },
  ],
});
