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

describe("oracleGate: an oracle built for another judge pairing's ground truth says so", () => {
  const OLD = "kart-race-telemetry-ledger-s1@1ea24fc";
  const NEW = "kart-race-telemetry-ledger-s1@f933449";
  it.each([
    // official score, the same oracle under the other pairings, outcome, text
    [0, [{ judgeId: OLD, score: 1 }], "fail", `the oracle was built for ${OLD}'s ground truth: 0.0000 under ${NEW}`],
    [
      0.25,
      [
        { judgeId: "x@1111111", score: 0.3 },
        { judgeId: OLD, score: 1 - 1e-12 },
      ],
      "fail",
      `the oracle was built for ${OLD}'s ground truth: 0.2500 under ${NEW}`,
    ],
    // no other pairing scores it perfect: the plain shortfall
    [0, [{ judgeId: OLD, score: 0.5 }], "fail", "oracle recomputes to 0.0000, not 1.0000"],
    [0, [], "fail", "oracle recomputes to 0.0000, not 1.0000"],
    // perfect officially: nothing to explain
    [1, [{ judgeId: OLD, score: 1 }], "pass", "oracle recomputes to 1.0000"],
  ] as const)("%s officially, others %j -> %s", (score, others, outcome, text) => {
    const gate = oracleGate(passingFacts({ oracleRecomputed: score, oracleElsewhere: { officialJudgeId: NEW, others: [...others] } }));
    expect(gate.outcome).toBe(outcome);
    expect(gate.evidence.map((e) => e.text)).toEqual([text]);
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
