// Rules 2-13 of spec 2.2 on the fast reader's typed row (fast-ledger.ts): per field a kind
// (null, JSON int, float, bool, vocabulary word, other string) and its number or word id, so no
// value is boxed and no exception is thrown per dropped entry. It mirrors validate-entry.ts's
// checkValues rule for rule (that one gives the problem text; this one only the verdict), and the
// differential tests (fast-ledger.test.ts, fast-ledger-mutations.test.ts) hold the two equal.
import type { Clearance, Triple } from "./clearance";
import {
  CLEARANCE_FIELDS,
  COMMAND_TYPES,
  MAX_PREDICTIONS,
  OVERSHOOT_BUCKETS,
  STATUSES,
  UNITS,
  VIDEO_DURATION_S,
  unitOfCommand,
  type Unit,
} from "./constants";
import { FLOAT, INT } from "./fast-number";
import * as slot from "./field-slots";

const FIELD_COUNT = CLEARANCE_FIELDS.length;
if (FIELD_COUNT > 31) throw new Error("fast-row: the field masks need one bit per field");

export const NULL = 1,
  BOOL = 4,
  WORD = 5,
  OTHER_STRING = 6;

/** Every vocabulary word once; a WORD field holds its position here. */
export const WORDS: readonly string[] = [...new Set<string>([...COMMAND_TYPES, ...STATUSES, ...OVERSHOOT_BUCKETS, ...UNITS])];
const member = (vocabulary: readonly string[]) => Uint8Array.from(WORDS, (w) => (vocabulary.includes(w) ? 1 : 0));
const IS_COMMAND = member(COMMAND_TYPES);
const IS_STATUS = member(STATUSES);
const IS_OVERSHOOT = member(OVERSHOOT_BUCKETS);
const IS_UNIT = member(UNITS);
/** per word, the unit its command is spoken in ("" for a word that is no command) */
const UNIT_OF_WORD: readonly (Unit | "")[] = WORDS.map((w, i) => (IS_COMMAND[i] ? unitOfCommand(w) : ""));

const I_ISSUE_ALT = slot.slotOf("issue_altitude_ft");
const I_EXEC_ALT = slot.slotOf("execution_altitude_ft");
const I_COMPL_ALT = slot.slotOf("completion_altitude_ft");
const I_END_ALT = slot.slotOf("ending_altitude_ft");
// each snapshot's three fields are consecutive: altitude, heading, airspeed
for (const f of [I_ISSUE_ALT, I_EXEC_ALT, I_COMPL_ALT, I_END_ALT]) {
  if (!CLEARANCE_FIELDS[f + 1].endsWith("_heading_deg") || !CLEARANCE_FIELDS[f + 2].endsWith("_airspeed_kt")) {
    throw new Error("fast-row: snapshot fields are not consecutive");
  }
}

/** One entry's values by field: kind, number (INT / FLOAT) or word id (WORD). */
export interface TypedRow {
  kind: Uint8Array;
  num: Float64Array;
  /** when classified: bit f set when field f is finite (an int or float that is finite) */
  finite: number;
  /** when classified: bit f set when field f is null */
  nulls: number;
  /** finite and nulls are filled in (the reader sets them as it reads, unless a value took its slow path) */
  classified: boolean;
}

/** The words field f can take (the reader looks up only these; any other string fails the field alike). */
export function fieldVocabulary(f: number): readonly string[] {
  if (f === slot.I_COMMAND) return COMMAND_TYPES;
  if (f === slot.I_UNIT) return UNITS;
  if (f === slot.I_STATUS) return STATUSES;
  if (f === slot.I_OVERSHOOT) return OVERSHOOT_BUCKETS;
  return [];
}

/**
 * The row's fields as two bit masks (bit f for field f): finite, finiteNumber's acceptance (an int
 * or float that is finite; a bool is neither), and null. Every rule below reads these instead of
 * re-reading kinds one field at a time; the reader usually has them already.
 */
let finite = 0;
let nulls = 0;
function classify(row: TypedRow): void {
  if (row.classified) {
    finite = row.finite;
    nulls = row.nulls;
    return;
  }
  const { kind, num } = row;
  let fin = 0;
  let nul = 0;
  for (let f = 0; f < FIELD_COUNT; f++) {
    const k = kind[f];
    if (k === NULL) nul |= 1 << f;
    // x - x is 0 exactly when x is finite (NaN and the infinities give NaN)
    else if ((k === INT || k === FLOAT) && num[f] - num[f] === 0) fin |= 1 << f;
  }
  finite = fin;
  nulls = nul;
}

const isFinite = (f: number): boolean => ((finite >>> f) & 1) === 1;
/** nullOrFinite's acceptance: null, or a finite number. */
const nullOrFinite = (f: number): boolean => (((finite | nulls) >>> f) & 1) === 1;

