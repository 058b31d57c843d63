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
import {
  I_COMMAND,
  I_COMPL,
  I_EXEC,
  I_INDEX,
  I_ISSUED,
  I_LINK,
  I_OVERSHOOT,
  I_PROGRESS,
  I_STATUS,
  I_TARGET,
  I_UNIT,
  slotOf,
} from "./field-slots";

export type EntryCheck = { ok: true; clearance: Clearance } | { ok: false; problem: string };

const at = slotOf;
// Vocabulary word -> the canonical constant string: a clearance carries the canonical string, so
// the identity gate's command comparison (the alignment's inner loop) compares equal pointers.
const canonical = <W extends string>(words: readonly W[]): ReadonlyMap<string, W> => new Map(words.map((w) => [w, w]));
const COMMANDS = canonical(COMMAND_TYPES);
const STATUS_SET = canonical(STATUSES);
const OVERSHOOT_SET = canonical(OVERSHOOT_BUCKETS);
const UNIT_SET = canonical(UNITS);
const FIELDS: readonly string[] = [...CLEARANCE_FIELDS];
const UNIT_OF_COMMAND: ReadonlyMap<string, Unit> = new Map(COMMAND_TYPES.map((c) => [c, unitOfCommand(c)]));
const FIELD_COUNT = FIELDS.length;
/** per position, the last key string object found equal to FIELDS[i] (a pointer-compare cache) */
const seenKeys: string[] = [...FIELDS];

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

function vocabulary<W extends string>(v: PyValue | undefined, allowed: ReadonlyMap<string, W>, field: string): W {
  const word = typeof v === "string" ? allowed.get(v) : undefined;
  if (word === undefined) fail(`${field} is not in the vocabulary`);
  return word;
}

type Prefix = (typeof SNAPSHOT_PREFIXES)[number];
/** slots of "<prefix>_altitude_ft", "_heading_deg", "_airspeed_kt", built once */
const slotsOf = (prefix: Prefix): number[] => DIM_SUFFIX.map((suffix) => at(`${prefix}_${suffix}` as const));
const SNAPSHOT_SLOTS: Record<Prefix, number[]> = {
  issue: slotsOf("issue"),
  execution: slotsOf("execution"),
  completion: slotsOf("completion"),
  ending: slotsOf("ending"),
};

function readTriple(values: readonly PyValue[], prefix: Prefix): Triple {
  const slots = SNAPSHOT_SLOTS[prefix];
  const alt = nullOrFinite(values[slots[0]], CLEARANCE_FIELDS[slots[0]]);
  const hdg = nullOrFinite(values[slots[1]], CLEARANCE_FIELDS[slots[1]]);
  const spd = nullOrFinite(values[slots[2]], CLEARANCE_FIELDS[slots[2]]);
  if (alt === null || hdg === null || spd === null) {
    // issue and ending snapshots are always observed; execution/completion are all-or-nothing
    if (prefix === "issue" || prefix === "ending") fail(`${prefix} snapshot has a null value`);
    if (alt !== null || hdg !== null || spd !== null) fail(`${prefix} snapshot is partly null`);
    return [null, null, null];
  }
  if (!(alt > 0)) fail(`${prefix}_altitude_ft must be > 0`);
  if (!(spd > 0)) fail(`${prefix}_airspeed_kt must be > 0`);
  if (!(hdg >= 0 && hdg < 360)) fail(`${prefix}_heading_deg must be in [0, 360)`);
  return [alt, hdg, spd];
}

const row = new Array<PyValue>(FIELD_COUNT).fill(null);

