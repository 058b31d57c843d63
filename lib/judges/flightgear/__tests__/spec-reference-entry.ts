// TEST-ONLY part of the FlightGear spec reference (see spec-reference.ts): the entry rules of
// §2.2 (1-13) of /work/shared/judges/flightgear-atc-clearance-compliance-ledger.md, read literally,
// written without reading the port (validate-entry.ts). Python keeps 1 and 1.0 apart, and NaN /
// Infinity / 10**400 are not finite, so rows are PyValues from ../../pyjson, never JSON.parse.
import { PyDict, PyInt, type PyValue } from "../../types";
import { unitOfCommand, type RefRow } from "./spec-reference-credit";

export const MAX_PREDICTIONS = 2000;
const VIDEO_S = 3600;
const COMMANDS = ["climb", "descend", "turn_left_heading", "turn_right_heading", "accelerate", "decelerate"];
const STATUSES = ["complied", "complied_late", "superseded", "violated", "incomplete"];
const OVERSHOOTS = ["none", "small", "large", "not_applicable"];
const DIMS = ["altitude_ft", "heading_deg", "airspeed_kt"];
const PREFIXES = ["issue", "execution", "completion", "ending"];
const SNAPSHOT_FIELDS = PREFIXES.flatMap((p) => DIMS.map((d) => `${p}_${d}`));
const TIME_FIELDS = ["execution_start_time_s", "completion_time_s"];
const FIELDS = [
  "clearance_index",
  "issued_time_s",
  "command_type",
  "target_value",
  "target_unit",
  ...SNAPSHOT_FIELDS,
  "maximum_commanded_progress",
  ...TIME_FIELDS,
  "status",
  "superseded_by_index",
  "overshoot_bucket",
];

/** §1 finite_number: a JSON int or float, not a bool, finite (10**400 is not). */
const finite = (v: PyValue | undefined) =>
  (typeof v === "number" && Number.isFinite(v)) || (v instanceof PyInt && Number.isFinite(Number(v.value)));
const asNumber = (v: PyValue | undefined) => (v instanceof PyInt ? Number(v.value) : (v as number));
const nullOrFinite = (v: PyValue | undefined) => v === null || finite(v);
const isInt = (v: PyValue | undefined): v is PyInt => v instanceof PyInt;

/** §2.2: the first rule an entry breaks (a short label), or null when it is kept. */
export function refEntryProblem(item: PyValue): string | null {
  if (!(item instanceof PyDict)) return "1 not an object";
  const keys = [...item.entries.keys()];
  if (keys.length !== FIELDS.length || !FIELDS.every((f) => item.has(f))) return "1 key set";
  const v = (k: string) => item.get(k) as PyValue;
  const index = v("clearance_index");
  if (!isInt(index) || index.value < 1n || index.value > BigInt(MAX_PREDICTIONS)) return "2 index";
  const issued = v("issued_time_s");
  if (!finite(issued) || !(asNumber(issued) >= 0 && asNumber(issued) < VIDEO_S)) return "3 issue time";
  const command = v("command_type");
  const unit = v("target_unit");
  if (typeof command !== "string" || !COMMANDS.includes(command)) return "4 command";
  if (typeof unit !== "string" || !["feet", "degrees", "knots"].includes(unit)) return "4 unit";
  if (!finite(v("target_value")) || unit !== unitOfCommand(command)) return "4 target";
  const target = asNumber(v("target_value"));
  if (unit === "degrees" ? !(target >= 0 && target < 360) : !(target > 0)) return "5 target range";
  if (![...SNAPSHOT_FIELDS, "maximum_commanded_progress", ...TIME_FIELDS].every((k) => nullOrFinite(v(k)))) return "6 not finite";
  if (TIME_FIELDS.some((k) => v(k) !== null && !(asNumber(v(k)) >= asNumber(issued)))) return "6 before issue";
  const progress = v("maximum_commanded_progress");
  if (progress === null || !(asNumber(progress) >= 0)) return "7 progress";
  for (const prefix of PREFIXES) {
    const values = DIMS.map((d) => v(`${prefix}_${d}`));
    const nulls = values.filter((x) => x === null).length;
    if (nulls > 0 && (prefix === "issue" || prefix === "ending" || nulls < 3)) return `8 ${prefix} nulls`;
    if (nulls > 0) continue;
    const [alt, hdg, spd] = values.map(asNumber);
    if (!(alt > 0 && spd > 0 && hdg >= 0 && hdg < 360)) return `8 ${prefix} range`;
  }
  if ((v("execution_altitude_ft") === null) !== (v("execution_start_time_s") === null)) return "9 execution";
  if ((v("completion_altitude_ft") === null) !== (v("completion_time_s") === null)) return "9 completion";
  const status = v("status");
  const overshoot = v("overshoot_bucket");
  if (typeof status !== "string" || !STATUSES.includes(status)) return "10 status";
  if (typeof overshoot !== "string" || !OVERSHOOTS.includes(overshoot)) return "10 overshoot";
  const link = v("superseded_by_index");
  if (link !== null && !(isInt(link) && link.value > index.value && link.value <= BigInt(MAX_PREDICTIONS))) return "11 link";
  if (status === "complied" || status === "complied_late") {
    if (v("execution_start_time_s") === null || v("completion_time_s") === null || link !== null) return "12 complied";
  } else if (v("completion_time_s") !== null) return "12 completion";
  if ((status === "superseded") !== (link !== null)) return "13 superseded";
  return null;
}

export function plainRow(item: PyDict): RefRow {
  return Object.fromEntries(
    FIELDS.map((f) => [f, (item.get(f) instanceof PyInt ? asNumber(item.get(f)) : item.get(f)) as number | string | null]),
  );
}
