// Per-race breakdown of a kart verdict, and the documented way it adds up to the reward.
//
// The kart reward is not a sum over races: tau is a whole-ledger statistic. What does add up:
//   reward = round4(max(0, Σ_q w_q · max(0, tau_q) · (Σ_races accuracy_{race,q}) / N_q / W))
// with W = Σ w over varying quantities and N_q = the accuracy divisor (@1ea24fc: the number of
// value pairs of q; @f933449: the number of GT races). Each expected-race event carries its
// per-quantity accuracy (field.earned) and every event carries the per-quantity summary
// (extra.quantities: weight, tau, N, varies), which is all rewardFromEvents needs. As a reading
// aid each event's groups hold its share w·max(0,tau)·accuracy/(N·W) of the reward, so the
// events' `earned` sum to the reward before rounding (up to float rounding).
import type { EventField, EventGroup, JudgeEvent, PyValue } from "../types";
import { PyDict, PyInt } from "../types";
import { combineReward, tauGate, varyingWeightSum, type QuantityOutcome } from "./combine";
import type { KartGroundTruth } from "./groundTruth";
import { TIME_TOLERANCE_S, TOLERANCE_LABEL } from "./quantities";
import { toleranceFor } from "./rankStats";
import { round4 } from "./round4";
import type { RaceScoring } from "./scoreRaces";
import { windowFit, type WindowFit } from "./timeMatch";

/** everything rewardFromEvents needs about one quantity, copied onto every event */
export interface QuantitySummary {
  name: string;
  weight: number;
  varies: boolean;
  tau: number;
  tauPairCount: number;
  valuePairCount: number;
  normaliser: number;
}

export interface KartEventExtra {
  track: string | null;
  quantities: QuantitySummary[];
  /** why the reference judge crashed on this submission (the reward is then 0) */
  referenceCrash: string | null;
  /** @f933449: how the matched prediction's time fits the race window */
  windowFit?: WindowFit | null;
  /** spurious events: why this prediction was not used */
  unmatchedBecause?: string;
}

export interface TimeContext {
  fitOfRace: readonly WindowFit[];
  predictionTimes: Float64Array;
}

export interface EventOptions {
  /** @f933449 divides accuracy by the GT race count (every race is available); @1ea24fc by pairs */
  accuracyOverAllRaces: boolean;
  referenceCrash: string | null;
  /** @f933449 only: race windows and prediction times */
  time: TimeContext | null;
}

