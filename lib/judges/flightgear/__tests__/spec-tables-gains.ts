// Expectations of the FlightGear gains / rounding / legs / §8 tables (spec-gains-rounding-legs.test.ts).
// Where they come from: the numbers the spec states (§8, A5, A7) are copied from it, the others are
// hand arithmetic shown in the comments, and __tests__/spec-reference.ts (a test-only reading of
// the spec, written without the port) recomputes every row (spec-tables-match-reference.test.ts).
import { expect } from "vitest";
import type { PyValue } from "../../types";
import { ledger, rowsOf, withField } from "./support";
import { bytes, corpus, oracle, oracleWith, type Edit, type ScoredCase } from "./spec-inputs";

const UNGRADABLE_ROWS = [22, 33, 46, 48, 59]; // §5: GT #23, 34, 47, 49, 60 have ceiling 20
const allBut = (keep: number[]) => oracle.map((_, i) => i).filter((i) => !keep.includes(i));
const completionNulls = ["completion_time_s", "completion_altitude_ft", "completion_heading_deg", "completion_airspeed_kt"].map(
  (f): Edit => ["set", "*", f, null],
);

export const GAIN_CASES: ScoredCase[] = [
  {
    name: "pairs on the 5 ungradable events earn no gain and are not spurious; their groups still count (6.4)",
    bytes: () => oracleWith([], allBut(UNGRADABLE_ROWS)),
    reward: 0,
    details: {
      identity_matches: 5,
      full_credit_matches: 5,
      spurious_clearances: 0,
      chargeable_clearances: 60,
      raw_credit_units: 100,
      credited_clearances: 0,
      precision: 0,
      recall: 0,
      leg_credit_accuracy: 0,
      complete_legs: 0,
      n_leg_chains: 5,
      group_credit: { target: { earned: 20, available: 260 }, chain: { earned: 10, available: 130 } },
    },
  },
  {
    name: "one perfect gradable row: 1/60, precision 1", // leg 0 holds 13 gradable events: 1/13 = 0.0769
    bytes: () => oracleWith([], allBut([0])),
    reward: 0.0167,
    details: { precision: 1, recall: 0.0167, credited_clearances: 1, leg_credit_fractions: { "0": 0.0769 } },
  },
  {
    name: "credit is floored at 0 when the gains sum negative: every row violated",
    bytes: () => oracleWith([["set", "*", "status", "violated"], ["set", "*", "superseded_by_index", null], ...completionNulls]),
    reward: 0,
    details: { identity_matches: 65, raw_credit_units: 850, credited_clearances: 0, precision: 0 },
  },
  {
    name: "all rows malformed: every one spurious, reward 0, reason counts them", // 60 gradable + 65 spurious
    bytes: () => ledger(oracle.map((r) => withField(r, "status", "done"))),
    reward: 0,
    details: {
      reason: "dropped 65 malformed clearances",
      n_schema_valid: 0,
      spurious_clearances: 65,
      chargeable_clearances: 125,
      identity_matches: 0,
      leg_credit_fractions: { "0": 0, "1": 0, "2": 0, "3": 0, "4": 0 },
    },
  },
];

/** §1 / §7 round(x, 4) half-even: n perfect gradable rows + 4 junk rows over 60 + 4 chargeable */
export const ROUNDING_CASES: ScoredCase[] = (
  [
    [2, 0.0312, 0.0333], // 2 / 64 = 0.03125 exactly: Math.round would give 0.0313
    [10, 0.1562, 0.1667], // 10 / 64 = 0.15625 exactly
    [14, 0.2188, 0.2333], // 14 / 64 = 0.21875 exactly (rounds up to even)
  ] as const
).map(([n, reward, recall]) => ({
  name: `${n} perfect gradable rows + 4 junk rows: reward ${reward}`,
  bytes: () => ledger([...oracle.slice(0, n), "a", "b", "c", "d"] as PyValue[]),
  reward,
  details: { graded_clearance_credit: reward, chargeable_clearances: 64, recall, precision: 1 },
}));

/** first 14 GT rows; #14 (descend, was 748 s) moved to 721.0 s, so it opens leg 1 */
export function legsGroundTruth(): Uint8Array {
  const rows = rowsOf(corpus.groundTruth).slice(0, 14);
  rows[13] = withField(rows[13], "issued_time_s", 721.0);
  return ledger(rows);
}

export const LEGS_CASE: ScoredCase = {
  name: "a prediction at 719.5 s answering a GT event at 721.0 s counts in leg 1",
  gt: legsGroundTruth,
  bytes: () => {
    const rows = rowsOf(legsGroundTruth());
    return ledger([...rows.slice(0, 13), withField(rows[13], "issued_time_s", 719.5)]);
  },
  // by the predicted time (leg 0) leg 1 would be unanswered (0) and leg 0 would hold 14 gains for 13 events
  details: { complete_legs: 2 },
  exact: { leg_credit_fractions: { "0": 1, "1": 1 } },
};