function word(row: TypedRow, f: number, vocabulary: Uint8Array): number {
  return row.kind[f] === WORD && vocabulary[row.num[f]] === 1 ? row.num[f] : -1;
}

// readTriple's verdict on the three fields at f: 0 invalid, 1 all null, 2 all numbers in range
const BAD = 0,
  ALL_NULL = 1,
  NUMBERS = 2;
function tripleState(row: TypedRow, f: number, observed: boolean): number {
  const three = 7 << f;
  if (((finite | nulls) & three) !== three) return BAD;
  const nullBits = nulls & three;
  // issue and ending snapshots are always observed; execution/completion are all-or-nothing
  if (nullBits !== 0) return observed || nullBits !== three ? BAD : ALL_NULL;
  const num = row.num;
  const alt = num[f];
  const hdg = num[f + 1];
  const spd = num[f + 2];
  return alt > 0 && spd > 0 && hdg >= 0 && hdg < 360 ? NUMBERS : BAD;
}

/** the unobserved snapshot, shared (a Clearance is never edited) */
const NO_SNAPSHOT: Triple = Object.freeze([null, null, null] as const);

function triple(row: TypedRow, f: number, state: number): Triple {
  const num = row.num;
  return state === ALL_NULL ? NO_SNAPSHOT : [num[f], num[f + 1], num[f + 2]];
}

/** The clearance when the row passes rules 2-13 (its key set already exactly the 23 fields), else null. */
export function clearanceOfTypedRow(row: TypedRow): Clearance | null {
  const { kind, num } = row;
  classify(row);
  if (kind[slot.I_INDEX] !== INT) return null;
  const index = num[slot.I_INDEX];
  if (!(index >= 1 && index <= MAX_PREDICTIONS)) return null;
  if (!isFinite(slot.I_ISSUED)) return null;
  const issued = num[slot.I_ISSUED];
  if (!(issued >= 0 && issued < VIDEO_DURATION_S)) return null;
  const command = word(row, slot.I_COMMAND, IS_COMMAND);
  const unit = word(row, slot.I_UNIT, IS_UNIT);
  if (command < 0 || unit < 0 || !isFinite(slot.I_TARGET)) return null;
  const target = num[slot.I_TARGET];
  const unitName = UNIT_OF_WORD[command];
  if (unitName === "" || WORDS[unit] !== unitName) return null;
  if (unitName === "degrees" ? !(target >= 0 && target < 360) : !(target > 0)) return null;

  if (!nullOrFinite(slot.I_EXEC) || !nullOrFinite(slot.I_COMPL)) return null;
  const execTime = kind[slot.I_EXEC] === NULL ? null : num[slot.I_EXEC];
  const complTime = kind[slot.I_COMPL] === NULL ? null : num[slot.I_COMPL];
  if (execTime !== null && !(execTime >= issued)) return null;
  if (complTime !== null && !(complTime >= issued)) return null;

  if (!isFinite(slot.I_PROGRESS)) return null;
  const progress = num[slot.I_PROGRESS];
  if (!(progress >= 0)) return null;

  const issue = tripleState(row, I_ISSUE_ALT, true);
  const execution = tripleState(row, I_EXEC_ALT, false);
  const completion = tripleState(row, I_COMPL_ALT, false);
  const ending = tripleState(row, I_END_ALT, true);
  if (issue === BAD || execution === BAD || completion === BAD || ending === BAD) return null;
  if ((execution === ALL_NULL) !== (execTime === null)) return null;
  if ((completion === ALL_NULL) !== (complTime === null)) return null;

  const status = word(row, slot.I_STATUS, IS_STATUS);
  const overshoot = word(row, slot.I_OVERSHOOT, IS_OVERSHOOT);
  if (status < 0 || overshoot < 0) return null;

  let supersededBy: number | null = null;
  if (kind[slot.I_LINK] !== NULL) {
    if (kind[slot.I_LINK] !== INT) return null;
    const link = num[slot.I_LINK];
    if (!(link > index && link <= MAX_PREDICTIONS)) return null;
    supersededBy = link;
  }

  const statusName = WORDS[status];
  if (statusName === "complied" || statusName === "complied_late") {
    if (execTime === null || complTime === null || supersededBy !== null) return null;
  } else if (complTime !== null) {
    return null;
  }
  if ((statusName === "superseded") !== (supersededBy !== null)) return null;

  // the same shape, in the same key order, as checkValues builds
  return {
    index,
    issued,
    command: WORDS[command],
    target,
    unit: unitName,
    progress,
    snapshots: [
      triple(row, I_ISSUE_ALT, issue),
      triple(row, I_EXEC_ALT, execution),
      triple(row, I_COMPL_ALT, completion),
      triple(row, I_END_ALT, ending),
    ],
    execTime,
    complTime,
    status: statusName,
    supersededBy,
    overshoot: WORDS[overshoot],
  };
}