function display(value: PyValue | undefined): unknown {
  if (value === undefined) return null;
  if (value instanceof PyInt) {
    const x = Number(value.value);
    return Number.isSafeInteger(x) ? x : `${value.value.toString().slice(0, 24)}… (int)`;
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (Array.isArray(value)) return "[array]";
  if (value instanceof PyDict) return "{object}";
  return value;
}

function trackOf(value: PyValue | undefined): string | null {
  return value instanceof PyDict && typeof value.get("track") === "string" ? (value.get("track") as string) : null;
}

function accuracyVerdict(accuracy: number | null, varies: boolean): EventField["verdict"] {
  if (!varies) return "n/a";
  if (accuracy === null || accuracy === 0) return "miss";
  return accuracy === 1 ? "ok" : "partial";
}

export function buildKartEvents(
  gt: KartGroundTruth,
  scoring: RaceScoring,
  predictions: readonly PyValue[],
  { accuracyOverAllRaces, referenceCrash, time }: EventOptions,
): JudgeEvent[] {
  const summaries: QuantitySummary[] = scoring.quantities.map((q) => ({
    name: q.name,
    weight: q.weight,
    varies: q.varies,
    tau: q.tau,
    tauPairCount: q.tauPairCount,
    valuePairCount: q.valuePairCount,
    normaliser: q.normaliser,
  }));
  const weightSum = varyingWeightSum(scoring.quantities);
  const share = (q: QuantityOutcome) =>
    referenceCrash === null && q.varies && q.normaliser > 0 && weightSum > 0 ? q.weight / (q.normaliser * weightSum) : 0;
  const events: JudgeEvent[] = [];
  const used = new Set<number>();

  for (const race of scoring.races) {
    const gtRace = gt.races[race.raceIndex];
    if (race.matchedPrediction !== null) used.add(race.matchedPrediction);
    const fields: EventField[] = [];
    const groups: EventGroup[] = [];
    if (time && gtRace.window) {
      const fit = time.fitOfRace[race.raceIndex];
      const t = race.matchedPrediction === null ? null : time.predictionTimes[race.matchedPrediction];
      fields.push({
        name: "t",
        expected: { start: gtRace.window.start, end: gtRace.window.end },
        predicted: t,
        tolerance: `inside the race window, or within ±${TIME_TOLERANCE_S} s of it`,
        verdict: race.matchedPrediction === null ? "miss" : fit === "inside" ? "ok" : "partial",
      });
    }
    race.comparisons.forEach((c, q) => {
      const outcome = scoring.quantities[q];
      const counts = outcome.normaliser > 0 && (c.accuracy !== null || accuracyOverAllRaces);
      const available = counts ? share(outcome) : 0;
      const accuracy = c.accuracy ?? 0;
      fields.push({
        name: c.quantity,
        expected: c.expected,
        predicted: c.predicted ?? display(c.predictedRaw),
        tolerance: `${TOLERANCE_LABEL}: ±${toleranceFor(c.expected)}`,
        verdict: accuracyVerdict(c.accuracy, outcome.varies),
        earned: accuracy,
        available: counts ? 1 : 0,
      });
      groups.push({ name: c.quantity, earned: available * tauGate(outcome.tau) * accuracy, available });
    });
    const scored = race.comparisons.filter((_, q) => scoring.quantities[q].varies);
    const verdict = scored.every((c) => c.accuracy === 1)
      ? "full"
      : scored.every((c) => !c.accuracy)
        ? "none"
        : "partial";
    const extra: KartEventExtra = { track: gtRace.track, quantities: summaries, referenceCrash };
    if (time) extra.windowFit = race.matchedPrediction === null ? null : time.fitOfRace[race.raceIndex];
    events.push({
      kind: "expected",
      index: race.raceIndex,
      matchedPrediction: race.matchedPrediction,
      label: `race ${race.raceIndex + 1}${gtRace.track ? `: ${gtRace.track}` : ""}`,
      verdict,
      timeSec: gtRace.window?.start ?? null,
      endSec: gtRace.window?.end ?? null,
      earned: groups.reduce((s, g) => s + g.earned, 0),
      available: groups.reduce((s, g) => s + g.available, 0),
      fields,
      groups,
      extra: extra as unknown as Record<string, unknown>,
    });
  }

  for (let p = 0; p < predictions.length; p++) {
    if (used.has(p)) continue;
    const entry = predictions[p];
    const fields: EventField[] = gt.quantities.map(({ name }) => ({
      name,
      expected: null,
      predicted: display(entry instanceof PyDict ? entry.get(name) : undefined),
      verdict: "n/a",
    }));
    const t = time ? time.predictionTimes[p] : NaN;
    const extra: KartEventExtra = {
      track: trackOf(entry),
      quantities: summaries,
      referenceCrash,
      unmatchedBecause: !time
        ? `only the first ${gt.races.length} positions are compared`
        : Number.isNaN(t)
          ? "no usable time (t / t_start / time)"
          : gt.races.some((r) => r.window && windowFit(r.window, t) !== "outside")
            ? "another prediction won the race window it fits"
            : `its time is outside every race window (±${TIME_TOLERANCE_S} s)`,
    };
    events.push({
      kind: "spurious",
      index: p,
      matchedPrediction: null,
      label: `prediction ${p + 1}${extra.track ? `: ${extra.track}` : ""} (unmatched)`,
      verdict: "spurious",
      timeSec: Number.isFinite(t) ? t : null,
      earned: 0,
      available: 0,
      fields,
      extra: extra as unknown as Record<string, unknown>,
    });
  }
  return events;
}

/** Rebuilds reward.reward from the events alone (see the header for the formula). */
export function rewardFromEvents(events: readonly JudgeEvent[]): number {
  const expected = events.filter((e) => e.kind === "expected").sort((a, b) => a.index - b.index);
  const first = expected[0]?.extra as unknown as KartEventExtra | undefined;
  if (!first || first.referenceCrash !== null) return 0;
  const outcomes: QuantityOutcome[] = first.quantities.map((q) => {
    let accuracySum = 0;
    for (const e of expected) {
      const field = e.fields.find((f) => f.name === q.name);
      accuracySum += field?.earned ?? 0;
    }
    return { ...q, accuracySum };
  });
  return round4(combineReward(outcomes));
}
