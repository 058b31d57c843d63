// Expected verdicts for the kart spec table (mutations-match-spec-table.test.ts): the data lives
// in ../__fixtures__/spec-expected-<commit>.json with its provenance (recomputed from
// spec-reference.ts, a reading of the spec, not this port); read here through a schema so a malformed fixture fails loudly.
import { z } from "zod";
import v4 from "../__fixtures__/spec-expected-1ea24fc.json";
import latest from "../__fixtures__/spec-expected-f933449.json";

const ExpectedSchema = z.union([
  z.strictObject({ crash: z.string() }),
  z.strictObject({
    reward: z.number(),
    reason: z.string(),
    predicted: z.number(),
    matched: z.number().optional(),
    /** one tuple per quantity: [tau, accuracy, n_pairs] (+ coverage for @f933449) */
    dims: z.array(z.array(z.number())),
  }),
]);
export type Expected = z.infer<typeof ExpectedSchema>;

const FixtureSchema = z.strictObject({ provenance: z.string().min(1), judge: z.string(), cases: z.record(z.string(), ExpectedSchema) });

function casesOf(fixture: unknown, judge: string): Record<string, Expected> {
  const f = FixtureSchema.parse(fixture);
  if (f.judge !== judge) throw new Error(`spec-expected fixture is for ${f.judge}, not ${judge}`);
  return f.cases;
}

export const V4_EXPECTED = casesOf(v4, "kart-race-telemetry-ledger-s1@1ea24fc");
export const LATEST_EXPECTED = casesOf(latest, "kart-race-telemetry-ledger-s1@f933449");
