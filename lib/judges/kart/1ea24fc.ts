// kart-race-telemetry-ledger-s1@1ea24fc ("v4"): races compared by list position (spec §1-6).
import type { JudgeDefinition, JudgeResult, PyValue } from "../types";
import { pyFloatOf } from "./coerce";
import { combineReward } from "./combine";
import { buildKartEvents } from "./events";
import { readKartGroundTruth, type KartGroundTruth } from "./ground-truth";
import { V4_QUANTITIES } from "./quantities";
import { OVERFLOW_ERROR, readParsedLedger, referenceCrash, v4Predictions, type Predictions } from "./read-submission";
import { v4RewardObject } from "./reward-object";
import { scoreLinkedRaces, type PairingRules, type RaceScoring } from "./score-races";
import { encodeLedger, noPredictionLinks } from "./shared";
import { neverThrow, scoreOrZero } from "../never-throw";
import { headlineReward } from "../headline";
import { parseSubmission, serializeSubmission } from "../submission-codec";
import { round4 } from "./round4";
import { kartScoringContract } from "./scoring-contract";
import { KART_V4_TOLERANCES, resolveKartTolerances } from "./tolerance-options";

export const KART_V4_ID = "kart-race-telemetry-ledger-s1@1ea24fc";

export interface KartV4Prepared {
  gt: KartGroundTruth;
}

/** plain float() (NaN and inf pass), accuracy is the mean over value pairs */
const V4_RULES: PairingRules = { coerce: pyFloatOf, accuracyNormaliser: (pairs) => pairs };

/**
 * Where the reference judge crashed (it wrote no reward) or our own code failed: reward 0 in the
 * usual shape, dims as for an empty ledger, and events that show the comparisons without credit.
 */
function zeroVerdictV4(
  gt: KartGroundTruth,
  reason: string,
  reportedCount: number,
  scoring: RaceScoring | null,
  entries: PyValue[],
): JudgeResult {
  const empty = scoreLinkedRaces(gt, noPredictionLinks(gt), [], V4_RULES);
  const reward = v4RewardObject({ gt, reason, reportedCount, quantities: empty.quantities, reward: 0 });
  const events = buildKartEvents(gt, scoring ?? empty, scoring ? entries : [], {
    accuracyOverAllRaces: false,
    referenceCrash: reason,
    time: null,
  });
  return { reward, reason, events };
}

/** race i is compared with prediction i for i < min(|G|, |P|); extra predictions are ignored */
function scoreByPosition(gt: KartGroundTruth, predictions: Predictions): RaceScoring {
  const compared = Math.min(gt.races.length, predictions.entries.length);
  const links = gt.races.map((_, i) => (i < compared ? i : null));
  return scoreLinkedRaces(gt, links, predictions.entries, V4_RULES);
}

/** reward.reward without the reward object or events: 0 wherever the full path crashes */
function rewardV4(gt: KartGroundTruth, predictions: Predictions): number {
  if (predictions.crash) return 0;
  const scoring = scoreByPosition(gt, predictions);
  return scoring.overflowIn ? 0 : round4(combineReward(scoring.quantities));
}

function scoreV4({ gt }: KartV4Prepared, submission: Uint8Array): JudgeResult {
  const predictions = v4Predictions(submission, gt.races.length);
  const scoring = scoreByPosition(gt, predictions);
  const crash =
    predictions.crash ??
    (scoring.overflowIn && referenceCrash(OVERFLOW_ERROR, `${scoring.overflowIn} is an integer too large for a double`));
  if (crash) return zeroVerdictV4(gt, crash, predictions.reportedCount, scoring, predictions.entries);
  const reward = v4RewardObject({
    gt,
    reason: predictions.reason,
    reportedCount: predictions.reportedCount,
    quantities: scoring.quantities,
    reward: combineReward(scoring.quantities),
  });
  const events = buildKartEvents(gt, scoring, predictions.entries, {
    accuracyOverAllRaces: false,
    referenceCrash: null,
    time: null,
  });
  return { reward, reason: predictions.reason, events };
}

export const kart1ea24fc: JudgeDefinition<KartV4Prepared> = {
  id: KART_V4_ID,
  family: "kart-race-telemetry-ledger-s1",
  summary:
    "12 races matched by list position; items, explosions, bananas, skid time; per quantity max(0,tau) x accuracy within 30%, weighted 0.30/0.15/0.25/0.30",
  defaultOptions: {},
  prepare(groundTruth, options) {
    const tolerances = resolveKartTolerances(KART_V4_ID, KART_V4_TOLERANCES, options);
    return { gt: readKartGroundTruth(groundTruth, V4_QUANTITIES, KART_V4_ID, false, tolerances) };
  },
  score: (prepared, submission) =>
    neverThrow(
      () => scoreV4(prepared, submission),
      (reason) => zeroVerdictV4(prepared.gt, reason, 0, null, []),
    ),
  emptySubmission: () => encodeLedger([]),
  perfectSubmission(groundTruth) {
    const gt = readKartGroundTruth(groundTruth, V4_QUANTITIES, KART_V4_ID, false);
    return encodeLedger(
      gt.races.map((race) => {
        const entry: Record<string, unknown> = { track: race.track };
        V4_QUANTITIES.forEach(({ name }, q) => (entry[name] = race.values[q]));
        return entry;
      }),
    );
  },
  headline: headlineReward,
  tolerances: KART_V4_TOLERANCES,
  scoringContract: (options) => kartScoringContract(KART_V4_ID, KART_V4_TOLERANCES, V4_QUANTITIES, options),
  scoreOnly: ({ gt }, submission) => scoreOrZero(() => rewardV4(gt, v4Predictions(submission, gt.races.length))),
  parseSubmission,
  scoreParsed: ({ gt }, value) => scoreOrZero(() => rewardV4(gt, v4Predictions(readParsedLedger({ ok: true, value }), gt.races.length))),
  serializeSubmission,
};
