import { describe, expect, it } from "vitest";
import { jitterSeed, randInt, seededRng } from "./rng";

describe("seeded jitter", () => {
  it("the same seed gives the same stream; another seed another", () => {
    const a = seededRng(42);
    const b = seededRng(42);
    const c = seededRng(43);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
  it.each([
    [0, 0],
    [3, 7],
    [-5, 5],
  ])("randInt(%i, %i) stays inside, both ends reachable", (lo, hi) => {
    const rng = seededRng(7);
    const seen = new Set(Array.from({ length: 400 }, () => randInt(rng, lo, hi)));
    expect(Math.min(...seen)).toBe(lo);
    expect(Math.max(...seen)).toBe(hi);
  });
  it("jitter ledgers get distinct seeds", () => {
    expect(new Set(Array.from({ length: 1440 }, (_, i) => jitterSeed(20260827, i))).size).toBe(1440);
  });
});
