// Test-only: the renormalisation cases of the kart spec table (mutations-match-spec-table.test.ts):
// synthetic ground truths (the public ones with some quantities made constant) and the numbers
// §4 / §7 give for them (reward = Σ w·score / Σ w over the varying quantities). The numbers are
// recomputed from the spec reference (spec-reference.ts) by spec-table-matches-reference.test.ts;
// the comments show the hand arithmetic.
import { latestGroundTruthRaces, latestOracle, ledger, v4GroundTruthRaces, type Race } from "./fixtures";

const withConstant = (races: Race[], constant: Race) => races.map((r) => ({ ...r, ...constant }));
const scoredOnly = (races: Race[]) =>
  races.map(({ items_collected, times_exploded, bananas_hit, skid_time }) => ({ items_collected, times_exploded, bananas_hit, skid_time }));

export interface RenormalisationCase {
  name: string;
  version: "v4" | "latest";
  groundTruth: Uint8Array;
  submission: Uint8Array;
  reward: number;
  /** per quantity: v4 [tau, accuracy, n_pairs, gt_varies]; latest [tau, accuracy, n_pairs, coverage, gt_varies] */
  dims: (number | boolean)[][];
  reason?: string;
}

const v4ExplosionsConstant = withConstant(v4GroundTruthRaces, { times_exploded: 2 });
const v4AllConstant = withConstant(v4GroundTruthRaces, { items_collected: 3, times_exploded: 1, bananas_hit: 0, skid_time: 10.5 });
const latestSkidConstant = withConstant(latestGroundTruthRaces, { skid_time: 50.0 });
const v4 = (name: string, gt: Race[], submission: Race[], reward: number, dims: (number | boolean)[][]): RenormalisationCase => ({
  name: `@1ea24fc, ${name}`,
  version: "v4",
  groundTruth: ledger(gt),
  submission: ledger(submission),
  reward,
  dims,
});
const oracleOf = scoredOnly(v4ExplosionsConstant);

export const RENORMALISATION_CASES: RenormalisationCase[] = [
  v4("GT times_exploded constant: oracle", v4ExplosionsConstant, oracleOf, 1, [
    [1, 1, 59, true],
    [0, 1, 0, false],
    [1, 1, 49, true],
    [1, 1, 66, true],
  ]),
  v4(
    "GT times_exploded constant: skid x1.15 (accuracy 0.5), explosions all wrong (not weighted)",
    v4ExplosionsConstant,
    oracleOf.map((r) => ({ ...r, times_exploded: 9, skid_time: (r.skid_time as number) * 1.15 })),
    0.8235, // (0.3 + 0.25 + 0.3·0.5) / 0.85
    [
      [1, 1, 59, true],
      [0, 0, 0, false],
      [1, 1, 49, true],
      [1, 0.5, 66, true],
    ],
  ),
  v4(
    "GT times_exploded constant: items +1",
    v4ExplosionsConstant,
    oracleOf.map((r) => ({ ...r, items_collected: (r.items_collected as number) + 1 })),
    0.8325, // (0.3·0.5254 + 0.25 + 0.3) / 0.85
    [
      [1, 0.5254, 59, true],
      [0, 1, 0, false],
      [1, 1, 49, true],
      [1, 1, 66, true],
    ],
  ),
  {
    ...v4("every GT quantity constant: reward 0 even for an exact ledger", v4AllConstant, scoredOnly(v4AllConstant), 0, [
      [0, 1, 0, false],
      [0, 1, 0, false],
      [0, 1, 0, false],
      [0, 1, 0, false],
    ]),
    reason: "ok",
  },
  {
    name: "@f933449, GT skid_time constant: oracle",
    version: "latest",
    groundTruth: ledger(latestSkidConstant),
    submission: ledger(latestOracle),
    reward: 1,
    dims: [
      [1, 1, 65, 1, true],
      [0, 0.0917, 0, 1, false],
    ],
  },
  {
    name: "@f933449, GT skid_time constant: first 6 races, items +1",
    version: "latest",
    groundTruth: ledger(latestSkidConstant),
    submission: ledger(latestOracle.slice(0, 6).map((r) => ({ ...r, items_collected: (r.items_collected as number) + 1 }))),
    reward: 0.3488,
    dims: [
      [1, 0.3488, 15, 0.5, true],
      [0, 0.0132, 0, 0.5, false],
    ],
  },
];
