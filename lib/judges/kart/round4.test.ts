import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pyRound } from "../py";
import { round4 } from "./round4";

describe("round4 = Python round(x, 4)", () => {
  it("rounds half to even on the exact binary value", () => {
    expect(round4(0.03125)).toBe(0.0312);
    expect(round4(0.00005)).toBe(pyRound(0.00005, 4));
    expect(round4(1)).toBe(1);
    expect(round4(-0.09090909)).toBe(-0.0909);
    expect(round4(NaN)).toBeNaN();
  });
  it("agrees with pyRound on random doubles, near-ties and reward-like ratios", () => {
    const values = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.double({ min: -2, max: 2, noNaN: true }),
      fc.integer({ min: -200000, max: 200000 }).map((k) => (k + 0.5) / 1e4),
      fc.tuple(fc.integer({ min: -66, max: 66 }), fc.integer({ min: 1, max: 66 })).map(([a, b]) => a / b),
      fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 12 })).map(([a, b]) => a / 1000 / b),
    );
    fc.assert(
      fc.property(values, (x) => {
        expect(round4(x)).toBe(pyRound(x, 4));
      }),
      { numRuns: 5000 },
    );
  });
});
