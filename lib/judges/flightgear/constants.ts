// Constants of the FlightGear clearance-ledger judge @cbfc22d (spec section 1).
// Kept in one place so the validator, the credit function and the baseline agree.

export const JUDGE_ID = "flightgear-atc-clearance-compliance-ledger@cbfc22d";
export const FAMILY = "flightgear-atc-clearance-compliance-ledger";

export type Unit = "feet" | "degrees" | "knots";
/** Snapshot dimensions, always in this order: altitude (ft), heading (deg), airspeed (kt). */
export type Dim = 0 | 1 | 2;
export const DIMS: readonly Dim[] = [0, 1, 2];
export const DIM_UNITS: readonly Unit[] = ["feet", "degrees", "knots"];
export const DIM_SUFFIX = ["altitude_ft", "heading_deg", "airspeed_kt"] as const;
export const HEADING: Dim = 1;

export const COMMAND_TYPES = ["climb", "descend", "turn_left_heading", "turn_right_heading", "accelerate", "decelerate"] as const;
export const STATUSES = ["complied", "complied_late", "superseded", "violated", "incomplete"] as const;
export const OVERSHOOT_BUCKETS = ["none", "small", "large", "not_applicable"] as const;
export const UNITS: readonly Unit[] = ["feet", "degrees", "knots"];

export const SNAPSHOT_PREFIXES = ["issue", "execution", "completion", "ending"] as const;
/** The exact key set every clearance must have (order is only the canonical output order). */
export const CLEARANCE_FIELDS = [
  "clearance_index",
  "issued_time_s",
  "command_type",
  "target_value",
  "target_unit",
  "issue_altitude_ft",
  "issue_heading_deg",
  "issue_airspeed_kt",
  "maximum_commanded_progress",
  "execution_altitude_ft",
  "execution_heading_deg",
  "execution_airspeed_kt",
  "completion_altitude_ft",
  "completion_heading_deg",
  "completion_airspeed_kt",
  "ending_altitude_ft",
  "ending_heading_deg",
  "ending_airspeed_kt",
  "execution_start_time_s",
  "completion_time_s",
  "status",
  "superseded_by_index",
  "overshoot_bucket",
] as const;

export const TARGET_TOLERANCE: Record<Unit, number> = { feet: 25, degrees: 2, knots: 2 };
export const STATE_TOLERANCE: Record<Unit, number> = { feet: 100, degrees: 8, knots: 3 };
export const ISSUE_TOLERANCE_S = 2.0;
export const EVENT_TOLERANCE_S = 4.0;
export const EVENT_PRECISE_S = 1.0;
export const LEG_DURATION_S = 720;
export const VIDEO_DURATION_S = 3600;
export const MAX_PREDICTIONS = 2000;
export const INTERPOLATION_SLACK = 0.5;

/** Credit budget per clearance, by group, in output order. */
export const GROUP_NAMES = ["target", "status", "states", "timing", "chain", "progress"] as const;
export type GroupName = (typeof GROUP_NAMES)[number];
export const GROUP_MAX: Record<GroupName, number> = {
  target: 4,
  status: 4,
  states: 4,
  timing: 4,
  chain: 2,
  progress: 2,
};
export const FULL_CREDIT = 20;

/** Which unit a command is spoken in ("heading" commands in degrees, climb/descend in feet, else knots). */
export function unitOfCommand(command: string): Unit {
  if (command.includes("heading")) return "degrees";
  if (command === "climb" || command === "descend") return "feet";
  return "knots";
}

export function dimOfUnit(unit: Unit): Dim {
  return unit === "feet" ? 0 : unit === "degrees" ? 1 : 2;
}

/** Fixed descriptive block copied verbatim from the original reward.json (normal path only). */
export const CREDIT_POLICY = {
  identity_gate: ["command_type", "issued_time_s +/-2.0s"],
  full_credit_units: 20,
  target_value: 4,
  status: 4,
  state_snapshots:
    "4 all four, 2 issue+ending only; each snapshot is compared against the trajectory at the timestamp the answer itself claims",
  event_times: "2 per timestamp within 1.0s, half that within 4.0s, else 0",
  supersession_and_overshoot: "2; superseded_by_index is resolved to the clearance it names and compared by identity, not by integer",
  maximum_commanded_progress: 2,
  chance_floor:
    "per-event credit is rescaled to (units - transcript_only_units) / (full - transcript_only_units), clipped to [-1, 1]; events the transcript-only ledger already answers in full carry no video signal and are not scored at all",
  reward:
    "summed chance-corrected credit over the gradable clearances, divided by the gradable count plus any submitted clearance that matched no ground-truth clearance",
  leg_assignment: "diagnostic only; legs follow the aligned ground-truth event, never floor(predicted issued_time_s / 720)",
} as const;
