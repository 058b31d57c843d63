// Per-clearance schema check (spec 2.2). Predictions that fail are dropped one by one;
// the ground truth uses the same rules plus the document-wide ones in groundTruth.ts.

import { PyDict, PyInt, type PyValue } from "../types";
import {
  CLEARANCE_FIELDS,
  COMMAND_TYPES,
  DIM_SUFFIX,
  MAX_PREDICTIONS,
  OVERSHOOT_BUCKETS,
  SNAPSHOT_PREFIXES,
  STATUSES,
  UNITS,
  VIDEO_DURATION_S,
  unitOfCommand,
  type Unit,
} from "./constants";
import type { Clearance, Triple } from "./clearance";
import { finiteNumber } from "./numeric";

export type EntryCheck = { ok: true; clearance: Clearance } | { ok: false; problem: string };

const FIELD_SET: ReadonlySet<string> = new Set(CLEARANCE_FIELDS);
const COMMANDS: ReadonlySet<string> = new Set(COMMAND_TYPES);
const STATUS_SET: ReadonlySet<string> = new Set(STATUSES);
const OVERSHOOT_SET: ReadonlySet<string> = new Set(OVERSHOOT_BUCKETS);
const UNIT_SET: ReadonlySet<string> = new Set(UNITS);

// Not an Error subclass on purpose: a padded 2000-row ledger may drop every row, and
// capturing a stack trace per dropped row would dominate the scoring time.
class EntryProblem {
  constructor(readonly message: string) {}
}

function fail(problem: string): never {
  throw new EntryProblem(problem);
}

/** A JSON integer (PyInt, never bool or a float like 1.0) as a JS number. */
function jsonInteger(v: PyValue | undefined): number | undefined {
  return v instanceof PyInt ? Number(v.value) : undefined;
}

/** null stays null; anything else must be a finite number. */
function nullOrFinite(v: PyValue | undefined, field: string): number | null {
  if (v === null) return null;
  const n = finiteNumber(v);
  if (n === undefined) fail(`${field} must be null or a finite number`);
  return n;
}

function vocabulary(v: PyValue | undefined, allowed: ReadonlySet<string>, field: string): string {
  if (typeof v !== "string" || !allowed.has(v)) fail(`${field} is not in the vocabulary`);
  return v;
}

/** "issue_altitude_ft" ... per prefix, built once (this runs for every submitted row). */
const SNAPSHOT_KEYS = Object.fromEntries(
  SNAPSHOT_PREFIXES.map((prefix) => [prefix, DIM_SUFFIX.map((suffix) => `${prefix}_${suffix}`)]),
) as Record<(typeof SNAPSHOT_PREFIXES)[number], string[]>;

function readTriple(entry: PyDict, prefix: (typeof SNAPSHOT_PREFIXES)[number]): Triple {
  const keys = SNAPSHOT_KEYS[prefix];
  const values = [
    nullOrFinite(entry.get(keys[0]), keys[0]),
    nullOrFinite(entry.get(keys[1]), keys[1]),
    nullOrFinite(entry.get(keys[2]), keys[2]),
  ];
  const nulls = (values[0] === null ? 1 : 0) + (values[1] === null ? 1 : 0) + (values[2] === null ? 1 : 0);
  if (nulls > 0) {
    // issue and ending snapshots are always observed; execution/completion are all-or-nothing
    if (prefix === "issue" || prefix === "ending") fail(`${prefix} snapshot has a null value`);
    if (nulls !== 3) fail(`${prefix} snapshot is partly null`);
    return [null, null, null];
  }
  const [alt, hdg, spd] = values as number[];
  if (!(alt > 0)) fail(`${prefix}_altitude_ft must be > 0`);
  if (!(spd > 0)) fail(`${prefix}_airspeed_kt must be > 0`);
  if (!(hdg >= 0 && hdg < 360)) fail(`${prefix}_heading_deg must be in [0, 360)`);
  return [alt, hdg, spd];
}