/** The row's values in CLEARANCE_FIELDS order (in a shared array, valid until the next call); the key set must be exactly those 23 fields. */
function readFields(entry: PyValue): PyValue[] {
  if (!(entry instanceof PyDict)) fail("clearance is not an object");
  const map = entry.entries;
  // 23 keys, all of them ours, is exactly our key set (looking ours up is faster than
  // iterating the row's entries)
  if (map.size !== FIELD_COUNT) fail("clearance does not have exactly the 23 fields");
  // one row for every entry: checkValues reads it and keeps nothing of it
  const values = row;
  // Fast path: ledgers write the fields in the canonical order, so one pass over the entries
  // matches them position by position (23 string compares instead of 23 hash lookups). Any other
  // order falls through to the lookups; either way the key set must be exactly ours.
  // The JSON reader hands every record the same key string objects (pyjson scanKey), so a key
  // identical to the last one seen at its position is compared by pointer, not by content.
  // (The entry is read as entry[0] / entry[1], not destructured: `[key, value]` runs the iterator
  // protocol per entry, which in a short CLI run, before the JIT, costs ~10x more.)
  let i = 0;
  for (const entry of map) {
    const key = entry[0];
    if (key !== seenKeys[i]) {
      if (key !== FIELDS[i]) break;
      seenKeys[i] = key;
    }
    values[i++] = entry[1];
  }
  if (i === FIELD_COUNT) return values;
  for (let i = 0; i < FIELD_COUNT; i++) {
    const value = map.get(FIELDS[i]);
    if (value === undefined) fail(`missing field ${FIELDS[i]}`);
    values[i] = value;
  }
  return values;
}

function checkEntry(entry: PyValue): Clearance {
  return checkValues(readFields(entry));
}

/** superseded_by_index: null, or a later clearance's index (at most MAX_PREDICTIONS). */
function supersedingIndex(rawLink: PyValue, index: number): number | null {
  if (rawLink === null) return null;
  const link = jsonInteger(rawLink);
  if (link === undefined || !(link > index && link <= MAX_PREDICTIONS)) {
    fail("superseded_by_index must be null or an integer after the own index, at most 2000");
  }
  return link;
}

/** Rules 2-13 of spec 2.2 on a row's values in CLEARANCE_FIELDS order (the key set already checked). */
function checkValues(values: readonly PyValue[]): Clearance {
  const index = jsonInteger(values[I_INDEX]);
  if (index === undefined || !(index >= 1 && index <= MAX_PREDICTIONS)) {
    fail("clearance_index must be an integer in 1..2000");
  }
  const issued = finiteNumber(values[I_ISSUED]);
  if (issued === undefined || !(issued >= 0 && issued < VIDEO_DURATION_S)) {
    fail("issued_time_s must be a finite number in [0, 3600)");
  }
  const command = vocabulary(values[I_COMMAND], COMMANDS, "command_type");
  const unit = vocabulary(values[I_UNIT], UNIT_SET, "target_unit");
  const target = finiteNumber(values[I_TARGET]);
  if (target === undefined) fail("target_value must be a finite number");
  if (unit !== UNIT_OF_COMMAND.get(command)) fail(`target_unit ${unit} does not fit ${command}`);
  if (unit === "degrees" ? !(target >= 0 && target < 360) : !(target > 0)) {
    fail("target_value is out of range for its unit");
  }

  const execTime = nullOrFinite(values[I_EXEC], "execution_start_time_s");
  const complTime = nullOrFinite(values[I_COMPL], "completion_time_s");
  if (execTime !== null && !(execTime >= issued)) fail("execution_start_time_s is before issued_time_s");
  if (complTime !== null && !(complTime >= issued)) fail("completion_time_s is before issued_time_s");

  const rawProgress = values[I_PROGRESS];
  const progress = finiteNumber(rawProgress);
  if (progress === undefined || !(progress >= 0)) {
    fail("maximum_commanded_progress must be a finite number >= 0");
  }

  const snapshots = [
    readTriple(values, "issue"),
    readTriple(values, "execution"),
    readTriple(values, "completion"),
    readTriple(values, "ending"),
  ] as const;
  if ((snapshots[1][0] === null) !== (execTime === null)) {
    fail("execution snapshot and execution_start_time_s must be both null or both set");
  }
  if ((snapshots[2][0] === null) !== (complTime === null)) {
    fail("completion snapshot and completion_time_s must be both null or both set");
  }

  const status = vocabulary(values[I_STATUS], STATUS_SET, "status");
  const overshoot = vocabulary(values[I_OVERSHOOT], OVERSHOOT_SET, "overshoot_bucket");

  const supersededBy = supersedingIndex(values[I_LINK], index);

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

/** The clearance when the entry passes the schema, else null (the score-only path: no message). */
export function validClearance(entry: PyValue): Clearance | null {
  try {
    return checkEntry(entry);
  } catch {
    // validateEntry drops the entry on any failure, EntryProblem or not; so does this
    return null;
  }
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
