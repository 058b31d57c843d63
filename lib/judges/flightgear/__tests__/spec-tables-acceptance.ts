// Expectations of the FlightGear acceptance tables (spec-acceptance.test.ts): §2.1 document checks
// and §2.2 entry rules, each a mutation of the oracle. Where they come from: the reasons are the
// spec's own strings (§2.1, A1/A2), kept / dropped follows rules 1-13 of §2.2, and
// __tests__/spec-reference.ts (a test-only reading of the spec, written without the port)
// recomputes every row (spec-tables-match-reference.test.ts).
import { PyDict, type PyValue } from "../../types";
import { int, ledger, withField, withoutField } from "./support";
import { bytes, oracle, oracleWith, type ScoredCase } from "./spec-inputs";

const twoThousandOne = () => ledger(Array.from({ length: 2001 }, (_, i) => oracle[i % 65]));

/** §2.1 rejected documents and the reason each gets (§7.2 result) */
const REJECTIONS: [string, () => Uint8Array, string][] = (
  [
    ["an empty object", bytes("{}"), "top-level object must contain clearances"],
    ["null", bytes("null"), "top-level object must contain clearances"],
    ["a number", bytes("0"), "top-level object must contain clearances"],
    ["10**400 (parses: A2)", bytes("1" + "0".repeat(400)), "top-level object must contain clearances"],
    ["NaN", bytes("NaN"), "top-level object must contain clearances"],
    ["an extra key without clearances (check 2 before 3)", bytes('{"foo": 1}'), "top-level object must contain clearances"],
    ["a wrongly cased key", bytes('{"Clearances": []}'), "top-level object must contain clearances"],
    [
      "an extra key and a non-list (check 3 before 4)",
      bytes('{"clearances": null, "foo": 1}'),
      "top-level object must contain only clearances",
    ],
    [
      "an extra key and 2001 rows (check 3 before 5)",
      bytes(`{"foo": 1, "clearances": [${"0,".repeat(2000)}0]}`),
      "top-level object must contain only clearances",
    ],
    ["clearances true", bytes('{"clearances": true}'), "clearances must be an array"],
    ["clearances an object of rows", bytes('{"clearances": {"0": {}}}'), "clearances must be an array"],
    ["2001 valid rows", twoThousandOne, "clearances exceeds 2000 entries"],
    [
      "a duplicate top-level key whose last value is not a list (A3)",
      bytes('{"clearances": [], "clearances": 5}'),
      "clearances must be an array",
    ],
  ] as [string, Uint8Array | (() => Uint8Array), string][]
).map(([name, b, reason]) => [name, typeof b === "function" ? b : () => b, reason]);

// §7.2: every counter 0 except the GT-sized maxima, even when the document had rows
export const REJECTED_DOCUMENTS: ScoredCase[] = REJECTIONS.map(([name, b, reason]) => ({
  name,
  bytes: b,
  reward: 0,
  details: { reason, n_predicted: 0, spurious_clearances: 0, gradable_clearances: 0, max_credit_units: 1300, n_ground_truth: 65 },
  exact: { leg_credit_fractions: {} },
}));

/** a top-level `source` of any type is accepted, before or after clearances: the oracle scores 1 */
export const SOURCE_VALUES = ["null", "[]", '{"a": 1}', "1e400", "NaN"];

export const INT_LIMIT_CASES: ScoredCase[] = [
  {
    name: "a 4300-digit integer parses",
    bytes: () => bytes(`{"clearances": [], "source": ${"9".repeat(4300)}}`),
    details: { reason: "ok" },
  },
  {
    name: "4301 digits rejects the document with Python's bare message (A1/A2)",
    bytes: () => bytes(`{"clearances": [], "source": -${"9".repeat(4301)}}`),
    reward: 0,
    details: {
      reason:
        "Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit",
    },
  },
];

// #1 complied, #7 superseded by #8, #9 incomplete, #13 violated (no times)
const [complied, superseded, incomplete, violated] = [oracle[0], oracle[6], oracle[8], oracle[12]];
const nullCompletion = {
  completion_time_s: null,
  completion_altitude_ft: null,
  completion_heading_deg: null,
  completion_airspeed_kt: null,
};
const edit = (row: PyDict, fields: Record<string, PyValue>) => Object.entries(fields).reduce((r, [k, v]) => withField(r, k, v), row);

