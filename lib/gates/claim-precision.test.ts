import { describe, expect, it } from "vitest";
import { claimReproduces, claimRuleText, claimTolerance, writtenDecimals } from "./claim-precision";

describe("writtenDecimals", () => {
  it.each([
    ["0.030", 3],
    ["0.0938", 4],
    ["~0.09", 2],
    ["1", 0],
    ["1.0", 1],
    ["9.4%", 3],
    ["3e-2", 2],
    ["**0.3291**", 4],
    ["0.1218 (n=3 mean)", 4],
    ["n/a", null],
    [null, null],
  ])("%s → %s", (text, decimals) => {
    expect(writtenDecimals(text)).toBe(decimals);
  });
});

describe("claimReproduces (the issue's examples and the cap)", () => {
  it.each([
    // claimed, text, recomputed, agrees — |Δ| vs half a unit of the last written decimal
    [0.03, "0.030", 0.0295, true], // |Δ| = 0.0005 = half of 0.001
    [0.03, "0.030", 0.02949, false], // 0.00051 > 0.0005
    [0.0938, "0.0938", 0.0937, false], // 0.0001 > 0.00005
    [0.0938, "0.0938", 0.09384, true],
    [0.3, "0.3", 0.304, true], // half of 0.1 is 0.05, capped to 0.005
    [0.3, "0.3", 0.306, false],
    [1, "1", 0.996, true],
    [0.094, "9.4%", 0.0944, true],
    [0.1218, null, 0.1218, true],
    [0.1218, null, 0.1219, false], // no text: four decimals, half a unit = 0.00005
    [null, null, 0.5, true],
    [0.5, "0.5", null, true],
  ])("claimed %s (%s) vs %s → %s", (claimed, text, recomputed, agrees) => {
    expect(claimReproduces(claimed, text, recomputed)).toBe(agrees);
  });

  it("never looser than 0.005", () => {
    for (const text of ["0", "1", "0.1", "0.3", "12%"]) expect(claimTolerance(text)).toBeLessThanOrEqual(0.005);
  });

  it("states the rule next to the Δ", () => {
    expect(claimRuleText("0.030")).toBe(`|Δ| ≤ 0.0005 (half a unit of "0.030"'s last decimal)`);
    expect(claimRuleText("0.3")).toContain("the cap");
    expect(claimRuleText(null)).toContain("four decimals assumed");
    // the tolerance as people write it (0.5 * 10 ** -4 is 4.9999999999999996e-5 in binary)
    expect(claimRuleText(null)).toBe("|Δ| ≤ 5e-5 (no written claim: four decimals assumed)");
    expect(claimRuleText("0.0938")).toBe(`|Δ| ≤ 5e-5 (half a unit of "0.0938"'s last decimal)`);
  });
});
