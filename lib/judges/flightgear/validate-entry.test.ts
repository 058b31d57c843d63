// Entry-level schema (spec 2.2): every listed problem drops exactly that row.

import { describe, expect, it } from "vitest";
import { loadParityCorpus } from "../__tests__/parity";
import { PyDict, type PyValue } from "../types";
import { flightgearCbfc22d as judge } from "./cbfc22d";
import { int, rowsOf, withField, withoutField } from "./__tests__/support";
import { validateEntry } from "./validate-entry";

const corpus = loadParityCorpus(judge.id);
const rows = rowsOf(judge.perfectSubmission(corpus.groundTruth));
// #7 is superseded by #8, #9 is incomplete (no times), #1 complied
const [complied, superseded, incomplete] = [rows[0], rows[6], rows[8]];

const edit = (row: PyDict, fields: Record<string, PyValue>) => Object.entries(fields).reduce((r, [k, v]) => withField(r, k, v), row);

describe("valid rows", () => {
  it("accepts every oracle row, and key order does not matter", () => {
    for (const row of rows) expect(validateEntry(row).ok).toBe(true);
    const reordered = new PyDict(new Map([...complied.entries].reverse()));
    expect(validateEntry(reordered).ok).toBe(true);
  });

  it.each([
    ["target written as a float", complied, { target_value: 293.0 }],
    ["issue time written as an int", complied, { issued_time_s: int(20) }],
    ["index 2000 (the cap)", incomplete, { clearance_index: int(2000) }],
    ["issue time 0", incomplete, { issued_time_s: 0.0 }],
    ["issue time 3599.999", incomplete, { issued_time_s: 3599.999 }],
    ["heading target 0", complied, { target_value: int(0), command_type: "turn_right_heading" }],
    ["a link to a missing index (not checked for predictions)", superseded, { superseded_by_index: int(1999) }],
    ["completion before execution (not checked)", complied, { completion_time_s: 24.0 }],
    ["a huge but finite int target", rows[1], { target_value: int(10n ** 300n) }],
  ] as const)("%s", (_label, row, fields) => {
    expect(validateEntry(edit(row, fields)).ok).toBe(true);
  });
});

describe("dropped rows", () => {
  it.each<[string, PyValue]>([
    ["a list instead of an object", []],
    ["a string", "clearance"],
    ["null", null],
  ])("%s", (_label, value) => {
    expect(validateEntry(value).ok).toBe(false);
  });

  it("a missing key or an extra key", () => {
    expect(validateEntry(withoutField(complied, "overshoot_bucket")).ok).toBe(false);
    expect(validateEntry(withField(complied, "note", "x")).ok).toBe(false);
  });

  it.each([
    ["index 1.0 (a float)", complied, { clearance_index: 1.0 }],
    ["index true", complied, { clearance_index: true }],
    ["index 0", complied, { clearance_index: int(0) }],
    ["index 2001", incomplete, { clearance_index: int(2001) }],
    ["index as a string", complied, { clearance_index: "1" }],
    ["index 10**400", complied, { clearance_index: int(10n ** 400n) }],
    ["issue time NaN", complied, { issued_time_s: NaN }],
    ["issue time Infinity", complied, { issued_time_s: Infinity }],
    ["issue time 3600", incomplete, { issued_time_s: 3600.0 }],
    ["issue time -0.001", incomplete, { issued_time_s: -0.001 }],
    ["issue time as a string", complied, { issued_time_s: "20.0" }],
    ["target true (bool is not a number)", complied, { target_value: true }],
    ["target 10**400", rows[1], { target_value: int(10n ** 400n) }],
    ["target -Infinity", rows[1], { target_value: -Infinity }],
    ["heading target 360", complied, { target_value: int(360) }],
    ["feet target 0", rows[1], { target_value: int(0) }],
    ["unit that does not fit the command", rows[1], { target_unit: "knots" }],
    ["command outside the vocabulary", complied, { command_type: "turn_right" }],
    ["non-ASCII look-alike command", complied, { command_type: "clіmb" }],
    ["status outside the vocabulary", complied, { status: "done" }],
    ["overshoot outside the vocabulary", complied, { overshoot_bucket: "medium" }],
    ["progress null", complied, { maximum_commanded_progress: null }],
    ["progress negative", complied, { maximum_commanded_progress: -0.5 }],
    ["progress NaN", complied, { maximum_commanded_progress: NaN }],
    ["issue snapshot with a null", complied, { issue_heading_deg: null }],
    ["ending snapshot with a null", complied, { ending_airspeed_kt: null }],
    ["execution snapshot partly null", complied, { execution_altitude_ft: null }],
    ["heading 360", complied, { ending_heading_deg: 360.0 }],
    ["altitude 0", complied, { issue_altitude_ft: 0.0 }],
    ["airspeed bool", complied, { issue_airspeed_kt: false }],
    ["execution time before issue", complied, { execution_start_time_s: 19.5 }],
    ["execution time without its snapshot", incomplete, { execution_start_time_s: 440.0 }],
    [
      "complied without completion",
      complied,
      {
        completion_time_s: null,
        completion_altitude_ft: null,
        completion_heading_deg: null,
        completion_airspeed_kt: null,
      },
    ],
    [
      "incomplete with a completion time",
      incomplete,
      {
        completion_time_s: 450.0,
        completion_altitude_ft: 4000.0,
        completion_heading_deg: 323.0,
        completion_airspeed_kt: 84.0,
      },
    ],
    ["superseded without a link", superseded, { superseded_by_index: null }],
    ["a link on a non-superseded row", incomplete, { superseded_by_index: int(10) }],
    ["a link backwards", superseded, { superseded_by_index: int(6) }],
    ["a link to itself", superseded, { superseded_by_index: int(7) }],
    ["a link above 2000", superseded, { superseded_by_index: int(2001) }],
    ["a link true", superseded, { superseded_by_index: true }],
    ["a link 8.0", superseded, { superseded_by_index: 8.0 }],
  ] as const)("%s", (_label, row, fields) => {
    const check = validateEntry(edit(row, fields as Record<string, PyValue>));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem.length).toBeGreaterThan(0);
  });
});
