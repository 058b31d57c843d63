import { describe, expect, it } from "vitest";
import type { RowFlag } from "../gates/row-flags";
import { rowProvenance, type ProvenanceInputs } from "./row-provenance";

const flag = (code: RowFlag["code"], file = "calibration/README.md", line: number | null = 7): RowFlag => ({
  code,
  text: "as written",
  source: { file, line },
});
/** a stored trajectory summary: only the parts the column reads */
const rollout = (exitReason: string) => ({ id: "t1", path: "calibration/rollouts/run.jsonl", summary: summaryWith(exitReason) });
function summaryWith(exitReason: string) {
  return {
    format: "claude-stream-json",
    lines: 1,
    parseErrors: 0,
    firstParseErrorLine: null,
    model: null,
    harnessVersion: null,
    firstTimestamp: null,
    lastTimestamp: null,
    toolCalls: 0,
    failedToolCalls: 0,
    subagentToolCalls: null,
    modelTurns: null,
    reportedTurns: null,
    toolNames: {},
    finalStatus: null,
    meta: {
      harness: null,
      cwd: null,
      permissionMode: null,
      toolsOffered: [],
      usage: { inputTokens: null, cachedInputTokens: null, outputTokens: null, reasoningTokens: null },
      costUsd: null,
      durationMs: null,
      exitReason,
      exitDetail: null,
      steps: 0,
      streamEvents: 0,
    },
  };
}

describe("rowProvenance: the columns say what is known and 'unknown' otherwise", () => {
  it.each<[string, ProvenanceInputs, { harnessMode: string; network: string; runEnded: string; runEndedSource: string | null }]>([
    ["nothing said", { rolloutId: null }, { harnessMode: "unknown", network: "unknown", runEnded: "unknown", runEndedSource: null }],
    [
      "native, isolated, exit 0 in the prose",
      {
        rolloutId: null,
        wrapped: false,
        networkPosture: "network none (container has no interface)",
        runEnd: { kind: "completed", text: "claude exited 0", source: { file: "calibration/scores.md", line: 44 } },
      },
      {
        harnessMode: "native",
        network: "network none (container has no interface)",
        runEnded: "completed",
        runEndedSource: "calibration/scores.md:44",
      },
    ],
    [
      "wrapped, a quota label and no stated ending",
      { rolloutId: null, wrapped: true, flags: [flag("quota_terminated", "calibration/scores.md", 96)] },
      { harnessMode: "wrapped", network: "unknown", runEnded: "quota / rate limit", runEndedSource: "calibration/scores.md:96" },
    ],
  ])("%s", (_, row, expected) => {
    expect(rowProvenance(row)).toMatchObject(expected);
  });

  it("the trajectory's own ending is stronger than the prose", () => {
    const row: ProvenanceInputs = { rolloutId: "t1", runEnd: { kind: "completed", text: "x", source: { file: "a.md", line: 1 } } };
    expect(rowProvenance(row, [rollout("rate_limit")])).toMatchObject({
      runEnded: "quota / rate limit",
      runEndedSource: "trajectory calibration/rollouts/run.jsonl",
    });
  });
  it("a trajectory that does not know how it ended leaves the prose to answer", () => {
    const row: ProvenanceInputs = { rolloutId: "t1", runEnd: { kind: "error", text: "x", source: { file: "a.md", line: 3 } } };
    expect(rowProvenance(row, [rollout("unknown")])).toMatchObject({ runEnded: "error", runEndedSource: "a.md:3" });
  });

  it("labels carry their meaning for the gates and where they were read", () => {
    const { labels } = rowProvenance({
      rolloutId: null,
      flags: [flag("reconstruction", "calibration/ablations/README.md", 57), flag("coached", "SPEC.md", null)],
    });
    expect(labels).toEqual([
      {
        code: "reconstruction",
        label: "reconstruction (not the agent's own bytes)",
        effect: "not a measured ablation",
        text: "as written",
        where: "calibration/ablations/README.md:57",
      },
      { code: "coached", label: "coached / wrapper prompt", effect: "not a native harness run", text: "as written", where: "SPEC.md" },
    ]);
  });
});
