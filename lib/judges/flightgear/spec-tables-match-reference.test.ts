// Where the FlightGear spec-table numbers come from: the test-only spec reference
// (__tests__/spec-reference.ts, written from the spec without the port) must reproduce the ceiling
// vector the spec prints and every public judge-parity verdict; then it recomputes every committed
// expectation of spec-acceptance / spec-credit / spec-gains-rounding-legs (their tables live in
// __tests__/spec-tables.ts), so those numbers are traceable to the spec, not to the port.
import { describe, expect, it } from "vitest";
import { compareVerdict, loadParityCorpus } from "../__tests__/parity";
import { refFlightgear, refGroundTruth } from "./__tests__/spec-reference";
import { STRATEGY_COUNT } from "./__tests__/spec-reference-ceiling";

const corpus = loadParityCorpus("flightgear-atc-clearance-compliance-ledger@cbfc22d");
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
