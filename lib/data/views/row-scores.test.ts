import { describe, expect, it } from "vitest";
import { claimDelta, formatScore, primaryPairingId, recomputedFor } from "./row-scores";

describe("row scores", () => {
  const runs = [
    { pairingId: "p1", judgeId: "j@1", rewardValue: 0.0938, reason: "ok" },
    { pairingId: "p2", judgeId: "j@2", rewardValue: 0.5, reason: "ok" },
  ];

  it.each([
    [
      [
        { id: "a", isPrimary: false },
        { id: "b", isPrimary: true },
      ],
      "b",
    ],
    [[{ id: "a", isPrimary: false }], null],
    [[], null],
  ] as const)("primary pairing of %j is %s", (pairings, expected) => {
    expect(primaryPairingId([...pairings])).toBe(expected);
  });

  it("picks the run of the asked pairing, or none", () => {
    expect(recomputedFor(runs, "p2")?.rewardValue).toBe(0.5);
    expect(recomputedFor(runs, "p3")).toBeNull();
    expect(recomputedFor(runs, null)).toBeNull();
    expect(recomputedFor(undefined, "p1")).toBeNull();
  });

  it.each([
    [0.0938, 0.0938, 0],
    [0.25, 0.052632, 0.052632 - 0.25],
    [null, 0.1, null],
    [0.1, null, null],
  ])("claimed %s, recomputed %s -> delta %s", (claimed, recomputed, delta) => {
    const d = claimDelta(claimed, recomputed);
    if (delta === null) expect(d).toBeNull();
    else expect(d).toBeCloseTo(delta, 12);
  });

  it.each([
    [0.09375, "0.0938"],
    [1, "1.0000"],
    [null, "—"],
    [undefined, "—"],
    [Number.NaN, "—"],
  ])("formats %s as %s", (x, text) => {
    expect(formatScore(x)).toBe(text);
  });
});
