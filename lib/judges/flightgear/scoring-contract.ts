// FlightGear @cbfc22d's scoring numbers (lib/judges/scoring-contract.ts): the tolerances in force,
// the MAX_PREDICTIONS cap submission.ts applies and the credit groups' units out of FULL_CREDIT
// (constants.ts, the same the credit function sums).
import type { ScoringNumber } from "../scoring-contract";
import { toleranceNumbers } from "../scoring-contract";
import { readToleranceOptions } from "../tolerance-options";
import type { JudgeOptions } from "../types";
import { FULL_CREDIT, GROUP_MAX, GROUP_NAMES, JUDGE_ID, MAX_PREDICTIONS, type GroupName } from "./constants";
import { FLIGHTGEAR_TOLERANCES } from "./tolerance-options";

/** how the SPEC and instruction name each credit group (the reward's credit_policy wording too) */
const GROUP_PROSE: Record<GroupName, readonly string[]> = {
  target: ["target", "target_value", "target value"],
  status: ["status"],
  states: ["states", "state snapshots", "instrument snapshots", "snapshots"],
  timing: ["timing", "event times"],
  chain: ["chain", "supersession chain", "supersession and overshoot", "supersession"],
  progress: ["progress", "maximum_commanded_progress", "commanded progress"],
};

export function flightgearScoringContract(options?: JudgeOptions): ScoringNumber[] {
  const values = readToleranceOptions(JUDGE_ID, FLIGHTGEAR_TOLERANCES, options);
  return [
    ...toleranceNumbers(FLIGHTGEAR_TOLERANCES, values),
    {
      kind: "cap",
      key: "MAX_PREDICTIONS",
      label: "more clearances than this void the submission",
      unit: "entries",
      value: MAX_PREDICTIONS,
      names: ["clearances", "entries", "predictions"],
    },
    ...GROUP_NAMES.map((g): ScoringNumber => ({
      kind: "weight",
      key: g,
      label: `${g} credit group, units of ${FULL_CREDIT} per clearance`,
      unit: "units",
      value: GROUP_MAX[g],
      total: FULL_CREDIT,
      names: GROUP_PROSE[g],
    })),
  ];
}
