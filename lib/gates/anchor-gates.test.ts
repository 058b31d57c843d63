import { describe, expect, it } from "vitest";
import { passingFacts } from "./__fixtures__/build-facts";
import { emptySubmissionGate, oracleGate } from "./anchor-gates";

describe("oracleGate (recomputed only)", () => {
  it.each([
    [1, "pass", "oracle recomputes to 1.0000"],
    [1 - 1e-12, "pass", "oracle recomputes to 1.0000"],
    [0.994186, "fail", "oracle recomputes to 0.9942, not 1.0000"],
    [0, "fail", "oracle recomputes to 0.0000, not 1.0000"],
    [null, "insufficient", "the oracle has not been scored by the judge"],
  ] as const)("%s -> %s", (score, outcome, text) => {
    const gate = oracleGate(passingFacts({ oracleRecomputed: score }));
    expect(gate.outcome).toBe(outcome);
    expect(gate.evidence[0].text).toBe(text);
  });
});

describe("emptySubmissionGate", () => {
  it.each([
    [0, "pass"],
    [0.1, "pass"],
    [0.100001, "fail"],
    [0.5, "fail"],
    [null, "insufficient"],
  ] as const)("%s -> %s", (score, outcome) => {
    expect(emptySubmissionGate(passingFacts({ emptyRecomputed: score })).outcome).toBe(outcome);
  });
});
