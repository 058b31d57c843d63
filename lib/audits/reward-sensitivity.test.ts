// Reward sensitivity on the bundled ground truths, with expected numbers derived by hand:
// * egocentric F1 with k·n actions right and the rest given a wrong verb: precision = recall =
//   round(k·172)/172, so the curve IS that fraction (0.1 -> 17/172 = 0.098837…), no cliff.
// * FlightGear's current judge (graded per-clearance credit) reaches the 0.10 bar early: no cliff.
// * FlightGear's OLD shape, built here as a variant scorer: 0.9 · (legs whose every clearance is
//   exact) / legs + 0.1 · F1 (command_type equal, issue time within 2 s). With half the clearances
//   right, F1 = 0.5 gives 0.05, and a leg of ~13 clearances is all right with probability about
//   0.5^13: the reward stays under 0.10 until most clearances are right (reward_cliff), and most of
//   it arrives in the last step (weight_concentration).
import { describe, expect, it } from "vitest";
import { contextFor, EGO_LATEST, FG_JUDGE } from "./__fixtures__/bundled";
import type { AuditContext } from "./context";
import { entriesOf } from "./profiles/shared";
import { rewardSensitivity, SENSITIVITY_LEVELS } from "./reward-sensitivity";

type Entry = Record<string, unknown>;
/** the instruction's leg cuts (FlightGear instruction.md line 11): 720, 1440, 2160, 2880 s */
const LEG_CUTS = [720, 1440, 2160, 2880];
const legOf = (t: number) => LEG_CUTS.filter((c) => t >= c).length;

function oldShapeScorer(ctx: AuditContext): AuditContext["scorer"] {
  const truth = entriesOf(ctx.profileContext.oracle, "clearances");
  const same = (a: Entry, b: Entry) => JSON.stringify(a) === JSON.stringify(b);
  const scoreValue = (value: unknown) => {
    const predicted = entriesOf(value as Entry, "clearances");
    const legs = new Set(truth.map((e) => legOf(Number(e.issued_time_s))));
    let exactLegs = 0;
    for (const leg of legs) {
      const inLeg = truth.map((e, i) => [e, i] as const).filter(([e]) => legOf(Number(e.issued_time_s)) === leg);
      if (inLeg.every(([e, i]) => predicted[i] !== undefined && same(predicted[i], e))) exactLegs++;
    }
    const used = new Set<number>();
    let tp = 0;
    for (const e of truth) {
      const j = predicted.findIndex(
        (p, k) => !used.has(k) && p.command_type === e.command_type && Math.abs(Number(p.issued_time_s) - Number(e.issued_time_s)) <= 2,
      );
      if (j >= 0) {
        used.add(j);
        tp++;
      }
    }
    const f1 = predicted.length + truth.length === 0 ? 0 : (2 * tp) / (predicted.length + truth.length);
    return 0.9 * (exactLegs / legs.size) + 0.1 * f1;
  };
  return { ...ctx.scorer, scoreValue };
}

describe("reward sensitivity", () => {
  it("egocentric: the curve is the fraction correct (F1 by hand), no cliff, no concentration", () => {
    const r = rewardSensitivity(contextFor(EGO_LATEST), { seeds: 2, blindCount: 10 })!;
    expect(r.points.map((p) => p.fractionCorrect)).toEqual([...SENSITIVITY_LEVELS]);
    r.points.forEach((p) => expect(p.mean).toBeCloseTo(Math.round(p.fractionCorrect * 172) / 172, 4));
    expect(r.barReachedAt).toBe(0.2); // 0.1 -> 17/172 = 0.0988 < 0.10
    expect(r.findings.map((f) => f.code)).toEqual([]);
    expect(r.blindGuess.mean).toBeLessThan(0.01);
  });

  it("FlightGear's current judge: bar reached at 20% correct, no reward_cliff", () => {
    const r = rewardSensitivity(contextFor(FG_JUDGE), { seeds: 3, blindCount: 5 })!;
    expect(r.points[0].mean).toBe(0);
    expect(r.points[10].mean).toBe(1);
    expect(r.barReachedAt).not.toBeNull();
    expect(r.barReachedAt!).toBeLessThanOrEqual(0.5);
    expect(r.findings.map((f) => f.code)).not.toContain("reward_cliff");
  });

  it("FlightGear's old 0.9·exact-leg + 0.1·F1 shape: reward_cliff and weight_concentration", () => {
    const real = contextFor(FG_JUDGE);
    const ctx = { ...real, scorer: oldShapeScorer(real) };
    const r = rewardSensitivity(ctx, { seeds: 3, blindCount: 5 })!;
    expect(r.points[10].mean).toBeCloseTo(1, 9);
    expect(r.points[5].mean).toBeCloseTo(0.05, 2); // F1 = 0.5, no exact leg
    expect(r.barReachedAt!).toBeGreaterThan(0.5);
    expect(r.findings.map((f) => f.code)).toEqual(["reward_cliff", "weight_concentration"]);
  });

  it("a scorer that pays a flat 0.2 to anything: blind guesses above the bar, no cliff", () => {
    const real = contextFor(EGO_LATEST);
    const ctx = { ...real, scorer: { ...real.scorer, scoreValue: () => 0.2 } };
    const r = rewardSensitivity(ctx, { seeds: 1, blindCount: 5 })!;
    expect(r.blindGuess).toEqual({ count: 5, mean: 0.2, p95: 0.2, max: 0.2 });
    expect(r.findings.map((f) => f.code)).toEqual(["blind_guess_above_bar"]);
  });
});
