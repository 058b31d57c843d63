import { describe, expect, it } from "vitest";
import { creditLabel } from "./credit-label";

describe("creditLabel", () => {
  it.each([
    // FlightGear gains are signed: −1 is a full unit below the transcript-only baseline
    [{ kind: "expected", verdict: "partial", earned: -1 }, "below transcript baseline (−1)", "below"],
    [{ kind: "expected", verdict: "none", earned: -0.25 }, "below transcript baseline (−0.25)", "below"],
    [{ kind: "expected", verdict: "partial", earned: 0.4 }, "partial", "partial"],
    [{ kind: "expected", verdict: "none", earned: 0 }, "miss", "none"],
    [{ kind: "expected", verdict: "full", earned: 1 }, "full", "full"],
    [{ kind: "spurious", verdict: "spurious", earned: 0 }, "spurious", "spurious"],
  ] as const)("%o reads %s", (e, text, cls) => {
    expect(creditLabel(e)).toEqual({ text, cls });
  });
});
