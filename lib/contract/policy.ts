// Per-family contract policy: which judge tolerances the agent must be told, and whether the
// instruction may state the scoring method. The family requirement is "nothing about the scoring
// method" (shared/domain.md), so the default is "tolerances stated, method not"; a family whose
// instruction deliberately states its weights (kart) says so here, in one place.
import type { JudgeFamily } from "../judges/judge-family";

export interface FamilyPolicy {
  /** tolerance keys the instruction must state; "all" = every tolerance with a unit we read */
  statedTolerances: "all" | readonly string[];
  /** "not_stated": the instruction must not describe the scoring method (F1, weights, credit units) */
  method: "not_stated" | "stated";
  /**
   * submission caps (MAX_PREDICTIONS, maxBytes) the instruction must state. Default "none": a cap
   * far above the event count cannot bind an honest answer; a cap a document states is still
   * compared with the judge's (scoring_stated_differently). With method "stated" every weighted
   * term's weight must be stated too.
   */
  statedCaps: "all" | "none" | readonly string[];
}

export const DEFAULT_POLICY: FamilyPolicy = { statedTolerances: "all", method: "not_stated", statedCaps: "none" };

export const POLICIES: Record<JudgeFamily, FamilyPolicy | null> = {
  // interpolationSlack is internal arithmetic (a rate times seconds), not a band the agent aims at
  "flightgear-atc-clearance-compliance-ledger": {
    statedTolerances: [
      "issueTimeS",
      "eventPreciseS",
      "eventTimeS",
      "targetFeet",
      "targetDegrees",
      "targetKnots",
      "stateFeet",
      "stateDegrees",
      "stateKnots",
    ],
    method: "not_stated",
    statedCaps: "none",
  },
  // the accuracy band is the agent-facing tolerance; the floor and tau gate are scorer arithmetic.
  // The instruction states each quantity's weight on purpose (seed 001): method stated.
  "kart-race-telemetry-ledger-s1": { statedTolerances: ["relativeTolerance"], method: "stated", statedCaps: "none" },
  "egocentric-activity-understanding": { statedTolerances: ["frameTolerance"], method: "not_stated", statedCaps: "none" },
  // opt-out: a task's own verifier gets the default (tolerances stated, method not), the family requirement
  "task-verifier": null,
};

/** `family`: the review's key (review-family.ts), never a family string read from the folder */
export function policyFor(family: JudgeFamily | null): FamilyPolicy {
  return (family === null ? null : POLICIES[family]) ?? DEFAULT_POLICY;
}
