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
import { isPlainObject } from "../reward-compare";
import { combineReward, tauGate, varyingWeightSum, type QuantityOutcome } from "./combine";
import type { KartGroundTruth } from "./ground-truth";
import { round4 } from "./round4";
import type { RaceScoring } from "./score-races";
import { windowFit, type WindowFit } from "./time-match";

/** everything rewardFromEvents needs about one quantity, copied onto every event */
export interface QuantitySummary {
  name: string;
  weight: number;
  varies: boolean;
  tau: number;
  tauPairCount: number;
  valuePairCount: number;
  normaliser: number;
  tauFloor: number;
}

// a type alias, not an interface: an alias has an implicit index signature, so it is a
// JudgeEvent's `extra` (Record<string, unknown>) as it is, without a cast
export type KartEventExtra = {
  track: string | null;
  quantities: QuantitySummary[];
  /** why the reference judge crashed on this submission (the reward is then 0) */
  referenceCrash: string | null;
  /** @f933449: how the matched prediction's time fits the race window */
  windowFit?: WindowFit | null;
  /** spurious events: why this prediction was not used */
  unmatchedBecause?: string;
  /** @f933449: the race-window widening in force, for the near-miss pairing */
  timeToleranceS?: number;
};

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

const timeToleranceText = (s: number) => `inside the race window, or within ±${s} s of it`;

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

function accuracyVerdict(accuracy: number | null, varies: boolean): EventField["verdict"] {
  if (!varies) return "n/a";
  if (accuracy === null || accuracy === 0) return "miss";
  return accuracy === 1 ? "ok" : "partial";
}

/** full: every varying quantity exact; none: no credit anywhere; partial otherwise */
function raceVerdict(accuracies: (number | null)[], varies: readonly boolean[]): JudgeEvent["verdict"] {
  let all = true;
  let any = false;
  for (let q = 0; q < accuracies.length; q++) {
    if (!varies[q]) continue;
    const a = accuracies[q];
    if (a !== 1) all = false;
    if (a) any = true;
  }
  return all ? "full" : any ? "partial" : "none";
}

export function buildKartEvents(
  gt: KartGroundTruth,
  scoring: RaceScoring,
  predictions: readonly PyValue[],
  { accuracyOverAllRaces, referenceCrash, time }: EventOptions,
): JudgeEvent[] {
  const quantities = scoring.quantities;
  const summaries: QuantitySummary[] = quantities.map(({ accuracySum: _, ...summary }) => summary);
  const weightSum = varyingWeightSum(quantities);
  // one race's maximal share of the reward in each quantity: w / (N·W); 0 where it cannot count
  const shares = quantities.map((q) =>
    referenceCrash === null && q.varies && q.normaliser > 0 && weightSum > 0 ? q.weight / (q.normaliser * weightSum) : 0,
  );
  const events: JudgeEvent[] = [];
  const used = new Uint8Array(predictions.length);

  for (const race of scoring.races) {
    const gtRace = gt.races[race.raceIndex];
    const partner = race.matchedPrediction;
    if (partner !== null) used[partner] = 1;
    const fields: EventField[] = [];
    const groups: EventGroup[] = [];
    let earned = 0;
    let available = 0;
    if (time && gtRace.window) {
      fields.push({
        name: "t",
        expected: { start: gtRace.window.start, end: gtRace.window.end },
        predicted: partner === null ? null : time.predictionTimes[partner],
        tolerance: timeToleranceText(gt.tolerances.timeToleranceS),
        verdict: partner === null ? "miss" : time.fitOfRace[race.raceIndex] === "inside" ? "ok" : "partial",
      });
    }
    const accuracies: (number | null)[] = [];
    for (let q = 0; q < quantities.length; q++) {
      const c = race.comparisons[q];
      const counts = quantities[q].normaliser > 0 && (c.accuracy !== null || accuracyOverAllRaces);
      const accuracy = c.accuracy ?? 0;
      const groupAvailable = counts ? shares[q] : 0;
      const groupEarned = groupAvailable * tauGate(quantities[q].tau, quantities[q].tauFloor) * accuracy;
      accuracies.push(c.accuracy);
      fields.push({
        name: c.quantity,
        expected: c.expected,
        predicted: c.predicted ?? display(c.predictedRaw),
        tolerance: gtRace.toleranceText[q],
        verdict: accuracyVerdict(c.accuracy, quantities[q].varies),
        earned: accuracy,
        available: counts ? 1 : 0,
      });
      groups.push({ name: c.quantity, earned: groupEarned, available: groupAvailable });
      earned += groupEarned;
      available += groupAvailable;
    }
    const extra: KartEventExtra = { track: gtRace.track, quantities: summaries, referenceCrash };
    if (time) {
      extra.windowFit = partner === null ? null : time.fitOfRace[race.raceIndex];
      extra.timeToleranceS = gt.tolerances.timeToleranceS;
    }
    events.push({
      kind: "expected",
      index: race.raceIndex,
      matchedPrediction: partner,
      label: gtRace.label,
      verdict: raceVerdict(accuracies, gt.varies),
      timeSec: gtRace.window?.start ?? null,
      endSec: gtRace.window?.end ?? null,
      earned,
      available,
      fields,
      groups,
      extra,
    });
  }

  for (let p = 0; p < predictions.length; p++) {
    if (!used[p]) events.push(spuriousEvent(gt, p, predictions[p], summaries, referenceCrash, time));
  }
  return events;
}

