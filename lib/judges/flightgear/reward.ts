// The reward.json object, key for key and in the original's order (spec 7.1 / 7.2).
// Only this file rounds: Python round(x, 4), half-even on the exact binary value.

import { pyRound } from "../py";
import { CREDIT_POLICY, FULL_CREDIT, GROUP_MAX, GROUP_NAMES } from "./constants";
import type { PreparedGroundTruth } from "./prepare";
import type { ScoredSubmission } from "./score";

const r4 = (x: number) => pyRound(x, 4);

/** the tolerances in force (the original's constants unless prepare was given options) */
function tolerances(gt: PreparedGroundTruth) {
  const t = gt.tolerances;
  return {
    issued_time_tolerance_s: t.issueTimeS,
    event_time_tolerance_s: t.eventTimeS,
    target_tolerance: { ...t.target },
    state_tolerance: { ...t.state },
  };
}

/** Per-leg diagnostics over gradable events; legs follow the aligned GT event (spec 6.3). */
export function legFractions(gt: PreparedGroundTruth, s: ScoredSubmission): { leg: number; fraction: number }[] {
  const legGain = new Map<number, number>();
  s.pairs.forEach((pair, n) => {
    const gain = s.gains[n];
    if (gain === null) return;
    const leg = gt.legs[pair.gt];
    legGain.set(leg, (legGain.get(leg) ?? 0) + gain);
  });
  return gt.gradableLegs.map(({ leg, count }) => ({ leg, fraction: Math.max(0, legGain.get(leg) ?? 0) / count }));
}

export function groupTotals(s: ScoredSubmission): Record<(typeof GROUP_NAMES)[number], number> {
  const earned = { target: 0, status: 0, states: 0, timing: 0, chain: 0, progress: 0 };
  for (const { credit } of s.pairs) {
    if (credit.total <= 0) continue;
    for (const g of GROUP_NAMES) earned[g] += credit[g];
  }
  return earned;
}

/** reward.json as the original writes it; `details.reason` is typed because the result's reason repeats it. */
export type FlightgearReward = { reward: number; details: { reason: string } & Record<string, unknown> };

export function rewardObject(gt: PreparedGroundTruth, s: ScoredSubmission): FlightgearReward {
  const nGt = gt.clearances.length;
  const nPairs = s.pairs.length;
  const fractions = legFractions(gt, s);
  const fractionSum = fractions.reduce((a, f) => a + f.fraction, 0);
  const earned = groupTotals(s);
  const groupCredit: Record<string, { earned: number; available: number }> = {};
  for (const g of GROUP_NAMES) groupCredit[g] = { earned: earned[g], available: GROUP_MAX[g] * nGt };
  const legCredit: Record<string, number> = {};
  for (const f of fractions) legCredit[String(f.leg)] = r4(f.fraction);
  const full = s.pairs.filter((p) => p.credit.total === FULL_CREDIT).length;

  return {
    reward: r4(s.reward),
    details: {
      reason: s.nDropped > 0 ? `dropped ${s.nDropped} malformed clearances` : "ok",
      graded_clearance_credit: r4(s.reward),
      leg_credit_accuracy: r4(fractions.length > 0 ? fractionSum / fractions.length : 0),
      credited_clearances: r4(s.credit),
      raw_credit_units: s.pairs.reduce((a, p) => a + p.credit.total, 0),
      chance_credit_units: gt.chanceUnits,
      max_credit_units: FULL_CREDIT * nGt,
      gradable_clearances: gt.nGradable,
      full_credit_matches: full,
      partial_credit_matches: nPairs - full,
      identity_matches: nPairs,
      spurious_clearances: s.spurious,
      chargeable_clearances: s.chargeable,
      complete_legs: fractions.filter((f) => f.fraction >= 1.0).length,
      n_leg_chains: fractions.length,
      leg_credit_fractions: legCredit,
      group_credit: groupCredit,
      n_predicted: s.entries.length,
      n_schema_valid: s.preds.length,
      n_dropped_invalid: s.nDropped,
      n_ground_truth: nGt,
      precision: r4(nPairs > 0 ? s.credit / nPairs : 0),
      recall: r4(gt.nGradable > 0 ? s.credit / gt.nGradable : 0),
      ...tolerances(gt),
      credit_policy: structuredClone(CREDIT_POLICY),
    },
  };
}

/** A submission rejected as a whole: zero everything except the GT-sized maxima. */
export function rejectedRewardObject(gt: PreparedGroundTruth, reason: string): Record<string, unknown> {
  const nGt = gt.clearances.length;
  return {
    reward: 0.0,
    details: {
      reason,
      graded_clearance_credit: 0.0,
      leg_credit_accuracy: 0.0,
      credited_clearances: 0.0,
      raw_credit_units: 0,
      chance_credit_units: 0,
      max_credit_units: FULL_CREDIT * nGt,
      gradable_clearances: 0,
      full_credit_matches: 0,
      partial_credit_matches: 0,
      identity_matches: 0,
      spurious_clearances: 0,
      chargeable_clearances: 0,
      complete_legs: 0,
      n_leg_chains: 0,
      leg_credit_fractions: {},
      group_credit: {},
      n_predicted: 0,
      n_schema_valid: 0,
      n_dropped_invalid: 0,
      n_ground_truth: nGt,
      precision: 0.0,
      recall: 0.0,
      ...tolerances(gt),
      credit_policy: {},
    },
  };
}
