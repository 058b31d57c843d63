// Expectations of the FlightGear credit tables (spec-credit.test.ts): §4.3 snapshots compared at the
// claimed time and §4.4 supersession links, each a mutation of the oracle. Where the numbers come
// from: __tests__/spec-reference.ts (a test-only reading of the spec, written without the port)
// recomputes every row (spec-tables-match-reference.test.ts); the comments show the arithmetic.
import { int } from "./support";
import { oracleWith, type Edit, type ScoredCase } from "./spec-inputs";

type Groups = { states: number; timing: number; total: number };
const snapshotCase = ([name, edits, k, groups, reward]: [string, Edit[], number, Groups, number]): ScoredCase => ({
  name,
  bytes: () => oracleWith(edits),
  reward,
  event: { k, groups },
});

// GT #2 (row 1): climb, issue 70.0, execution 74.808, completion 97.917, fastest altitude
// rate 205.135 ft / 23.109 s = 8.877 ft/s. GT #1 (row 0): a turn, altitude never changes.
const T: Edit[] = (["issued_time_s", "execution_start_time_s", "completion_time_s"] as const).map((f): Edit => ["add", 1, f, 2.0]);

export const SNAPSHOT_CASES: ScoredCase[] = (
  [
    [
      "issue -2.0 s widens the issue tolerance by 8.877 ft: altitude +100.01 holds",
      [
        ["add", 1, "issued_time_s", -2.0],
        ["add", 1, "issue_altitude_ft", 100.01],
      ],
      1,
      { states: 4, timing: 4, total: 20 },
      1,
    ],
    ["unshifted, altitude +100.01 fails", [["add", 1, "issue_altitude_ft", 100.01]], 1, { states: 0, timing: 4, total: 16 }, 0.9917],
    [
      "a flat altitude (rate 0) widens nothing",
      [
        ["add", 0, "issued_time_s", -2.0],
        ["add", 0, "issue_altitude_ft", 100.01],
      ],
      0,
      { states: 0, timing: 4, total: 16 },
      0.9905,
    ],
    [
      "issue +2.0 s: tolerance 108.877, +108.87 holds",
      [
        ["add", 1, "issued_time_s", 2.0],
        ["add", 1, "issue_altitude_ft", 108.87],
      ],
      1,
      { states: 4, timing: 4, total: 20 },
      1,
    ],
    [
      "issue +2.0 s: +108.88 fails",
      [
        ["add", 1, "issued_time_s", 2.0],
        ["add", 1, "issue_altitude_ft", 108.88],
      ],
      1,
      { states: 0, timing: 4, total: 16 },
      0.9917,
    ],
    [
      "the ending snapshot is never shifted: all times +2 s, ending +100.01 fails",
      [...T, ["add", 1, "ending_altitude_ft", 100.01]],
      1,
      { states: 0, timing: 2, total: 14 },
      0.9875,
    ],
    ["... ending +100 holds", [...T, ["add", 1, "ending_altitude_ft", 100.0]], 1, { states: 4, timing: 2, total: 18 }, 0.9958],
    [
      "completion -3 s, snapshot unchanged: read on the trajectory",
      [["add", 1, "completion_time_s", -3.0]],
      1,
      { states: 4, timing: 3, total: 19 },
      0.9979,
    ],
    [
      "completion -3 s, snapshot +100 ft: 126.6 from the trajectory > 113.3",
      [
        ["add", 1, "completion_time_s", -3.0],
        ["add", 1, "completion_altitude_ft", 100.0],
      ],
      1,
      { states: 2, timing: 3, total: 17 },
      0.9938,
    ],
    [
      "completion -3 s, snapshot -100 ft: 73.4 from the trajectory",
      [
        ["add", 1, "completion_time_s", -3.0],
        ["add", 1, "completion_altitude_ft", -100.0],
      ],
      1,
      { states: 4, timing: 3, total: 19 },
      0.9979,
    ],
    [
      "completion -5 s: no timing point, snapshot still read",
      [["add", 1, "completion_time_s", -5.0]],
      1,
      { states: 4, timing: 2, total: 18 },
      0.9958,
    ],
    [
      "completion -5 s is clamped to -4 s: 3980 is within 3864.57 ± 117.75 (unclamped: 3855.69 ± 122.19 would fail)",
      [
        ["add", 1, "completion_time_s", -5.0],
        ["set", 1, "completion_altitude_ft", 3980.0],
      ],
      1,
      { states: 4, timing: 2, total: 18 },
      0.9958,
    ],
    [
      "a null GT time is never shifted: execution claimed on incomplete #9",
      [
        ["set", 8, "execution_start_time_s", 440.0],
        ["set", 8, "execution_altitude_ft", 4367.175],
        ["set", 8, "execution_heading_deg", 323.0],
        ["set", 8, "execution_airspeed_kt", 84.0],
      ],
      8,
      { states: 2, timing: 2, total: 16 },
      0.9889,
    ],
    [
      "heading through north (#10 to 008): completion -2 s",
      [["add", 9, "completion_time_s", -2.0]],
      9,
      { states: 4, timing: 3, total: 19 },
      0.9958,
    ],
    [
      "heading through north: execution +2 s and heading +8 wrapped",
      [
        ["add", 9, "execution_start_time_s", 2.0],
        ["addwrap", 9, "execution_heading_deg", 8.0],
      ],
      9,
      { states: 4, timing: 3, total: 19 },
      0.9958,
    ],
    [
      "execution == completion (#8): both -1 s",
      [
        ["add", 7, "execution_start_time_s", -1.0],
        ["add", 7, "completion_time_s", -1.0],
      ],
      7,
      { states: 4, timing: 4, total: 20 },
      1,
    ],
    [
      "after the last anchor the value is flat but the tolerance widens: #15 completion +3 s, airspeed +4.4",
      [
        ["add", 14, "completion_time_s", 3.0],
        ["add", 14, "completion_airspeed_kt", 4.4],
      ],
      14,
      { states: 4, timing: 3, total: 19 },
      0.9972,
    ],
    [
      "... airspeed +4.5 > 3 + 0.5 x 0.992 x 3",
      [
        ["add", 14, "completion_time_s", 3.0],
        ["add", 14, "completion_airspeed_kt", 4.5],
      ],
      14,
      { states: 2, timing: 3, total: 17 },
      0.9917,
    ],
  ] as [string, Edit[], number, Groups, number][]
).map(snapshotCase);

