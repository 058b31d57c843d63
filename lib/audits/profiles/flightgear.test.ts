// The FlightGear profile's fast forms against the plain generators they stand in for: the grid
// built as parsed values (fresh and rewritten in place, in any visiting order) against applyGrid,
// and the in-place jitter against the chain of copying moves it replaced.
import { describe, expect, it } from "vitest";
import { stringifyPyJson } from "../../judges/pyjson";
import { contextFor, FG_JUDGE } from "../__fixtures__/bundled";
import { plainToPy } from "../plain-to-py";
import { randUniform, seededRng } from "../rng";
import { applyGrid, fastGrid, flightgearGridAxes } from "./flightgear-grid";
import { offsetDim, shiftTimes } from "./flightgear-moves";
import { flightgearProfile } from "./flightgear";
import type { Entry } from "./types";

const ctx = contextFor(FG_JUDGE);
const pc = ctx.profileContext;
const base = flightgearProfile.videoFreeBase(pc);
const spelled = (entries: Entry[]) => stringifyPyJson(plainToPy({ clearances: entries }));

function pointOf(rng: () => number): number[] {
  return flightgearGridAxes.map((axis) => axis.values[Math.floor(rng() * axis.values.length)]);
}

describe("FlightGear grid as parsed values", () => {
  it("equals applyGrid, fresh and reused, whichever axes change between calls", () => {
    const fast = fastGrid(base, flightgearGridAxes);
    const rng = seededRng(11);
    const points = [
      flightgearGridAxes.map((a) => a.values[0]),
      flightgearGridAxes.map((a) => a.values[a.values.length - 1]),
      ...Array.from({ length: 40 }, () => pointOf(rng)),
    ];
    // repeat a point, then change one axis at a time, so the reused document is rewritten partly
    points.push(
      points[5],
      [points[5][0], points[6][1], points[5][2], points[5][3]],
      [points[7][0], points[6][1], points[5][2], points[5][3]],
    );
    for (const point of points) {
      const expected = spelled(applyGrid(base, point));
      expect(stringifyPyJson(fast(point)), point.join(",")).toBe(expected);
      expect(stringifyPyJson(fast(point, true)), `${point.join(",")} reused`).toBe(expected);
    }
    // a moved value really differs from the base (the test would not pass on an identity grid)
    expect(spelled(applyGrid(base, points[0]))).not.toBe(spelled(base));
  });
});

describe("FlightGear jitter", () => {
  it("equals the chain of copying moves, draw for draw", () => {
    for (const seed of [1, 2, 20260827]) {
      const rng = seededRng(seed);
      const again = seededRng(seed);
      const chained = base.map((e) => {
        let out = shiftTimes(e, randUniform(again, -3, 3), true);
        out = shiftTimes(out, randUniform(again, -3, 3), false);
        out = offsetDim(out, 0, randUniform(again, -60, 60));
        out = offsetDim(out, 1, randUniform(again, -10, 10));
        return offsetDim(out, 2, randUniform(again, -6, 6));
      });
      const jittered = flightgearProfile.jitter(pc, base, rng);
      expect(spelled(jittered)).toBe(spelled(chained));
      expect(spelled(jittered)).not.toBe(spelled(base));
    }
  });

  it("leaves the base untouched", () => {
    const before = spelled(base);
    flightgearProfile.jitter(pc, base, seededRng(5));
    expect(spelled(base)).toBe(before);
  });
});
