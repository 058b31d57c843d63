import { describe, expect, it } from "vitest";
import { renderSection } from "../render-blocks";
import type { JudgeEvent } from "../../judges/types";
import { nearMissSection } from "./near-miss-section";

const EGO = "egocentric-activity-understanding";
const expected: JudgeEvent = {
  kind: "expected",
  index: 1,
  matchedPrediction: null,
  label: "#2 enter [blue_circle] 240-311",
  verdict: "none",
  timeSec: 8,
  earned: 0,
  available: 1,
  fields: [
    { name: "verb", expected: "enter", predicted: null, verdict: "miss" },
    { name: "nouns", expected: ["blue_circle"], predicted: null, verdict: "miss" },
  ],
  extra: { startFrame: 240, endFrame: 311, frameTolerance: 12 },
};
const spurious: JudgeEvent = {
  kind: "spurious",
  index: 1,
  matchedPrediction: null,
  label: "enter [blue_circle] 227-311",
  verdict: "spurious",
  timeSec: 7.5,
  earned: 0,
  available: 0,
  fields: [],
  extra: { startFrame: 227, endFrame: 311, verb: "enter", nouns: ["blue_circle"], dropped: false, nearMissOf: null },
};
const judgeId = `${EGO}@e25513b`;

describe("nearMissSection", () => {
  it("names the ledger, the pair and what missed", () => {
    const s = nearMissSection([{ path: "calibration/rollouts/codex.solution.json", judgeId, family: EGO, events: [expected, spurious] }]);
    const md = renderSection(s!).join("\n");
    expect(md).toContain("Near misses");
    expect(md).toContain("`calibration/rollouts/codex.solution.json`: 1 near miss under `egocentric-activity-understanding@e25513b`");
    expect(md).toMatch(/\| #2 \| #2 enter \[blue_circle\] 240-311 \| P2 \| start 13 frames early; tolerance ±12 \|/);
  });

  it("is absent when no ledger has a near miss", () => {
    expect(nearMissSection([{ path: "a.json", judgeId, family: EGO, events: [expected] }])).toBeNull();
    expect(nearMissSection([])).toBeNull();
  });
});