/** §2.2 rows that are kept (on the boundary of a rule) */
export const KEPT_ROWS: [string, PyDict][] = (
  [
    ["issue time -0.0 (>= 0)", incomplete, { issued_time_s: -0.0 }],
    ["execution time equal to the issue time", complied, { execution_start_time_s: 20.0 }],
    ["execution and completion equal to the issue time", complied, { execution_start_time_s: 20.0, completion_time_s: 20.0 }],
    ["heading snapshot 0.0", complied, { ending_heading_deg: 0.0 }],
    ["heading target 359.999", complied, { target_value: 359.999 }],
    ["feet target 0.001", oracle[1], { target_value: 0.001 }],
    ["progress 0 (an int)", complied, { maximum_commanded_progress: int(0) }],
    ["snapshots written as ints", complied, { issue_altitude_ft: int(3695), ending_heading_deg: int(293) }],
    [
      "violated with an execution but no completion",
      violated,
      {
        execution_start_time_s: 660.0,
        execution_altitude_ft: 4000.0,
        execution_heading_deg: 10.0,
        execution_airspeed_kt: 90.0,
      },
    ],
    [
      "superseded without an execution",
      superseded,
      {
        execution_start_time_s: null,
        execution_altitude_ft: null,
        execution_heading_deg: null,
        execution_airspeed_kt: null,
      },
    ],
    ["a link to 2000", superseded, { superseded_by_index: int(2000) }],
    ["index 1999 linking to 2000", superseded, { clearance_index: int(1999), superseded_by_index: int(2000) }],
    ["overshoot not_applicable on a complied row", complied, { overshoot_bucket: "not_applicable" }],
  ] as [string, PyDict, Record<string, PyValue>][]
).map(([name, row, fields]) => [name, edit(row, fields)]);

/** §2.2 rows that are dropped (just outside a rule) */
export const DROPPED_ROWS: [string, PyValue][] = [
  ["a number", int(5)],
  ["true", true],
  ["an empty object", new PyDict()],
  ["23 keys with one renamed", withField(withoutField(complied, "status"), "Status", "complied")],
  ["24 keys (an extra one)", withField(complied, "source", null)],
  ["issue time null", withField(complied, "issued_time_s", null)],
  ["index -1", withField(complied, "clearance_index", int(-1))],
  ["index 2000.0 (a float)", withField(complied, "clearance_index", 2000.0)],
  ["knots target 0", withField(oracle[2], "target_value", int(0))],
  ["knots target -1", withField(oracle[2], "target_value", int(-1))],
  ["degrees target -0.01", withField(complied, "target_value", -0.01)],
  ["degrees target 360.0", withField(complied, "target_value", 360.0)],
  ["target NaN", withField(complied, "target_value", NaN)],
  ["target_unit a list", withField(complied, "target_unit", ["degrees"])],
  ["command null", withField(complied, "command_type", null)],
  ["status null", withField(complied, "status", null)],
  ["overshoot null", withField(complied, "overshoot_bucket", null)],
  ["execution time NaN", withField(complied, "execution_start_time_s", NaN)],
  ["completion time before the issue time", withField(complied, "completion_time_s", 19.999)],
  ["issue airspeed 0", withField(complied, "issue_airspeed_kt", 0.0)],
  ["execution airspeed 0", withField(complied, "execution_airspeed_kt", int(0))],
  ["completion heading -0.01", withField(complied, "completion_heading_deg", -0.01)],
  ["ending altitude -1", withField(complied, "ending_altitude_ft", -1.0)],
  ["ending heading Infinity", withField(complied, "ending_heading_deg", Infinity)],
  [
    "execution snapshot without its time",
    edit(incomplete, {
      execution_altitude_ft: 4367.175,
      execution_heading_deg: 323.0,
      execution_airspeed_kt: 84.0,
    }),
  ],
  [
    "completion snapshot without its time",
    edit(superseded, {
      completion_altitude_ft: 4367.175,
      completion_heading_deg: 300.0,
      completion_airspeed_kt: 84.0,
    }),
  ],
  ["complied with a link", withField(complied, "superseded_by_index", int(2))],
  ["complied_late with a link", edit(oracle[3], { superseded_by_index: int(5) })],
  [
    "complied without an execution",
    edit(complied, {
      execution_start_time_s: null,
      execution_altitude_ft: null,
      execution_heading_deg: null,
      execution_airspeed_kt: null,
    }),
  ],
  [
    "superseded with a completion",
    edit(superseded, {
      completion_time_s: 370.0,
      completion_altitude_ft: 4367.175,
      completion_heading_deg: 300.0,
      completion_airspeed_kt: 84.0,
    }),
  ],
  [
    "violated with a completion",
    edit(violated, {
      execution_start_time_s: 655.0,
      execution_altitude_ft: 4000.0,
      execution_heading_deg: 10.0,
      execution_airspeed_kt: 90.0,
      completion_time_s: 660.0,
      completion_altitude_ft: 4000.0,
      completion_heading_deg: 10.0,
      completion_airspeed_kt: 90.0,
    }),
  ],
  ["superseded with status violated but a link kept", withField(superseded, "status", "violated")],
  ["incomplete relabelled complied (no times)", withField(incomplete, "status", "complied")],
  ["complied relabelled superseded (has a completion, no link)", withField(complied, "status", "superseded")],
  ["violated relabelled superseded without completion or link", edit(violated, { ...nullCompletion, status: "superseded" })],
  ["a link 10**400", withField(superseded, "superseded_by_index", int(10n ** 400n))],
  ["a link as a string", withField(superseded, "superseded_by_index", "8")],
];

export const DROPPED_ROW_CHARGED: ScoredCase = {
  name: "a dropped row is still charged: 64 valid + 1 dropped scores 59/61",
  bytes: () => oracleWith([["set", 9, "completion_heading_deg", 360.0]]),
  reward: 0.9672,
  details: { reason: "dropped 1 malformed clearances", n_predicted: 65, n_schema_valid: 64, spurious_clearances: 1 },
};
