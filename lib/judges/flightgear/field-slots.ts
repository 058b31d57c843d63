// Positions of the clearance fields in CLEARANCE_FIELDS order: the slots of a row of values, as
// read by validate-entry.ts (PyValue rows) and fast-row.ts (typed rows).
import { CLEARANCE_FIELDS } from "./constants";

type Field = (typeof CLEARANCE_FIELDS)[number];
export const slotOf = (f: Field): number => CLEARANCE_FIELDS.indexOf(f);

export const I_INDEX = slotOf("clearance_index");
export const I_ISSUED = slotOf("issued_time_s");
export const I_COMMAND = slotOf("command_type");
export const I_UNIT = slotOf("target_unit");
export const I_TARGET = slotOf("target_value");
export const I_EXEC = slotOf("execution_start_time_s");
export const I_COMPL = slotOf("completion_time_s");
export const I_PROGRESS = slotOf("maximum_commanded_progress");
export const I_STATUS = slotOf("status");
export const I_OVERSHOOT = slotOf("overshoot_bucket");
export const I_LINK = slotOf("superseded_by_index");
