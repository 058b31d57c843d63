import { describe, expect, it } from "vitest";
import { groundTruthVaries, gtUntiedTau, withinToleranceAccuracy } from "./rank-stats";

describe("gtUntiedTau (denominator = GT-untied pairs)", () => {
  it("is 1 for the same ranking and -1 for the reversed one", () => {
    expect(gtUntiedTau([1, 2, 3, 4], [10, 20, 30, 40])).toEqual({ tau: 1, pairCount: 6 });
    expect(gtUntiedTau([1, 2, 3, 4], [4, 3, 2, 1])).toEqual({ tau: -1, pairCount: 6 });
  });
  it("needs at least two pairs", () => {
    expect(gtUntiedTau([], [])).toEqual({ tau: 0, pairCount: 0 });
    expect(gtUntiedTau([5], [5])).toEqual({ tau: 0, pairCount: 0 });
  });
  it("leaves GT-tied pairs out of the denominator", () => {
    // pairs (0,1) tied in GT: skipped even though the prediction orders them
    expect(gtUntiedTau([1, 1, 2], [1, 2, 3])).toEqual({ tau: 1, pairCount: 2 });
  });
  it("keeps prediction ties in the denominator with zero credit", () => {
    expect(gtUntiedTau([1, 2, 3], [5, 5, 6])).toEqual({ tau: 2 / 3, pairCount: 3 });
  });
  it("gives 0 (not NaN) when every GT value is equal", () => {
    expect(gtUntiedTau([2, 2, 2], [1, 2, 3])).toEqual({ tau: 0, pairCount: 0 });
  });
  it("scores constant predictions 0", () => {
    expect(gtUntiedTau([1, 2, 3, 4], [7, 7, 7, 7]).tau).toBe(0);
  });
  it("counts a NaN difference as concordant exactly when the GT difference is negative", () => {
    // pairs: (0,1) dg=-1 dp=NaN -> concordant; (0,2) dg=-2 dp=NaN -> concordant; (1,2) dg=-1 dp=NaN -> concordant
    expect(gtUntiedTau([1, 2, 3], [NaN, NaN, NaN])).toEqual({ tau: 1, pairCount: 3 });
    expect(gtUntiedTau([3, 2, 1], [NaN, NaN, NaN])).toEqual({ tau: -1, pairCount: 3 });
    // inf - inf is NaN as well
    expect(gtUntiedTau([3, 2, 1], [Infinity, Infinity, Infinity]).tau).toBe(-1);
  });
});

describe("withinToleranceAccuracy", () => {
  it("is 1 when exact and 0 at exactly 30%", () => {
    expect(withinToleranceAccuracy(20, 20)).toBe(1);
    expect(withinToleranceAccuracy(20, 26)).toBe(0);
    expect(withinToleranceAccuracy(20, 14)).toBe(0);
  });
  it("falls linearly inside the tolerance and is clamped outside", () => {
    expect(withinToleranceAccuracy(20, 23)).toBeCloseTo(0.5, 12);
    expect(withinToleranceAccuracy(20, 100)).toBe(0);
  });
  it("has a floor of 1 for small values", () => {
    expect(withinToleranceAccuracy(2, 2.5)).toBe(0.5); // tolerance 1, not 0.6
    expect(withinToleranceAccuracy(0, 1)).toBe(0);
    expect(withinToleranceAccuracy(0, 0.25)).toBe(0.75);
  });
  it("is 0 (not NaN) for NaN or infinite predictions, like Python's max(0, nan)", () => {
    expect(withinToleranceAccuracy(10, NaN)).toBe(0);
    expect(withinToleranceAccuracy(10, Infinity)).toBe(0);
    expect(withinToleranceAccuracy(10, -Infinity)).toBe(0);
  });
});

describe("groundTruthVaries", () => {
  it("needs two different values", () => {
    expect(groundTruthVaries([1, 1, 1])).toBe(false);
    expect(groundTruthVaries([1])).toBe(false);
    expect(groundTruthVaries([1, 1, 2])).toBe(true);
  });
});
