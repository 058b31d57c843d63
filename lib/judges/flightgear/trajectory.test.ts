import { describe, expect, it } from "vitest";
import type { Clearance } from "./clearance";
import { anchorsOf, fastestRates, interpolate } from "./trajectory";

function clearance(over: Partial<Clearance> = {}): Clearance {
  return {
    index: 1,
    issued: 100,
    command: "turn_right_heading",
    target: 10,
    unit: "degrees",
    progress: 20,
    snapshots: [
      [4000, 350, 100],
      [4000, 352, 100],
      [4100, 8, 104],
      [4100, 10, 104],
    ],
    execTime: 104,
    complTime: 114,
    status: "complied",
    supersededBy: null,
    overshoot: "none",
    ...over,
  };
}

describe("trajectory anchors", () => {
  it("uses issue, execution and completion (never ending), sorted by time", () => {
    const c = clearance({ execTime: 120, complTime: 110 });
    expect(anchorsOf(c, 0).map((a) => a.t)).toEqual([100, 110, 120]);
    expect(anchorsOf(c, 0).map((a) => a.v)).toEqual([4000, 4100, 4000]);
  });

  it("skips null stamps", () => {
    const c = clearance({
      execTime: null,
      complTime: null,
      snapshots: [
        [4000, 350, 100],
        [null, null, null],
        [null, null, null],
        [4100, 10, 104],
      ],
    });
    expect(anchorsOf(c, 1)).toEqual([{ t: 100, v: 350 }]);
  });
});

describe("interpolation", () => {
  const c = clearance();
  it("holds flat outside the anchors", () => {
    expect(interpolate(anchorsOf(c, 0), 90, 0)).toBe(4000);
    expect(interpolate(anchorsOf(c, 0), 200, 0)).toBe(4100);
  });

  it("is linear between anchors", () => {
    expect(interpolate(anchorsOf(c, 0), 109, 0)).toBe(4050);
    expect(interpolate(anchorsOf(c, 2), 109, 2)).toBe(102);
  });

  it("wraps headings through north", () => {
    // 352 at 104 -> 8 at 114: halfway is 0, not 180
    expect(interpolate(anchorsOf(c, 1), 109, 1)).toBe(0);
    expect(interpolate(anchorsOf(c, 1), 106.5, 1)).toBe(356);
  });

  it("returns the last anchor's value at or after the last time, even when two share it", () => {
    const same = clearance({ execTime: 110, complTime: 110 });
    expect(interpolate(anchorsOf(same, 0), 110, 0)).toBe(4100);
    expect(interpolate(anchorsOf(same, 0), 105, 0)).toBe(4000);
  });

  it("is undefined without anchors", () => {
    expect(interpolate([], 5, 0)).toBeUndefined();
  });
});

describe("fastest rates", () => {
  it("takes the steepest consecutive segment per dimension (headings wrapped)", () => {
    const [alt, hdg, spd] = fastestRates(clearance());
    expect(alt).toBe(10); // 100 ft over 10 s
    expect(hdg).toBe(1.6); // 16 deg through north over 10 s
    expect(spd).toBe(0.4);
  });

  it("ignores zero-length spans and is 0 with a single stamp", () => {
    // issue and execution both at 100 s: only execution -> completion counts
    expect(fastestRates(clearance({ execTime: 100 }))).toEqual([100 / 14, 16 / 14, 4 / 14]);
    const lone = clearance({
      execTime: null,
      complTime: null,
      snapshots: [
        [4000, 350, 100],
        [null, null, null],
        [null, null, null],
        [4100, 10, 104],
      ],
    });
    expect(fastestRates(lone)).toEqual([0, 0, 0]);
  });
});
