// Test-only: a stored result of the generic verifier audits (lib/audits/verifier) written by hand,
// in the shape the audit job stores: one pairing under a task: judge id with a clean shortcut sweep,
// an omission row, valid alternatives (one rejected) and the verifier details.
import type { StoredSuiteResult } from "../serialize";

export const GENERIC_JUDGE = "task:0123456789ab";

export function genericStoredResult(): StoredSuiteResult {
  return {
    taskId: "verifier-fine",
    audits: ["omission", "probes"],
    strongAgentBar: 0.1,
    pairings: [
      {
        judgeId: GENERIC_JUDGE,
        isPrimary: true,
        notes: [],
        shortcut: {
          judgeId: GENERIC_JUDGE,
          total: 30,
          structural: [{ label: "empty", reward: 0 }],
          gridSize: 0,
          jitterCount: 0,
          max: 0.02,
          maxProbe: { index: 3, kind: "structural", label: "constant serve" },
          aboveBar: 0,
          bar: 0.1,
          maxByKind: { structural: 0.02 },
          gridHeatmap: null,
        },
        omission: [
          {
            ledgerPath: "calibration/rollouts/codex.json",
            label: "codex",
            judgeId: GENERIC_JUDGE,
            method: "greedy",
            predictions: 2,
            base: 1 / 3,
            best: 0.4,
            gain: 0.4 - 1 / 3,
            retained: 1,
            withheld: [1],
            withheldMatched: 0,
            leaveOneOut: [],
          },
        ],
        alternatives: [
          { variant: "key order reversed in every object", reward: 1, reference: 1, rejected: false },
          { variant: "numbers with a decimal point (1 as 1.0)", reward: 0.5, reference: 1, rejected: true },
          { variant: "labels in Unicode NFD", reward: null, reference: 1, rejected: false, note: "no label changes under NFD" },
        ],
        verifier: {
          shape: {
            listPath: "events",
            events: 4,
            timeFields: ["frame (frames)"],
            labelFields: [],
            cap: null,
            statedTolerances: [],
            orderMatters: false,
          },
          oracleReward: 1,
          mutations: [],
          tolerances: [],
          jitter: [],
          omissionCurves: [],
          budget: { limit: 40, used: 30, cut: [] },
        },
      },
    ],
    findings: [
      {
        kind: "probes",
        severity: "warn",
        code: "valid_alternative_rejected",
        judgeId: GENERIC_JUDGE,
        message: "the oracle with numbers with a decimal point (1 as 1.0) scores 0.5000 against 1.0000",
      },
    ],
    timings: {},
  };
}
