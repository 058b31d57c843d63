// Which family's gold-event reader a revision diff uses: the later revision's primary pairing's
// judge family, else the earlier one's. Expected families written out by hand from the judge ids.
import { describe, expect, it } from "vitest";
import { officialFamily, type RevisionSnapshot, type SnapshotPairing } from ".";

const pairing = (judgeId: string, isPrimary: boolean): SnapshotPairing => ({
  judgeId,
  isPrimary,
  groundTruthPath: null,
  groundTruthSha256: null,
  options: {},
  tolerances: {},
});
const snapshot = (pairings: SnapshotPairing[]): RevisionSnapshot => ({
  id: "r",
  label: "r",
  // the task's family name is not what the lookup reads
  family: "some-folder-family",
  files: [],
  instruction: "",
  taskToml: "",
  spec: null,
  groundTruth: null,
  fps: null,
  pairings,
  rows: [],
  gates: [],
});

describe("officialFamily", () => {
  it.each([
    [
      "the later primary",
      [pairing("kart-race-telemetry-ledger-s1@f933449", true)],
      [pairing("kart-race-telemetry-ledger-s1@1ea24fc", true)],
      "kart-race-telemetry-ledger-s1",
    ],
    ["a non-primary pairing is not official", [], [pairing("kart-race-telemetry-ledger-s1@f933449", false)], null],
    ["the earlier one's while the later has no pairing", [pairing("task:0123456789ab", true)], [], "task-verifier"],
    [
      "the later wins over the earlier",
      [pairing("task:0123456789ab", true)],
      [pairing("egocentric-activity-understanding@e25513b", true)],
      "egocentric-activity-understanding",
    ],
    ["no judge we know", [pairing("unknown@1", true)], [], null],
  ])("%s", (_, before, after, family) => expect(officialFamily(snapshot(before), snapshot(after))).toBe(family));
});