const linkCase = ([name, edits, chain, reward, pairs]: [string, Edit[], number, number, number]): ScoredCase => ({
  name,
  bytes: () => oracleWith(edits),
  reward,
  details: { identity_matches: pairs },
  event: { k: 6, groups: { chain } },
});

// GT #7 (row 6) is superseded by #8 (row 7, turn_left_heading at 378.0)
export const LINK_CASES: ScoredCase[] = (
  [
    ["the named clearance 2.0 s later still matches", [["add", 7, "issued_time_s", 2.0]], 2, 1, 65],
    ["2.01 s later: #8 unmatched, #7's link no longer matches", [["add", 7, "issued_time_s", 2.01]], 0, 0.9631, 64],
    ["the named row is schema-invalid: the link is unresolved", [["set", 7, "status", "done"]], 0, 0.9631, 64],
    ["a link to another existing row (#9, a climb)", [["set", 6, "superseded_by_index", int(9)]], 0, 0.9958, 65],
    [
      "both renumbered to 66: identity, not integer",
      [
        ["set", 7, "clearance_index", int(66)],
        ["set", 6, "superseded_by_index", int(66)],
      ],
      2,
      1,
      65,
    ],
    [
      "every index and link +1935 (up to 2000)",
      [
        ["add", "*", "clearance_index", 1935],
        ["add", "*", "superseded_by_index", 1935],
      ],
      2,
      1,
      65,
    ],
    [
      "every index and link +1936: the last row's 2001 is dropped",
      [
        ["add", "*", "clearance_index", 1936],
        ["add", "*", "superseded_by_index", 1936],
      ],
      2,
      0.9672,
      64,
    ],
    [
      "the named row changes command at 380.0 s",
      [
        ["set", 7, "issued_time_s", 380.0],
        ["set", 7, "command_type", "turn_right_heading"],
      ],
      0,
      0.9631,
      64,
    ],
  ] as [string, Edit[], number, number, number][]
).map(linkCase);
