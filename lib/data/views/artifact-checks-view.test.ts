import { describe, expect, it } from "vitest";
import { readArtifactChecks } from "./artifact-checks-view";

describe("readArtifactChecks: TaskRevision.artifactChecks through its schema", () => {
  it("reads null as not checked (imported before the checks), not as nothing to check", () => {
    expect(readArtifactChecks(null)).toEqual({ checks: null, unreadable: [] });
    expect(readArtifactChecks([])).toEqual({ checks: [], unreadable: [] });
  });

  it("reads a reward check stored without a source as a reward file's", () => {
    const reward = {
      kind: "reward",
      file: "calibration/rollouts/a_reward.json",
      field: "reward",
      entry: null,
      statedText: "0.5",
      stated: 0.5,
      ledgerPath: "calibration/rollouts/a_solution.json",
      ledgerRows: [],
      judgeId: "j@1",
      recomputed: 0.1,
      judgeReason: null,
      delta: -0.4,
      tolerance: 0.005,
      rule: "|Δ| ≤ 0.005",
      agrees: false,
      agreesWithJudge: null,
    };
    const confessing = { kind: "confessing_name", file: "calibration/x-leak.md", words: ["leak"] };
    expect(readArtifactChecks([reward, confessing]).checks).toEqual([{ ...reward, source: "reward_file" }, confessing]);
  });

  it("reads an unreadable value as no checks plus an error finding naming the column", () => {
    const r = readArtifactChecks([{ kind: "reward", file: 3 }]);
    expect(r.checks).toEqual([]);
    expect(r.unreadable).toHaveLength(1);
    expect(r.unreadable[0]).toMatchObject({ code: "stored_value_unreadable", severity: "error" });
    expect(r.unreadable[0].message).toMatch(/^unreadable stored value in TaskRevision\.artifactChecks at 0\./);
  });
});
