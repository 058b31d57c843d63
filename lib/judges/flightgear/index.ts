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

export type { PreparedGroundTruth } from "./prepare";

/** The reward recomputed from a result's events alone (see breakdown.ts for the units). */
export function rewardFromEvents(events: readonly JudgeEvent[]): number {
  return pyRound(rewardFromEventsUnrounded(events), 4);
}

export function scoreFlightgear(gt: PreparedGroundTruth, submission: Uint8Array): JudgeResult {
  try {
    const accepted = acceptSubmission(submission);
    if (!accepted.ok) {
      return { reward: rejectedRewardObject(gt, accepted.reason), reason: accepted.reason, events: buildEvents(gt, null) };
    }
    const scored = scoreEntries(gt, accepted.entries);
    const reward = rewardObject(gt, scored);
    const reason = (reward.details as { reason: string }).reason;
    return { reward, reason, events: buildEvents(gt, scored) };
  } catch (err) {
    // Not expected to happen; the contract is that score() never throws, whatever the bytes.
    const reason = `internal error while scoring: ${err instanceof Error ? err.message : String(err)}`;
    return { reward: rejectedRewardObject(gt, reason), reason, events: [] };
  }
}

export const flightgearCbfc22d: JudgeDefinition<PreparedGroundTruth> = {
  id: JUDGE_ID,
  family: FAMILY,
  summary:
    "65 clearances matched on command + issue time ±2 s (order-preserving); 20 units in six groups, " +
    "discounted by a transcript-only baseline; unmatched entries charged",
  defaultOptions: {},
  prepare: (groundTruth) => prepareGroundTruth(groundTruth),
  score: scoreFlightgear,
  emptySubmission: () => new TextEncoder().encode('{"clearances": []}\n'),
  perfectSubmission: perfectSubmissionBytes,
  headline: (result) => {
    const r = result.reward.reward;
    return typeof r === "number" ? r : 0;
  },
};