function checkEntry(entry: PyValue): Clearance {
  if (!(entry instanceof PyDict)) fail("clearance is not an object");
  const keys = entry.entries;
  if (keys.size !== FIELD_SET.size) fail("clearance does not have exactly the 23 fields");
  for (const k of keys.keys()) if (!FIELD_SET.has(k)) fail(`unexpected field ${k}`);

  const index = jsonInteger(entry.get("clearance_index"));
  if (index === undefined || !(index >= 1 && index <= MAX_PREDICTIONS)) {
    fail("clearance_index must be an integer in 1..2000");
  }
  const issued = finiteNumber(entry.get("issued_time_s"));
  if (issued === undefined || !(issued >= 0 && issued < VIDEO_DURATION_S)) {
    fail("issued_time_s must be a finite number in [0, 3600)");
  }
  const command = vocabulary(entry.get("command_type"), COMMANDS, "command_type");
  const unit = vocabulary(entry.get("target_unit"), UNIT_SET, "target_unit") as Unit;
  const target = finiteNumber(entry.get("target_value"));
  if (target === undefined) fail("target_value must be a finite number");
  if (unit !== unitOfCommand(command)) fail(`target_unit ${unit} does not fit ${command}`);
  if (unit === "degrees" ? !(target >= 0 && target < 360) : !(target > 0)) {
    fail("target_value is out of range for its unit");
  }

  const execTime = nullOrFinite(entry.get("execution_start_time_s"), "execution_start_time_s");
  const complTime = nullOrFinite(entry.get("completion_time_s"), "completion_time_s");
  if (execTime !== null && !(execTime >= issued)) fail("execution_start_time_s is before issued_time_s");
  if (complTime !== null && !(complTime >= issued)) fail("completion_time_s is before issued_time_s");

  const rawProgress = entry.get("maximum_commanded_progress");
  const progress = finiteNumber(rawProgress);
  if (progress === undefined || !(progress >= 0)) {
    fail("maximum_commanded_progress must be a finite number >= 0");
  }

  const snapshots = [
    readTriple(entry, "issue"),
    readTriple(entry, "execution"),
    readTriple(entry, "completion"),
    readTriple(entry, "ending"),
  ] as const;
  if ((snapshots[1][0] === null) !== (execTime === null)) {
    fail("execution snapshot and execution_start_time_s must be both null or both set");
  }
  if ((snapshots[2][0] === null) !== (complTime === null)) {
    fail("completion snapshot and completion_time_s must be both null or both set");
  }

  const status = vocabulary(entry.get("status"), STATUS_SET, "status");
  const overshoot = vocabulary(entry.get("overshoot_bucket"), OVERSHOOT_SET, "overshoot_bucket");

  const rawLink = entry.get("superseded_by_index");
  let supersededBy: number | null = null;
  if (rawLink !== null) {
    const link = jsonInteger(rawLink);
    if (link === undefined || !(link > index && link <= MAX_PREDICTIONS)) {
      fail("superseded_by_index must be null or an integer after the own index, at most 2000");
    }
    supersededBy = link;
  }

  if (status === "complied" || status === "complied_late") {
    if (execTime === null || complTime === null || supersededBy !== null) {
      fail(`${status} needs execution and completion times and no superseding clearance`);
    }
  } else if (complTime !== null) {
    fail(`${status} must not have a completion_time_s`);
  }
  if ((status === "superseded") !== (supersededBy !== null)) {
    fail("status superseded and superseded_by_index must go together");
  }

  return {
    index,
    issued,
    command,
    target,
    unit,
    progress,
    snapshots,
    execTime,
    complTime,
    status,
    supersededBy,
    overshoot,
  };
}

/** Check one raw clearance; never throws. */
export function validateEntry(entry: PyValue): EntryCheck {
  try {
    return { ok: true, clearance: checkEntry(entry) };
  } catch (e) {
    if (e instanceof EntryProblem) return { ok: false, problem: e.message };
    return { ok: false, problem: String(e) };
  }
}
