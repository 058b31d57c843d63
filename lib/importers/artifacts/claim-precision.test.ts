import { describe, expect, it } from "vitest";
import { claimAgreement, claimPrecision, LOOSEST_CLAIM_TOLERANCE } from "./claim-precision";

describe("claimPrecision: half a unit of the last written decimal, never looser than 0.005", () => {
  it.each([
    ["0.030", 3, 0.0005],
    ["0.0938", 4, 0.00005],
    ["**0.3454**", 4, 0.00005],
    ["~0.12", 2, 0.005],
    ["0.3", 1, LOOSEST_CLAIM_TOLERANCE],
    ["0", 0, LOOSEST_CLAIM_TOLERANCE],
    ["0.088050", 6, 0.0000005],
    ["3e-2", 2, 0.005],
    ["2.5E-3", 4, 0.00005],
    [".25", 2, 0.005],
  ])("%s -> %i decimals, tolerance %s", (text, decimals, tolerance) => {
    const p = claimPrecision(text);
    expect(p?.decimals).toBe(decimals);
    expect(p?.tolerance).toBeCloseTo(tolerance, 12);
  });

  it("has no precision without a number", () => {
    expect(claimPrecision("PENDING")).toBeNull();
    expect(claimPrecision("")).toBeNull();
  });

  it("states the rule in words", () => {
    expect(claimPrecision("0.3454")?.rule).toBe("|Δ| ≤ 0.00005 (half a unit of the 4th decimal)");
    expect(claimPrecision("0.030")?.rule).toBe("|Δ| ≤ 0.0005 (half a unit of the 3rd decimal)");
    expect(claimPrecision("0.3")?.rule).toBe("|Δ| ≤ 0.005 (written with 1 decimal; never looser than 0.005)");
  });
});

describe("claimAgreement: the issue's examples and the edges", () => {
  it.each([
    ["0.030", 0.03, 0.0295, true],
    ["0.0938", 0.0938, 0.0937, false],
    ["0.0938", 0.0938, 0.0938, true],
    ["0.3454", 0.3454, 0.1218, false],
    ["0.0892", 0.0892, 0.0235, false],
    ["0.4069", 0.4069, 0.0368, false],
    ["0.0295", 0.0295, 0.0295, true],
    ["0.0", 0, 0.0049, true],
    ["0.0", 0, 0.0051, false],
    ["0", 0, 0.0031, true],
    ["0.0000", 0, 0.0031, false],
    ["0.033613", 0.033613, 0.033613, true],
  ])("stated %s (%s) vs recomputed %s -> agrees %s", (text, stated, recomputed, agrees) => {
    expect(claimAgreement(text, stated, recomputed)?.agrees).toBe(agrees);
  });

  it("reports Δ as recomputed − stated", () => {
    expect(claimAgreement("0.3454", 0.3454, 0.1218)?.delta).toBeCloseTo(-0.2236, 10);
  });

  it("cannot judge a text without a number or a non-finite value", () => {
    expect(claimAgreement("n/a", 0, 0)).toBeNull();
    expect(claimAgreement("0.1", 0.1, Number.NaN)).toBeNull();
  });
});
