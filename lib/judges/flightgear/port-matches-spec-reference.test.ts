// Held-out style cross-check: beyond the committed spec tables, the port must give the same
// verdict as the spec reference (__tests__/spec-reference.ts, written from the spec without the
// port) on seeded random mutations of the oracle: rows dropped, duplicated, swapped, fields moved
// around the time / target / state tolerances, retyped (int vs float, null, NaN, strings, huge
// ints), statuses, links and indices changed. The reference's verdict is compared as a corpus
// verdict (the parity rules), so reward, every counter and the reason must agree.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareVerdict } from "../__tests__/parity";
import { PyInt, type PyValue } from "../types";
import { scoreBytes } from "./__tests__/spec-mutations";
import { applyEdits, corpus, oracle, type Edit } from "./__tests__/spec-inputs";
import { refFlightgear, refGroundTruth } from "./__tests__/spec-reference";
import { ledger } from "./__tests__/support";

const gt = refGroundTruth(corpus.groundTruth);

const TIMES = ["issued_time_s", "execution_start_time_s", "completion_time_s"];
const STATES = ["issue", "execution", "completion", "ending"].flatMap((p) => [`${p}_altitude_ft`, `${p}_heading_deg`, `${p}_airspeed_kt`]);
const NUMERIC = [...TIMES, ...STATES, "target_value", "maximum_commanded_progress"];
const DELTAS = [-100.01, -8.01, -4.01, -3, -2.01, -2, -1, -0.5, 0.5, 1, 1.01, 2, 2.01, 3.01, 4, 8, 25.01, 100];
const VALUES: PyValue[] = [
  null,
  true,
  "x",
  NaN,
  Infinity,
  0,
  -1,
  1.0,
  359.99,
  new PyInt(10n ** 400n),
  new PyInt(66n),
  "complied",
  "superseded",
  "violated",
  "small",
];
const FIELDS = [...NUMERIC, "status", "superseded_by_index", "clearance_index", "overshoot_bucket", "command_type"];

type Plan = { edits: Edit[]; reorder: { kind: "drop" | "duplicate" | "swap"; at: number; with: number }[] };

const row = fc.nat({ max: 64 });
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(fc.constant("add" as const), fc.oneof(row, fc.constant("*" as const)), fc.constantFrom(...NUMERIC), fc.constantFrom(...DELTAS)),
  fc.tuple(fc.constant("set" as const), row, fc.constantFrom(...FIELDS), fc.constantFrom(...VALUES)),
);
const planArb: fc.Arbitrary<Plan> = fc.record({
  edits: fc.array(editArb, { maxLength: 4 }),
  reorder: fc.array(fc.record({ kind: fc.constantFrom("drop" as const, "duplicate" as const, "swap" as const), at: row, with: row }), {
    maxLength: 3,
  }),
});

function build(plan: Plan): Uint8Array {
  const rows = applyEdits(oracle, plan.edits);
  for (const { kind, at, with: other } of plan.reorder) {
    const i = at % rows.length;
    if (kind === "drop") rows.splice(i, 1);
    else if (kind === "duplicate") rows.splice(i, 0, rows[i]);
    else [rows[i], rows[other % rows.length]] = [rows[other % rows.length], rows[i]];
  }
  return ledger(rows);
}

describe("FlightGear: the port equals the spec reference on seeded mutations", () => {
  it("holds on 300 seeded plans (up to 4 field edits and 3 row moves)", () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const b = build(plan);
        const ref = refFlightgear(gt, b).reward;
        const expected = { case: "mutation", exit_code: 0, reward: ref, details: null, crashed: false, crash_error: null };
        expect(compareVerdict(expected, { reward: scoreBytes(b).result.reward })).toEqual({ ok: true });
      }),
      { numRuns: 300, seed: 20261203 },
    );
  });
});
