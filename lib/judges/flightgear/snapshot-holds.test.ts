// snapshotHolds (credit's sink-free snapshot check) against snapshotOk (the breakdown's, which
// reports each dimension): the same verdict on every slot of seeded predicted/expected pairs with
// shifted, null and edge-of-tolerance values, under the original and swept tolerances.
import { describe, expect, it } from "vitest";
import { seededRng, type Rng } from "../../audits/rng";
import type { Clearance, Triple } from "./clearance";
import { snapshotHolds, snapshotOk, type ExpectedClearance } from "./credit";
import { DEFAULT_TOLERANCES } from "./tolerance-options";
import { anchorsOf, fastestRates } from "./trajectory";

function triple(r: Rng, base: readonly [number, number, number], spread: number): Triple {
  // values on a coarse grid near the base, so differences land on the tolerances themselves
  const near = (v: number, step: number) => v + Math.round((r() - 0.5) * spread) * step;
  return [near(base[0], 25), (near(base[1], 1) + 360) % 360, near(base[2], 0.5)];
}

function clearance(r: Rng, base: readonly [number, number, number], spread: number): Clearance {
  const issued = Math.round(r() * 20) * 0.5;
  const executed = r() < 0.8;
  const completed = executed && r() < 0.8;
  // a filled snapshot whose time is null: validation allows it (validate-entry.ts checks each value,
  // not the pair), and then no offset may be drawn from the missing time
  const execTimeKnown = r() < 0.8;
  const complTimeKnown = r() < 0.8;
  return {
    index: 1,
    issued,
    command: "climb",
    target: 4000,
    unit: "feet",
    progress: 100,
    snapshots: [
      triple(r, base, spread),
      executed ? triple(r, base, spread) : [null, null, null],
      completed ? triple(r, base, spread) : [null, null, null],
      triple(r, base, spread),
    ],
    execTime: executed && execTimeKnown ? issued + Math.round(r() * 16) * 0.5 : null,
    complTime: completed && complTimeKnown ? issued + Math.round(r() * 40) * 0.5 : null,
    status: "complied",
    supersededBy: null,
    overshoot: "none",
  };
}

describe("snapshotHolds equals snapshotOk", () => {
  it("on 4,000 seeded pairs x 4 slots x 3 tolerance sets", () => {
    const r = seededRng(4);
    const tolerances = [
      DEFAULT_TOLERANCES,
      { ...DEFAULT_TOLERANCES, eventTimeS: 0 },
      { ...DEFAULT_TOLERANCES, interpolationSlack: 2, stateByDim: [25, 2, 1] as const },
    ];
    const verdicts = new Set<boolean>();
    for (let k = 0; k < 4000; k++) {
      // every tenth pair near zero, where a null prediction against a reference of 0 would pass a
      // difference taken without the null check (|null - 0| is 0 in JavaScript)
      const base = k % 10 === 0 ? ([0, 0, 0] as const) : ([3000 + r() * 2000, r() * 360, 100 + r() * 60] as const);
      const c = clearance(r, base, 12);
      const e: ExpectedClearance = { c, anchors: [anchorsOf(c, 0), anchorsOf(c, 1), anchorsOf(c, 2)], rates: fastestRates(c) };
      const p = clearance(r, base, 12);
      for (const tol of tolerances) {
        for (let slot = 0; slot < 4; slot++) {
          const held = snapshotHolds(p, e, slot, tol);
          expect(held, `pair ${k} slot ${slot}`).toBe(snapshotOk(p, e, slot, undefined, tol));
          expect(held).toBe(snapshotOk(p, e, slot, () => {}, tol));
          verdicts.add(held);
        }
      }
    }
    expect([...verdicts].sort()).toEqual([false, true]);
  });
});
