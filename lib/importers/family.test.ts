import { describe, expect, it } from "vitest";
import { buildPairings } from "./build-pairings";
import { detectFamily } from "./family";
import { JUDGE_FAMILIES } from "./judge-pairings";

const EGO = "egocentric-activity-understanding";
const enc = (s: string) => new TextEncoder().encode(s);

describe("detectFamily", () => {
  it.each([
    [
      "metadata.family wins over everything",
      "demo",
      { metadata: { family: EGO } },
      { task: "x/flightgear-atc-clearance-compliance-ledger" },
      EGO,
      "task.toml metadata.family",
    ],
    ["a judge id names its family", "demo", { metadata: { judge: `${EGO}@157e7b4` } }, null, EGO, "task.toml metadata.judge"],
    ["SPEC card family", "demo", {}, { family: EGO }, EGO, "SPEC.md card family"],
    ["SPEC card task, last path segment", "renamed", {}, { task: `agentic_vbench_understanding/${EGO}` }, EGO, "SPEC.md card task"],
    ["task.toml task.name", "renamed", { task: { name: `agentic-vbench/${EGO}` } }, null, EGO, "task.toml task.name"],
    ["the folder name last", EGO, {}, null, EGO, "task id"],
  ])("%s", (_name, id, toml, card, family, source) => {
    const d = detectFamily(id, toml, card);
    expect([d.family, d.familySource]).toEqual([family, source]);
  });

  it("an unknown family gets no family and a finding saying which key to set", () => {
    const d = detectFamily("mystery-task", { task: { name: "x/mystery-task" } }, { task: "x/mystery" });
    expect(d.family).toBeNull();
    expect(d.findings).toMatchObject([{ code: "family_unknown", message: expect.stringContaining('[metadata] family = "<family>"') }]);
  });

  it("disagreeing known families are reported", () => {
    const d = detectFamily(EGO, { metadata: { family: "kart-race-telemetry-ledger-s1" } }, null);
    expect(d.family).toBe("kart-race-telemetry-ledger-s1");
    expect(d.findings).toMatchObject([{ code: "family_conflict" }]);
  });
});

describe("buildPairings", () => {
  const files = new Map([
    ["steps/solve/tests/gt.json", enc('{"actions": []}')],
    ["environment/vocabulary.json", enc("{}")],
  ]);
  const vocabularies = [{ path: "environment/vocabulary.json", parsed: { fps: 30, verbs: ["a"], nouns: ["b", "c"] } }];
  const media = [
    {
      url: null,
      sha256: null,
      byteLength: null,
      durationSec: null,
      width: null,
      height: null,
      fps: 25,
      frameCount: 900,
      codec: null,
      hasAudio: null,
      localPath: null,
      sources: {},
    },
  ];

  it("uses the task's own vocabulary and frame count; fps from the vocabulary first", () => {
    const { pairings, findings } = buildPairings({ family: EGO, requestedJudgeId: null, files, vocabularies, media });
    expect(pairings.map((p) => [p.judgeId, p.isPrimary])).toEqual([
      [`${EGO}@e25513b`, true],
      [`${EGO}@157e7b4`, false],
    ]);
    expect(pairings[0].judgeOptions).toEqual({
      frameTolerance: 12,
      verbs: ["a"],
      nouns: ["b", "c"],
      vocabularyPath: "environment/vocabulary.json",
      fps: 30,
      videoFrames: 900,
    });
    expect(findings).toEqual([]);
  });

  it("a judge version named by the task becomes primary", () => {
    const { pairings } = buildPairings({ family: EGO, requestedJudgeId: `${EGO}@157e7b4`, files, vocabularies, media });
    expect(pairings.map((p) => [p.judgeId, p.isPrimary])).toEqual([
      [`${EGO}@e25513b`, false],
      [`${EGO}@157e7b4`, true],
    ]);
  });

  it("missing options and a missing secondary ground truth are findings, not failures", () => {
    const kart = buildPairings({
      family: "kart-race-telemetry-ledger-s1",
      requestedJudgeId: null,
      files: new Map([["steps/solve/tests/ground_truth.json", enc("{}")]]),
      vocabularies: [],
      media: [],
    });
    expect(kart.pairings.map((p) => p.judgeId)).toEqual(["kart-race-telemetry-ledger-s1@1ea24fc"]);
    expect(kart.findings).toMatchObject([{ code: "pairing_ground_truth_missing", severity: "info" }]);
    const ego = buildPairings({ family: EGO, requestedJudgeId: null, files, vocabularies: [], media: [] });
    expect(ego.findings.map((f) => f.field)).toEqual(["vocabulary", "fps", "videoFrames", "vocabulary", "fps", "videoFrames"]);
  });

  it("the table: every family has exactly one primary pairing", () => {
    for (const f of JUDGE_FAMILIES) expect(f.pairings.filter((p) => p.isPrimary)).toHaveLength(1);
  });
});