export const SPEC_STATED_CASES: ScoredCase[] = [
  { name: "oracle + 5 duplicates: 60/65 = 0.9231", bytes: () => ledger([...oracle, ...oracle.slice(10, 15)]), reward: 0.9231 },
  {
    name: "reversed oracle: 1 pair, 64 spurious, 0.0081",
    bytes: () => ledger([...oracle].reverse()),
    reward: 0.0081,
    details: { identity_matches: 1, spurious_clearances: 64 },
  },
  {
    name: "2015 entries: rejected",
    bytes: () => ledger(Array.from({ length: 2015 }, (_, i) => oracle[i % 65])),
    reward: 0,
    details: { reason: "clearances exceeds 2000 entries" },
  },
  {
    name: "A5: every execution time -4.0 s drops #6, #18, #46 and scores 0.7326",
    bytes: () => oracleWith([["add", "*", "execution_start_time_s", -4.0]]),
    reward: 0.7326,
    details: { reason: "dropped 3 malformed clearances" },
  },
  {
    name: "A5 neighbour: -3.89 s keeps every row",
    bytes: () => oracleWith([["add", "*", "execution_start_time_s", -3.89]]),
    details: { reason: "ok" },
  },
];

/** A7: drop the aligned gradable rows whose gain is negative (once, or until none is left) */
export const PRUNING_CASES: [string, boolean, number][] = [
  ["codex", false, 0.3291],
  ["claude-agent-host", false, 0.6594],
  ["antigravity", false, 0.0238],
  ["antigravity", true, 0.0258],
  ["ablation-audio-only", false, 0.0355],
  ["ablation-frame-dump", false, 0.039],
  ["ablation-video-only", false, 0.0116],
  ["claude-native__wrapped_reindexed", false, 0.0271],
];

/**
 * A7 pruning, given a scorer that returns the submitted positions of negative-gain rows:
 * the reward of the pruned ledger.
 */
export function prunedLedger(rows: PyValue[], iterate: boolean, negativeRows: (b: Uint8Array) => Set<number>): Uint8Array {
  for (;;) {
    const negative = negativeRows(ledger(rows));
    if (negative.size === 0) break;
    rows = rows.filter((_, i) => !negative.has(i));
    if (!iterate) break;
  }
  return ledger(rows);
}

const big = (n: number, item: string) => `{"clearances": [${Array.from({ length: n }, () => item).join(",")}]}`;

/** §2.1 step 1 / A1 / A2: any bytes give a verdict, never an exception */
export const BYTES_CASES: ScoredCase[] = (
  [
    ["a BOM alone", new Uint8Array([0xef, 0xbb, 0xbf]), /^unreadable JSON: Unexpected UTF-8 BOM/],
    [
      "an overlong C0 AF",
      new Uint8Array([...bytes('{"clearances": ["'), 0xc0, 0xaf, ...bytes('"]}')]),
      "'utf-8' codec can't decode byte 0xc0 in position 17: invalid start byte",
    ],
    [
      "an encoded surrogate ED A0 80",
      new Uint8Array([...bytes('{"clearances": ["'), 0xed, 0xa0, 0x80, ...bytes('"]}')]),
      "'utf-8' codec can't decode byte 0xed in position 17: invalid continuation byte",
    ],
    [
      "a truncated sequence at the end",
      new Uint8Array([...bytes('{"clearances": ["'), 0xe2, 0x82]),
      "'utf-8' codec can't decode bytes in position 17-18: unexpected end of data",
    ],
    ["NUL bytes", new Uint8Array(100), /^unreadable JSON: Expecting value/],
    ["UTF-16 without a BOM", new Uint8Array([0x7b, 0x00, 0x7d, 0x00]), /^unreadable JSON: /],
    ["200,000 open brackets", bytes("[".repeat(200_000)), /^unreadable JSON: maximum recursion depth exceeded/],
    ["200,000 nested objects", bytes('{"a":'.repeat(200_000)), /^unreadable JSON: maximum recursion depth exceeded/],
    [
      "200-deep nesting inside a row parses (the row is dropped)",
      bytes(`{"clearances": [${"[".repeat(200)}${"]".repeat(200)}]}`),
      "dropped 1 malformed clearances",
      1,
    ],
    [
      "NaN, Infinity, -Infinity and 1e400 rows",
      bytes('{"clearances": [NaN, Infinity, -Infinity, 1e400]}'),
      "dropped 4 malformed clearances",
      4,
    ],
    ["a lone surrogate escape as a row", bytes('{"clearances": ["\\ud800"]}'), "dropped 1 malformed clearances", 1],
    ["100,000 rows", bytes(big(100_000, "0")), "clearances exceeds 2000 entries"],
    ["2000 empty objects", bytes(big(2000, "{}")), "dropped 2000 malformed clearances", 2000],
    ["a 1e999999 exponent", bytes('{"clearances": [1e999999]}'), "dropped 1 malformed clearances", 1],
  ] as [string, Uint8Array, string | RegExp, number?][]
).map(([name, b, reason, predicted = 0]) => ({
  name,
  bytes: () => b,
  reward: 0,
  details: { reason: typeof reason === "string" ? reason : expect.stringMatching(reason), n_predicted: predicted },
}));
