import { describe, expect, it } from "vitest";
import { makeRow } from "./__fixtures__/build-facts";
import { conditionLabel, isOfficialMeasured, outcomeFromEvidence, rowLabel, scoreOf, worstOutcome } from "./rows";
import type { GateEvidence, GateEvidenceKind, GateOutcome } from "./types";

describe("scoreOf: the judge's number first, then the claim", () => {
  it.each([
    [0.3, 0.05, { value: 0.05, source: "recomputed" }],
    [0.3, null, { value: 0.3, source: "claimed" }],
    [null, 0, { value: 0, source: "recomputed" }],
    [null, null, { value: null, source: "none" }],
  ] as const)("claimed %s, recomputed %s", (claimedScore, recomputedScore, expected) => {
    expect(scoreOf(makeRow({ id: "r", claimedScore, recomputedScore }))).toEqual(expected);
  });
});

describe("isOfficialMeasured", () => {
  it.each([
    [{}, true],
    [{ constructed: true }, false],
    [{ status: "constructed" as const }, false],
    [{ status: "diagnostic" as const }, false],
    [{ status: "replaced" as const }, false],
    [{ status: "waived" as const }, false],
  ])("%j -> %s", (change, expected) => {
    expect(isOfficialMeasured(makeRow({ id: "r", ...change }))).toBe(expected);
  });
});

describe("worstOutcome", () => {
  it.each([
    [[], "pass"],
    [["pass", "pass"], "pass"],
    [["pass", "insufficient"], "insufficient"],
    [["insufficient", "fail", "pass"], "fail"],
  ] as const)("%j -> %s", (outcomes, expected) => {
    expect(worstOutcome([...outcomes] as GateOutcome[])).toBe(expected);
  });
});

describe("outcomeFromEvidence", () => {
  // an ok line is measured here; evidence-grades.test.ts tables the other grades
  const ev = (...kinds: GateEvidenceKind[]): GateEvidence[] =>
    kinds.map((kind) => (kind === "ok" ? { kind, grade: "measured", text: kind, numbers: {} } : { kind, text: kind, numbers: {} }));
  it.each([
    [ev(), "insufficient"], // nothing checked is not a pass
    [ev("ok", "note"), "pass"],
    [ev("note"), "pass"],
    [ev("ok", "unknown"), "insufficient"],
    [ev("ok", "missing"), "fail"],
    [ev("unknown", "problem"), "fail"],
  ] as const)("%j -> %s", (evidence, expected) => {
    expect(outcomeFromEvidence(evidence)).toBe(expected);
  });
});

describe("labels", () => {
  it("names rows and conditions the way reviewers write them", () => {
    expect(rowLabel({ harness: "Codex CLI", model: "gpt-5.6-sol" })).toBe("Codex CLI / gpt-5.6-sol");
    expect(rowLabel({ harness: "oracle", model: null })).toBe("oracle");
    expect(conditionLabel({ condition: "frame_dump_no_tools" })).toBe("frame-dump-no-tools");
    // anchors and probes are only recognisable by the contributor's label
    expect(conditionLabel({ condition: "other", conditionLabel: "oracle" })).toBe("oracle");
    expect(conditionLabel({ condition: "other", conditionLabel: null })).toBe("other");
    expect(conditionLabel({ condition: "no_media", conditionLabel: "no media / OCR-only" })).toBe("no-media");
  });
});
