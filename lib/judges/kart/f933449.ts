// kart-race-telemetry-ledger-s1@f933449 ("latest"): races matched by video time with an optimal
// assignment, two quantities, coverage folded into each quantity's accuracy (spec §7, addenda).
import { GroundTruthError, type JudgeDefinition, type JudgeResult, type PyValue } from "../types";
import { finiteFloatOf } from "./coerce";
import { combineReward } from "./combine";
import { buildKartEvents, type TimeContext } from "./events";
import { readKartGroundTruth, type KartGroundTruth } from "./ground-truth";
import { LATEST_QUANTITIES } from "./quantities";
import { latestPredictions, OVERFLOW_ERROR, readParsedLedger, referenceCrash, type Predictions } from "./read-submission";
import { latestRewardObject } from "./reward-object";
import { scoreLinkedRaces, type PairingRules, type RaceScoring } from "./score-races";
import { encodeLedger, noPredictionLinks } from "./shared";
import { neverThrow, scoreOrZero } from "../never-throw";
import { headlineReward } from "../headline";
import { parseSubmission, serializeSubmission } from "../submission-codec";
import { round4 } from "./round4";
import { kartScoringContract } from "./scoring-contract";
import { KART_LATEST_TOLERANCES, resolveKartTolerances } from "./tolerance-options";
import { matchRacesByTime, type RaceWindow } from "./time-match";

export const KART_LATEST_ID = "kart-race-telemetry-ledger-s1@f933449";

export interface KartLatestPrepared {
  gt: KartGroundTruth;
  windows: RaceWindow[];
}

function latestRules(gt: KartGroundTruth): PairingRules {
  // finite-only float(); accuracy divides by ALL GT races, so omissions cost (coverage per quantity)
  return { coerce: finiteFloatOf, accuracyNormaliser: () => gt.races.length };
}

function zeroVerdictLatest(
  gt: KartGroundTruth,
  reason: string,
  reportedCount: number,
  linked: { scoring: RaceScoring; entries: PyValue[]; time: TimeContext } | null,
): JudgeResult {
  const empty = scoreLinkedRaces(gt, noPredictionLinks(gt), [], latestRules(gt));
  const reward = latestRewardObject({
    gt,
    reason,
    reportedCount,
    quantities: empty.quantities,
    reward: 0,
    timeMatchedCount: 0,
  });
  const events = buildKartEvents(gt, linked?.scoring ?? empty, linked?.entries ?? [], {
    accuracyOverAllRaces: true,
    referenceCrash: reason,
    time: linked?.time ?? null,
  });
  return { reward, reason, events };
}

/** reward.reward without the reward object or events: 0 wherever the full path crashes */
function rewardLatest({ gt, windows }: KartLatestPrepared, predictions: Predictions): number {
  const matching = matchRacesByTime(windows, predictions.entries, gt.tolerances.timeToleranceS);
  if (matching.timeOverflowAt !== null) return 0;
  const scoring = scoreLinkedRaces(gt, matching.predictionOfRace, predictions.entries, latestRules(gt));
  return scoring.overflowIn ? 0 : round4(combineReward(scoring.quantities));
}

function scoreLatest({ gt, windows }: KartLatestPrepared, submission: Uint8Array): JudgeResult {
  const predictions = latestPredictions(submission);
  const matching = matchRacesByTime(windows, predictions.entries, gt.tolerances.timeToleranceS);
  const scoring = scoreLinkedRaces(gt, matching.predictionOfRace, predictions.entries, latestRules(gt));
  const time: TimeContext = { fitOfRace: matching.fitOfRace, predictionTimes: matching.predictionTimes };
  // The reference converts every prediction's time while building the cost matrix, and the
  // scored values of matched predictions only; an int beyond the double range crashes either.
  const overflow = matching.timeOverflowAt !== null ? `the time of prediction ${matching.timeOverflowAt + 1}` : scoring.overflowIn;
  if (overflow) {
    const crash = referenceCrash(OVERFLOW_ERROR, `${overflow} is an integer too large for a double`);
    return zeroVerdictLatest(gt, crash, predictions.reportedCount, { scoring, entries: predictions.entries, time });
  }
  const timeMatchedCount = matching.predictionOfRace.filter((p) => p !== null).length;
  const reward = latestRewardObject({
    gt,
    reason: predictions.reason,
    reportedCount: predictions.reportedCount,
    quantities: scoring.quantities,
    reward: combineReward(scoring.quantities),
    timeMatchedCount,
  });
  const events = buildKartEvents(gt, scoring, predictions.entries, {
    accuracyOverAllRaces: true,
    referenceCrash: null,
    time,
  });
  return { reward, reason: predictions.reason, events };
}

/** readKartGroundTruth(..., requireWindows = true) refuses a race without a window; this says so to the compiler. */
function windowOf(race: KartGroundTruth["races"][number]): RaceWindow {
  if (race.window === null) throw new GroundTruthError(`${KART_LATEST_ID}: race ${race.label} has no video window`);
  return race.window;
}

export const kartF933449: JudgeDefinition<KartLatestPrepared> = {
  id: KART_LATEST_ID,
  family: "kart-race-telemetry-ledger-s1",
  summary:
    "12 races matched by video time (optimal assignment, ±15 s); items and skid time; per quantity max(0,tau) x accuracy within 30% over all races, weighted 0.55/0.45",
  defaultOptions: {},
  prepare(groundTruth, options) {
    const tolerances = resolveKartTolerances(KART_LATEST_ID, KART_LATEST_TOLERANCES, options);
    const gt = readKartGroundTruth(groundTruth, LATEST_QUANTITIES, KART_LATEST_ID, true, tolerances);
    return { gt, windows: gt.races.map(windowOf) };
  },
  score: (prepared, submission) =>
    neverThrow(
      () => scoreLatest(prepared, submission),
      (reason) => zeroVerdictLatest(prepared.gt, reason, 0, null),
    ),
  emptySubmission: () => encodeLedger([]),
  perfectSubmission(groundTruth) {
    const gt = readKartGroundTruth(groundTruth, LATEST_QUANTITIES, KART_LATEST_ID, true);
    return encodeLedger(
      gt.races.map((race) => {
        const window = windowOf(race);
        // the window's middle: inside its own window at assignment cost 0
        const entry: Record<string, unknown> = { track: race.track, t: (window.start + window.end) / 2 };
        LATEST_QUANTITIES.forEach(({ name }, q) => (entry[name] = race.values[q]));
        return entry;
      }),
    );
  },
  headline: headlineReward,
  tolerances: KART_LATEST_TOLERANCES,
  scoringContract: (options) => kartScoringContract(KART_LATEST_ID, KART_LATEST_TOLERANCES, LATEST_QUANTITIES, options),
  scoreOnly: (prepared, submission) => scoreOrZero(() => rewardLatest(prepared, latestPredictions(submission))),
  parseSubmission,
  scoreParsed: (prepared, value) => scoreOrZero(() => rewardLatest(prepared, latestPredictions(readParsedLedger({ ok: true, value })))),
  serializeSubmission,
};
