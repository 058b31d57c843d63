import { describe, expect, it } from "vitest";
import { contextFor, EGO_LATEST, FG_JUDGE } from "./__fixtures__/bundled";
import { boundaryFindings, boundarySearch, rewardSurface } from "./offsets";

describe("boundary search on the oracle", () => {
  it("egocentric: both boundaries shifted 12 frames keep full credit, 13 frames score zero (both directions)", () => {
    const results = boundarySearch(contextFor(EGO_LATEST));
    const later = results.find((b) => b.name === "both boundaries later")!;
    const earlier = results.find((b) => b.name === "both boundaries earlier")!;
    expect(later).toMatchObject({ lastFull: 12, firstBelow: { offset: 13, reward: 0 } });
    expect(earlier).toMatchObject({ lastFull: -12, firstBelow: { offset: -13, reward: 0 } });
    expect(later.curve[12]).toEqual({ offset: 12, reward: 1 });
    expect(boundaryFindings([later])[0].message).toMatch(/full credit up to 12 frames; at 13 frames the oracle scores 0\.0000/);
  });

  // Snapshot edges are compared as binary doubles (SPEC A4): a 3-decimal value moved by exactly
  // the tolerance can land a few ulps outside it, so the heading and airspeed searches lose a
  // few events one step early. The search reports what the judge does, not the nominal band.
  const fgBoundaries = boundarySearch(contextFor(FG_JUDGE));
  it.each([
    ["issue time shift", 2, 2.25, 0],
    ["target altitude offset", 25, 30, 0.5],
    ["altitude snapshot offset", 100, 110, 0],
    ["heading snapshot offset", 7, 8, 0.9],
    ["airspeed snapshot offset", 2.5, 3, 0.9],
  ])("FlightGear %s: full credit up to %f, less at %f (reward there above %f)", (name, lastFull, below, floor) => {
    const b = fgBoundaries.find((x) => x.name === name)!;
    expect(b.lastFull).toBe(lastFull);
    expect(b.firstBelow?.offset).toBe(below);
    expect(b.firstBelow!.reward).toBeLessThan(1);
    expect(b.firstBelow!.reward).toBeGreaterThanOrEqual(floor);
  });

  it("FlightGear issue time: one step past the ±2 s gate matches nothing", () => {
    const b = fgBoundaries.find((x) => x.name === "issue time shift")!;
    expect(b.curve.find((c) => c.offset === 2)!.reward).toBe(1);
    expect(b.firstBelow!.reward).toBe(0);
  });
});

describe("reward surface", () => {
  it("egocentric: full credit only inside the ±12 x ±12 square, and all along its diagonal", () => {
    const s = rewardSurface(contextFor(EGO_LATEST))!;
    expect(s.cells).toHaveLength(s.y.length);
    s.y.forEach((dy, yi) =>
      s.x.forEach((dx, xi) => {
        const inside = Math.abs(dx) <= 12 && Math.abs(dy) <= 12;
        if (!inside) expect(s.cells[yi][xi], `start ${dx}, end ${dy}`).toBeLessThan(1);
        // off the diagonal a short action can end before it starts and be dropped
        if (inside && dx === dy) expect(s.cells[yi][xi], `start ${dx}, end ${dy}`).toBe(1);
      }),
    );
  });
});
