// Where the FlightGear spec-table numbers come from: the test-only spec reference
// (__tests__/spec-reference.ts, written from the spec without the port) must reproduce the ceiling
// vector the spec prints and every public judge-parity verdict; then it recomputes every committed
// expectation of spec-acceptance / spec-credit / spec-gains-rounding-legs (their tables live in
// __tests__/spec-tables.ts), so those numbers are traceable to the spec, not to the port.
import { describe, expect, it } from "vitest";
import { compareVerdict } from "../__tests__/parity";
import type { PyValue } from "../types";
import { refEntryProblem, refFlightgear, refGroundTruth } from "./__tests__/spec-reference";
import { STRATEGY_COUNT } from "./__tests__/spec-reference-ceiling";
import { bytes, caseBytes, corpus, oracle, type ScoredCase } from "./__tests__/spec-inputs";
import { ledger, rowsOf } from "./__tests__/support";
import {
  DROPPED_ROW_CHARGED,
  DROPPED_ROWS,
  INT_LIMIT_CASES,
  KEPT_ROWS,
  REJECTED_DOCUMENTS,
  SOURCE_VALUES,
} from "./__tests__/spec-tables-acceptance";
import { LINK_CASES, SNAPSHOT_CASES } from "./__tests__/spec-tables-credit";
import {
  BYTES_CASES,
  GAIN_CASES,
  LEGS_CASE,
  PRUNING_CASES,
  ROUNDING_CASES,
  SPEC_STATED_CASES,
  prunedLedger,
} from "./__tests__/spec-tables-gains";

const gt = refGroundTruth(corpus.groundTruth);

// §5 of the shared spec, copied from its text: the ceiling of each GT event on the shipped GT
const SPEC_CEILING =
  "13,12,16,14,14,12,12,12,14,16,16,16,14,12,14,15,12,16,14,12,17,16,20,14,14,14,14,13,14,16,16,18,19,20,12,14,16,14,14,10,12,14,16,12,15,16,20,14,20,16,14,16,12,12,10,14,14,19,18,20,16,12,12,14,14"
    .split(",")
    .map(Number);

describe("FlightGear spec reference", () => {
  it("builds the §5 ceiling from 384 synthetic ledgers and gets the spec's vector (sum 953)", () => {
    expect(STRATEGY_COUNT).toBe(384);
    expect(gt.ceiling).toEqual(SPEC_CEILING);
    expect(gt.ceiling.reduce((s, c) => s + c, 0)).toBe(953);
  });

  it.each(corpus.cases.map((c) => [c.name, c] as const))("reproduces public case %s", (_name, c) => {
    expect(compareVerdict(c.expected, { reward: refFlightgear(gt, c.submission).reward })).toEqual({ ok: true });
  });
});

/** The reference gives a table row's numbers (the same checks the port's tests make). */
function checkWithReference(c: ScoredCase) {
  const r = refFlightgear(c.gt ? refGroundTruth(c.gt()) : gt, c.bytes());
  const details = r.reward.details;
  if (c.reward !== undefined) expect(r.reward.reward).toBe(c.reward);
  if (c.details) expect(details).toMatchObject(c.details);
  for (const [key, value] of Object.entries(c.exact ?? {})) expect(details[key], key).toEqual(value);
  if (c.event) {
    const pair = r.pairs.find((p) => p.event === c.event!.k);
    const seen: Record<string, number> = pair ? { ...pair.groups, total: pair.units } : {};
    expect(seen).toMatchObject(c.event.groups);
  }
}

const TABLES: [string, ScoredCase[]][] = [
  ["spec-acceptance §2.1 rejected documents", REJECTED_DOCUMENTS],
  ["spec-acceptance A1/A2 integer limit", INT_LIMIT_CASES],
  ["spec-acceptance §2.2 dropped row charged", [DROPPED_ROW_CHARGED]],
  ["spec-credit §4.3 snapshots", SNAPSHOT_CASES],
  ["spec-credit §4.4 links", LINK_CASES],
  ["spec-gains §6.2-6.4", GAIN_CASES],
  ["spec-gains rounding", ROUNDING_CASES],
  ["spec-gains §6.3 legs", [LEGS_CASE]],
  ["spec-gains §8 and addenda", SPEC_STATED_CASES],
  ["spec-gains §2.1 step 1 bytes", BYTES_CASES],
];

describe.each(TABLES)("the spec reference recomputes %s", (_table, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    checkWithReference(c);
  });
});

describe("the spec reference recomputes the other spec-acceptance expectations", () => {
  it.each(KEPT_ROWS)("kept: %s", (_name, row) => {
    expect(refEntryProblem(row)).toBeNull();
  });
  it.each(DROPPED_ROWS)("dropped: %s", (_name, row) => {
    expect(refEntryProblem(row)).not.toBeNull();
  });
  it.each(SOURCE_VALUES)("a top-level source %s is accepted: the oracle scores 1", (source) => {
    const text = new TextDecoder().decode(ledger(oracle));
    expect(refFlightgear(gt, bytes(`{"source": ${source},` + text.slice(1))).reward.reward).toBe(1);
  });
});

describe("the spec reference recomputes the A7 pruning results", () => {
  const negativeRows = (b: Uint8Array) =>
    new Set(
      refFlightgear(gt, b)
        .pairs.filter((p) => p.gain !== null && p.gain < 0)
        .map((p) => p.prediction),
    );
  it.each(PRUNING_CASES)("A7: %s pruned (iterated: %s) scores %s", (name, iterate, want) => {
    const rows: PyValue[] = rowsOf(caseBytes(name));
    expect(refFlightgear(gt, prunedLedger(rows, iterate, negativeRows)).reward.reward).toBe(want);
  });
});