function spuriousEvent(
  gt: KartGroundTruth,
  index: number,
  entry: PyValue,
  summaries: QuantitySummary[],
  referenceCrash: string | null,
  time: TimeContext | null,
): JudgeEvent {
  const fields: EventField[] = gt.quantities.map(({ name }) => ({
    name,
    expected: null,
    predicted: display(entry instanceof PyDict ? entry.get(name) : undefined),
    verdict: "n/a",
  }));
  const t = time ? time.predictionTimes[index] : NaN;
  const track = entry instanceof PyDict ? entry.get("track") : undefined;
  const extra: KartEventExtra = {
    track: typeof track === "string" ? track : null,
    quantities: summaries,
    referenceCrash,
    unmatchedBecause: !time
      ? `only the first ${gt.races.length} positions are compared`
      : Number.isNaN(t)
        ? "no usable time (t / t_start / time)"
        : gt.races.some((r) => r.window && windowFit(r.window, t, gt.tolerances.timeToleranceS) !== "outside")
          ? "another prediction won the race window it fits"
          : `its time is outside every race window (±${gt.tolerances.timeToleranceS} s)`,
  };
  return {
    kind: "spurious",
    index,
    matchedPrediction: null,
    label: `prediction ${index + 1}${extra.track ? `: ${extra.track}` : ""} (unmatched)`,
    verdict: "spurious",
    timeSec: Number.isFinite(t) ? t : null,
    earned: 0,
    available: 0,
    fields,
    extra,
  };
}

const SUMMARY_NUMBERS = ["weight", "tau", "tauPairCount", "valuePairCount", "normaliser", "tauFloor"] as const;

/** A QuantitySummary as buildKartEvents writes it into `extra.quantities` (read back from an untyped event). */
function isQuantitySummary(q: unknown): q is QuantitySummary {
  if (!isPlainObject(q) || typeof q.name !== "string" || typeof q.varies !== "boolean") return false;
  return SUMMARY_NUMBERS.every((k) => typeof q[k] === "number");
}

/** Rebuilds reward.reward from the events alone (see the header for the formula). */
export function rewardFromEvents(events: readonly JudgeEvent[]): number {
  const expected = events.filter((e) => e.kind === "expected").sort((a, b) => a.index - b.index);
  const first = expected[0]?.extra;
  if (!first || first.referenceCrash !== null || !Array.isArray(first.quantities)) return 0;
  const outcomes: QuantityOutcome[] = first.quantities.filter(isQuantitySummary).map((q) => {
    // races in GT order, as the judge accumulates them; a race without a pair adds exactly 0
    let accuracySum = 0;
    for (const e of expected) accuracySum += e.fields.find((f) => f.name === q.name)?.earned ?? 0;
    return { ...q, accuracySum };
  });
  return round4(combineReward(outcomes));
}
