import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hungarianAssignment } from "./hungarian";

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, k) => [...p.slice(0, k), n - 1, ...p.slice(k)]));
}

const total = (m: number[][], cols: ArrayLike<number>) => m.reduce((s, row, r) => s + row[cols[r]], 0);

/** small cost matrices with many ties, shaped like the kart matrix (0 = ineligible) */
const sparseMatrix = (maxN: number) =>
  fc.integer({ min: 1, max: maxN }).chain((n) =>
    fc.array(
      fc.array(
        fc.oneof(
          fc.constant(0),
          fc.integer({ min: 0, max: 4 }).map((c) => c - 1e6),
        ),
        { minLength: n, maxLength: n },
      ),
      {
        minLength: n,
        maxLength: n,
      },
    ),
  );

describe("hungarianAssignment", () => {
  it("finds a minimum-cost permutation (brute force, n <= 6)", () => {
    fc.assert(
      fc.property(sparseMatrix(6), (m) => {
        const cols = hungarianAssignment(m.length, (r, c) => m[r][c]);
        expect([...cols].sort((a, b) => a - b)).toEqual(m.map((_, i) => i));
        const best = Math.min(...permutations(m.length).map((p) => total(m, p)));
        expect(total(m, cols)).toBe(best);
      }),
      { numRuns: 300 },
    );
  });

  it("breaks ties towards the first equal-cost column", () => {
    expect([...hungarianAssignment(2, (r, c) => (r === 0 ? -5 : 0))]).toEqual([0, 1]);
    // one real row, two equal eligible columns, padding row: the earlier column wins
    const m = [
      [-1e6, -1e6],
      [0, 0],
    ];
    expect(hungarianAssignment(2, (r, c) => m[r][c], 1)[0]).toBe(0);
  });

  it("skips all-zero padding rows without changing the real rows' columns", () => {
    const padded = fc
      .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 30 }))
      .chain(([real, extra]) =>
        fc.tuple(
          fc.constant(real + extra),
          fc.array(
            fc.array(
              fc.oneof(
                { weight: 3, arbitrary: fc.constant(0) },
                { weight: 2, arbitrary: fc.double({ min: 0, max: 300, noNaN: true }).map((c) => c - 1e6) },
                { weight: 1, arbitrary: fc.integer({ min: 0, max: 3 }).map((c) => c * 0.1 - 1e6) },
              ),
              { minLength: real + extra, maxLength: real + extra },
            ),
            { minLength: real, maxLength: real },
          ),
        ),
      );
    fc.assert(
      fc.property(padded, ([n, realRows]) => {
        const cost = (r: number, c: number) => (r < realRows.length ? realRows[r][c] : 0);
        const literal = hungarianAssignment(n, cost, n);
        const shortcut = hungarianAssignment(n, cost, realRows.length);
        expect([...shortcut.slice(0, realRows.length)]).toEqual([...literal.slice(0, realRows.length)]);
      }),
      { numRuns: 400 },
    );
  });

  it("handles a 1×1 and an all-zero problem", () => {
    expect([...hungarianAssignment(1, () => 0)]).toEqual([0]);
    expect([...hungarianAssignment(3, () => 0)]).toEqual([0, 1, 2]);
  });
});
