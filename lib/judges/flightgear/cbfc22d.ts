// FlightGear ATC clearance-compliance ledger judge @cbfc22d, as a JudgeDefinition.
// prepare() validates the ground truth and precomputes the transcript-only baseline;
// score() accepts any bytes and reproduces the original reward.json exactly.

import { pyRound } from "../py";
import type { JudgeDefinition, JudgeEvent, JudgeResult } from "../types";
import { buildEvents, rewardFromEventsUnrounded } from "./breakdown";
import { FAMILY, JUDGE_ID } from "./constants";
import { perfectSubmissionBytes } from "./perfect";
import { prepareGroundTruth, type PreparedGroundTruth } from "./prepare";
import { rejectedRewardObject, rewardObject } from "./reward";
import { scoreEntries } from "./score";
import { acceptSubmission } from "./submission";
import { scoreOnlyFlightgear, scoreParsedFlightgear } from "./score-only";
import { FLIGHTGEAR_TOLERANCES } from "./tolerance-options";
import { flightgearScoringContract } from "./scoring-contract";
import { neverThrow, scoreOrZero } from "../never-throw";
import { headlineReward } from "../headline";
import { parseSubmission, serializeSubmission } from "../submission-codec";

export type { PreparedGroundTruth } from "./prepare";

/** The reward recomputed from a result's events alone (see breakdown.ts for the units). */
export function rewardFromEvents(events: readonly JudgeEvent[]): number {
  return pyRound(rewardFromEventsUnrounded(events), 4);
}

function scoreUnguarded(gt: PreparedGroundTruth, submission: Uint8Array): JudgeResult {
  const accepted = acceptSubmission(submission);
  if (!accepted.ok) {
    return { reward: rejectedRewardObject(gt, accepted.reason), reason: accepted.reason, events: buildEvents(gt, null) };
  }
  const scored = scoreEntries(gt, accepted.entries);
  const reward = rewardObject(gt, scored);
  const reason = reward.details.reason;
  return { reward, reason, events: buildEvents(gt, scored) };
}

export function scoreFlightgear(gt: PreparedGroundTruth, submission: Uint8Array): JudgeResult {
  // Not expected to throw; the contract is that score() never does, whatever the bytes.
  return neverThrow(
    () => scoreUnguarded(gt, submission),
    (reason) => ({ reward: rejectedRewardObject(gt, reason), reason, events: [] }),
  );
}

export const flightgearCbfc22d: JudgeDefinition<PreparedGroundTruth> = {
  id: JUDGE_ID,
  family: FAMILY,
  summary:
    "65 clearances matched on command + issue time ±2 s (order-preserving); 20 units in six groups, " +
    "discounted by a transcript-only baseline; unmatched entries charged",
  defaultOptions: {},
  prepare: (groundTruth, options) => prepareGroundTruth(groundTruth, options),
  score: scoreFlightgear,
  emptySubmission: () => new TextEncoder().encode('{"clearances": []}\n'),
  perfectSubmission: perfectSubmissionBytes,
  headline: headlineReward,
  tolerances: FLIGHTGEAR_TOLERANCES,
  scoringContract: flightgearScoringContract,
  scoreOnly: (gt, submission) => scoreOrZero(() => scoreOnlyFlightgear(gt, submission)),
  parseSubmission,
  scoreParsed: (gt, value) => scoreOrZero(() => scoreParsedFlightgear(gt, value)),
  serializeSubmission,
};
