// Reward sensitivity through the verifier: the oracle with k % of its events right (k = 0, 10, …,
// 100; seeded choices of which) and the rest wrong by a realistic error — a label swapped for
// another vocabulary value, or, with no label, the time moved past the boundary the offsets
// found. The ported audit's findings on the curve (reward_cliff, weight_concentration,
// blind_guess_above_bar) plus `reward_dead_zone`: a stretch of 30 points or more, not at the
// bottom, where getting more events right changes the reward by under 1 % of the full reward.
import { CLIFF_FRACTION, SENSITIVITY_LEVELS, sensitivityFindings, shuffled, type SensitivityResult } from "../reward-sensitivity";
import { jitterSeed, seededRng, type Rng } from "../rng";
import type { AuditFinding } from "../types";
import type { FieldBoundary } from "./boundaries";
import { labelFields, otherLabel, roundFor, timeFields } from "./events";
import type { ProbeRunner } from "./runner";
import type { Event, LedgerShape } from "./shape";
import { probe } from "./submission";

/** measured points below the oracle's a cliff or concentration finding needs (see summariseSensitivity) */
export const MIN_CURVE_POINTS = 3;

export const SENSITIVITY_SEEDS = 3;
const DEAD_ZONE_SPAN = 0.3;
const DEAD_ZONE_CHANGE = 0.01;

export type Corrupt = (e: Event, rng: Rng) => Event;

/** How to make one event wrong, or null when the shape offers no realistic error. */
export function corruptorFor(
  shape: LedgerShape,
  boundaries: readonly FieldBoundary[],
  /** label fields the verifier was shown not to check (a swap scored as the oracle) */
  unscored: readonly string[] = [],
): { describe: string; corrupt: Corrupt } | null {
  const label = labelFields(shape).find((f) => f.vocabulary.length > 1 && !unscored.includes(f.name));
  if (label)
    return {
      describe: `${label.name} swapped for another vocabulary value`,
      corrupt: (e, rng) => {
        const other = otherLabel(label, e[label.name], rng);
        return other === null ? e : { ...e, [label.name]: other };
      },
    };
  const b = boundaries.find((x) => x.found !== null);
  const time = b?.field ?? timeFields(shape)[0];
  if (!time) return null;
  const past = b?.result.firstBelow ? Math.abs(b.result.firstBelow.offset) * 2 : null;
  if (past === null) return null;
  return {
    describe: `${time.name} moved by ${past} (past the found boundary)`,
    corrupt: (e) => (typeof e[time.name] === "number" ? { ...e, [time.name]: roundFor(time, Number(e[time.name]) + past) } : e),
  };
}

export function deadZone(points: readonly { fractionCorrect: number; mean: number }[], full: number): { from: number; to: number } | null {
  if (full <= 0) return null;
  let best: { from: number; to: number } | null = null;
  for (let i = 1; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      if (Math.abs(points[j].mean - points[i].mean) >= DEAD_ZONE_CHANGE * full) break;
      const span = points[j].fractionCorrect - points[i].fractionCorrect;
      if (span >= DEAD_ZONE_SPAN - 1e-9 && (!best || span > best.to - best.from))
        best = { from: points[i].fractionCorrect, to: points[j].fractionCorrect };
    }
  }
  return best;
}

export interface CurvePoint {
  fractionCorrect: number;
  mean: number;
  min: number;
  max: number;
}

/** Mean/min/max reward at each level below 100 % (the oracle itself is the 100 % point). */
export async function runSensitivityCurve(
  runner: ProbeRunner,
  shape: LedgerShape,
  corruptor: { describe: string; corrupt: Corrupt },
  judgeId: string,
  seed: number,
): Promise<{ points: CurvePoint[]; describe: string }> {
  const n = shape.events.length;
  const orders = Array.from({ length: SENSITIVITY_SEEDS }, (_, s) => shuffled(n, seededRng(jitterSeed(seed ^ 0x5e5, s))));
  const levels = SENSITIVITY_LEVELS.filter((k) => k < 1);
  const probes = levels.flatMap((k) =>
    orders.map((order, s) => {
      const keep = new Set(order.slice(0, Math.round(k * n)));
      const rng = seededRng(jitterSeed(seed ^ 0xc0, s));
      return probe(
        shape,
        `${Math.round(k * 100)}% right (seed ${s})`,
        shape.events.map((e, i) => (keep.has(i) ? e : corruptor.corrupt(e, rng))),
      );
    }),
  );
  const rewards = await runner.score(probes, `reward sensitivity ${judgeId}`);
  const points = levels.flatMap((k, li) => {
    const rs = orders
      .map((_, s) => rewards[li * orders.length + s])
      .filter((r) => r !== undefined)
      .map((r) => r ?? 0);
    return rs.length
      ? [{ fractionCorrect: k, mean: rs.reduce((a, b) => a + b, 0) / rs.length, min: Math.min(...rs), max: Math.max(...rs) }]
      : [];
  });
  return { points, describe: corruptor.describe };
}

/** The curve with the oracle's point, and its findings (the ported ones plus reward_dead_zone). Pure. */
export function summariseSensitivity(
  curve: { points: readonly CurvePoint[]; describe: string },
  full: number,
  blind: SensitivityResult["blindGuess"],
  judgeId: string,
  bar: number,
): SensitivityResult {
  const measured = [...curve.points, { fractionCorrect: 1, mean: full, min: full, max: full }];
  const barReachedAt = measured.find((p) => p.mean >= bar)?.fractionCorrect ?? null;
  const beforeLast = measured.length > 1 ? measured[measured.length - 2] : null;
  const lastStepShare = full > 0 && beforeLast?.fractionCorrect === 0.9 ? Math.max(0, full - beforeLast.mean) / full : 0;
  // A budget cut can leave the curve with too few points to say where the bar is first reached:
  // a cliff or a concentration is claimed only from at least three measured points below the
  // oracle's, one of them at or under the cliff fraction (else a curve of the oracle alone read
  // as "the bar is reached only when every event is right", a fail on nothing)
  const readable = curve.points.length >= MIN_CURVE_POINTS && curve.points.some((p) => p.fractionCorrect <= CLIFF_FRACTION);
  const findings: AuditFinding[] = sensitivityFindings(judgeId, bar, measured, barReachedAt, lastStepShare, blind).filter(
    (f) => readable || (f.code !== "reward_cliff" && f.code !== "weight_concentration"),
  );
  const zone = deadZone(measured, full);
  if (zone)
    findings.push({
      kind: "sensitivity",
      severity: "warn",
      code: "reward_dead_zone",
      judgeId,
      message: `from ${Math.round(zone.from * 100)}% to ${Math.round(zone.to * 100)}% of events right (wrong ones: ${curve.describe}) the reward barely moves: getting more right earns nothing there`,
      numbers: { from: zone.from, to: zone.to },
    });
  return { judgeId, seeds: SENSITIVITY_SEEDS, bar, points: measured, barReachedAt, lastStepShare, blindGuess: blind, findings };
}
