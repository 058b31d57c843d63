// The two pairing strategies against brute-force references that follow the spec literally.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maximumMatching, orderPreservingMatching, type Matching } from "./matching";

/** Exhaustive maximum matching (small graphs only): try every choice for every prediction. */
function bruteForceMaximum(candidates: number[][]): number {
  const memo = new Map<string, number>();
  const best = (i: number, used: number): number => {
    if (i === candidates.length) return 0;
    const key = `${i}:${used}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let result = best(i + 1, used);
    for (const g of candidates[i]) if (!(used & (1 << g))) result = Math.max(result, 1 + best(i + 1, used | (1 << g)));
    memo.set(key, result);
    return result;
  };
  return best(0, 0);
}

/** The spec's DP, cell by cell. */
function dpLcs(candidates: number[][], truthCount: number): number {
  let previous = new Array(truthCount + 1).fill(0);
  for (const options of candidates) {
    const row = new Array(truthCount + 1).fill(0);
    for (let j = 1; j <= truthCount; j++) {
      row[j] = Math.max(previous[j], row[j - 1], options.includes(j - 1) ? previous[j - 1] + 1 : 0);
    }
    previous = row;
  }
  return previous[truthCount];
}

function pairsOf(m: Matching): [number, number][] {
  return [...m.truthOfPrediction].flatMap((g, p) => (g === -1 ? [] : [[p, g] as [number, number]]));
}

const graph = fc
  .record({ truthCount: fc.integer({ min: 0, max: 9 }), predictionCount: fc.integer({ min: 0, max: 10 }) })
  .chain(({ truthCount, predictionCount }) =>
    fc.record({
      truthCount: fc.constant(truthCount),
      candidates: fc.array(
        truthCount === 0
          ? fc.constant([] as number[])
          : fc.uniqueArray(fc.integer({ min: 0, max: truthCount - 1 }), { maxLength: truthCount }).map((a) => a.sort((x, y) => x - y)),
        { minLength: predictionCount, maxLength: predictionCount },
      ),
    }),
  );

describe("maximumMatching (@e25513b)", () => {
  it("finds the maximum cardinality, with valid one-to-one pairs", () => {
    fc.assert(
      fc.property(graph, ({ candidates, truthCount }) => {
        const m = maximumMatching(candidates, truthCount);
        const pairs = pairsOf(m);
        expect(m.size).toBe(bruteForceMaximum(candidates));
        expect(pairs).toHaveLength(m.size);
        expect(new Set(pairs.map(([, g]) => g)).size).toBe(pairs.length);
        for (const [p, g] of pairs) expect(candidates[p]).toContain(g);
      }),
      { numRuns: 400 },
    );
  });

  it("re-pairs earlier predictions when a later one needs their partner (augmenting path)", () => {
    // p0 could take g0 or g1; p1 only g0; p2 only g1 -> all three cannot match, two can,
    // and p1 must get g0 by moving p0 to g1.
    const m = maximumMatching([[0, 1], [0], [1]], 2);
    expect(m.size).toBe(2);
    expect([...m.truthOfPrediction]).toEqual([1, 0, -1]);
  });

  it("is order-insensitive in size", () => {
    fc.assert(
      fc.property(graph, ({ candidates, truthCount }) => {
        expect(maximumMatching([...candidates].reverse(), truthCount).size).toBe(maximumMatching(candidates, truthCount).size);
      }),
      { numRuns: 200 },
    );
  });
});

describe("orderPreservingMatching (@157e7b4)", () => {
  it("equals the spec's DP, with strictly increasing pairs", () => {
    fc.assert(
      fc.property(graph, ({ candidates, truthCount }) => {
        const m = orderPreservingMatching(candidates, truthCount);
        const pairs = pairsOf(m);
        expect(m.size).toBe(dpLcs(candidates, truthCount));
        expect(pairs).toHaveLength(m.size);
        for (let k = 1; k < pairs.length; k++) expect(pairs[k][1]).toBeGreaterThan(pairs[k - 1][1]);
        for (const [p, g] of pairs) expect(candidates[p]).toContain(g);
      }),
      { numRuns: 400 },
    );
  });

  it("loses one of two crossing pairs that the maximum matching keeps", () => {
    const crossing = [[1], [0]];
    expect(orderPreservingMatching(crossing, 2).size).toBe(1);
    expect(maximumMatching(crossing, 2).size).toBe(2);
  });

  it("never exceeds the maximum matching", () => {
    fc.assert(
      fc.property(graph, ({ candidates, truthCount }) => {
        expect(orderPreservingMatching(candidates, truthCount).size).toBeLessThanOrEqual(maximumMatching(candidates, truthCount).size);
      }),
      { numRuns: 200 },
    );
  });
});
