// Tolerance edges just inside, at and just outside, each on one clearance of the oracle
// (the rest stays perfect), read back from that clearance's breakdown groups.

import { describe, expect, it } from "vitest";
import { loadParityCorpus } from "../__tests__/parity";
import type { PyDict, PyValue } from "../types";
import { flightgearCbfc22d as judge } from "./cbfc22d";
import { int, ledger, numOf, rowsOf, shifted, withField } from "./__tests__/support";

const corpus = loadParityCorpus(judge.id);
const prepared = judge.prepare(corpus.groundTruth);
const oracleRows = rowsOf(judge.perfectSubmission(corpus.groundTruth));

/** Score the oracle with row k replaced, and return event k's group units. */
function groupsAfter(k: number, edit: (row: PyDict) => PyDict) {
  const rows = oracleRows.map((r, i) => (i === k ? edit(r) : r));
  const result = judge.score(prepared, ledger(rows));
  const event = result.events[k];
  const group = (name: string) => event.groups?.find((g) => g.name === name)?.earned;
  return {
    matched: event.matchedPrediction !== null,
    units: event.extra?.units as number,
    target: group("target"),
    states: group("states"),
    timing: group("timing"),
    chain: group("chain"),
    progress: group("progress"),
    result,
  };
}

const set = (key: string, value: PyValue) => (row: PyDict) => withField(row, key, value);
const add = (key: string, delta: number) => (row: PyDict) => shifted(row, key, delta);

describe("target tolerance", () => {
  it.each([
    ["feet +25 (at)", 1, add("target_value", 25), 4],
    ["feet -25 (at)", 1, add("target_value", -25), 4],
    ["feet +24.99 (inside)", 1, add("target_value", 24.99), 4],
    ["feet +25.01 (outside)", 1, add("target_value", 25.01), 0],
    ["knots +2 (at)", 2, add("target_value", 2), 4],
    ["knots -2 (at)", 2, add("target_value", -2), 4],
    ["knots +2.01 (outside)", 2, add("target_value", 2.01), 0],
    ["degrees 358 -> 0 (circular 2.0, at)", 6, set("target_value", 0), 4],
    ["degrees 358 -> 0.01 (circular 2.01, outside)", 6, set("target_value", 0.01), 0],
    ["degrees 358 -> 356 (at)", 6, set("target_value", 356), 4],
    ["degrees 293 -> 290.99 (outside)", 0, set("target_value", 290.99), 0],
  ] as const)("%s", (_label, k, edit, want) => {
    expect(groupsAfter(k, edit).target).toBe(want);
  });
});

describe("state tolerance (issue and ending snapshots gate the whole states group)", () => {
  it.each([
    ["issue heading +8 (at)", 0, add("issue_heading_deg", 8), 4],
    ["issue heading +8.01 (outside)", 0, add("issue_heading_deg", 8.01), 0],
    ["issue heading 3 -> 355 (wraps, at)", 54, set("issue_heading_deg", 355.0), 4],
    ["issue heading 3 -> 354.99 (wraps, outside)", 54, set("issue_heading_deg", 354.99), 0],
    ["ending heading 3 -> 11 (at)", 52, set("ending_heading_deg", 11.0), 4],
    ["issue airspeed +3 (at)", 2, add("issue_airspeed_kt", 3), 4],
    ["issue airspeed -3.01 (outside)", 2, add("issue_airspeed_kt", -3.01), 0],
    ["ending altitude +99.99 (inside)", 1, add("ending_altitude_ft", 99.99), 4],
    ["ending altitude +100.01 (outside)", 1, add("ending_altitude_ft", 100.01), 0],
    ["execution altitude +100.01 (outside: only core holds)", 1, add("execution_altitude_ft", 100.01), 2],
  ] as const)("%s", (_label, k, edit, want) => {
    expect(groupsAfter(k, edit).states).toBe(want);
  });

  it("4090.744 + 100 is 100.00000000000045 away in float64: outside", () => {
    expect(4090.744 + 100 - 4090.744).toBe(100.00000000000045);
    expect(groupsAfter(26, add("issue_altitude_ft", 100)).states).toBe(0);
  });
});

describe("timing bands (1.0 s full, 4.0 s half)", () => {
  it.each([
    [1.0, 4],
    [-1.0, 4],
    [1.01, 3],
    [4.0, 3],
    [-4.0, 3],
    [4.01, 2],
  ])("execution time shifted by %s s", (delta, want) => {
    // #15: execution 826.517 s, 22.5 s after issue, so -4 s stays a valid row
    expect(groupsAfter(14, add("execution_start_time_s", delta)).timing).toBe(want);
  });

  it("one side null earns nothing for that time", () => {
    // #9 is incomplete (both times null in GT): claiming an execution costs 2 of its 4 timing units
    const g = groupsAfter(8, (row) =>
      withField(
        withField(
          withField(withField(row, "execution_start_time_s", 440.0), "execution_altitude_ft", 4367.175),
          "execution_heading_deg",
          323.0,
        ),
        "execution_airspeed_kt",
        84.0,
      ),
    );
    expect(g.timing).toBe(2);
  });
});

describe("identity gate: issue time within 2.0 s", () => {
  it.each([
    [2.0, true],
    [-2.0, true],
    [1.99, true],
    [2.01, false],
    [-2.01, false],
  ])("issue shifted by %s s matched=%s", (delta, matched) => {
    const g = groupsAfter(19, (row) => shifted(row, "issued_time_s", delta));
    expect(g.matched).toBe(matched);
    // unmatched: event 20 (gradable) goes unanswered and the row is spurious: 59 / 61
    if (!matched) expect(g.result.reward.reward).toBe(0.9672);
  });
});

describe("progress and chain", () => {
  it("progress is a plain difference: heading progress 360 - x fails, +tolerance passes", () => {
    const k = 0; // progress 26 degrees
    expect(numOf(oracleRows[k], "maximum_commanded_progress")).toBe(26);
    expect(groupsAfter(k, add("maximum_commanded_progress", 8)).progress).toBe(2);
    expect(groupsAfter(k, add("maximum_commanded_progress", 8.01)).progress).toBe(0);
    expect(groupsAfter(k, set("maximum_commanded_progress", 334.0)).progress).toBe(0);
  });

  it("a link to a missing index is unresolved and loses the chain group; overshoot alone too", () => {
    const unresolved = groupsAfter(6, set("superseded_by_index", int(1999)));
    expect(unresolved.chain).toBe(0);
    expect(unresolved.units).toBe(18);
    expect(groupsAfter(0, set("overshoot_bucket", "small")).chain).toBe(0);
  });
});

describe("whole-ledger float64 edge (addendum A4)", () => {
  it("every issue altitude +100 ft scores 0.9683 with 1288 units", () => {
    const rows = oracleRows.map((r) => shifted(r, "issue_altitude_ft", 100));
    const result = judge.score(prepared, ledger(rows));
    expect(result.reward.reward).toBe(0.9683);
    expect((result.reward.details as Record<string, unknown>).raw_credit_units).toBe(1288);
  });
});
