// Order-preserving alignment: maximise (units, pairs), traceback tie-breaks as the original.

import { describe, expect, it } from "vitest";
import { align } from "./alignment";
import type { Clearance } from "./clearance";
import { resolveLink, type ExpectedClearance } from "./credit";
import { anchorsOf, fastestRates } from "./trajectory";

function c(index: number, issued: number, command = "climb", over: Partial<Clearance> = {}): Clearance {
  return {
    index,
    issued,
    command,
    target: 4000,
    unit: command.includes("heading") ? "degrees" : command === "climb" || command === "descend" ? "feet" : "knots",
    progress: 100,
    snapshots: [
      [3900, 90, 100],
      [null, null, null],
      [null, null, null],
      [4000, 90, 100],
    ],
    execTime: null,
    complTime: null,
    status: "incomplete",
    supersededBy: null,
    overshoot: "none",
    ...over,
  };
}

const expect_ = (cs: Clearance[]): ExpectedClearance[] =>
  cs.map((x) => ({ c: x, anchors: [anchorsOf(x, 0), anchorsOf(x, 1), anchorsOf(x, 2)], rates: fastestRates(x) }));

function run(preds: Clearance[], gt: Clearance[]) {
  return align(
    preds,
    preds.map((p) => resolveLink(p, null)),
    expect_(gt),
    gt.map((e) => resolveLink(e, null)),
  ).map((p) => [p.pred, p.gt, p.credit.total]);
}

describe("alignment", () => {
  it("pairs identical ledgers one to one", () => {
    const gt = [c(1, 10), c(2, 50, "descend"), c(3, 90)];
    expect(run(gt, gt)).toEqual([
      [0, 0, 20],
      [1, 1, 20],
      [2, 2, 20],
    ]);
  });

  it("preserves order: a swapped pair can only keep one match", () => {
    const gt = [c(1, 10), c(2, 11, "descend")];
    // both single matches tie; the traceback moves up (drops the later prediction) first
    expect(run([gt[1], gt[0]], gt)).toEqual([[0, 1, 20]]);
  });

  it("needs the same command and issue times within 2 s", () => {
    const gt = [c(1, 10)];
    expect(run([c(1, 12)], gt)).toEqual([[0, 0, 20]]);
    expect(run([c(1, 12.01)], gt)).toEqual([]);
    expect(run([c(1, 10, "descend")], gt)).toEqual([]);
  });

  it("prefers more units over more pairs", () => {
    // one prediction between two eligible GT events: it goes to the one it fits better
    const gt = [c(1, 10), c(2, 11, "climb", { target: 5000 })];
    expect(run([c(1, 10.5)], gt)).toEqual([[0, 0, 20]]);
  });

  it("takes zero-unit eligible pairs (the pair count breaks ties)", () => {
    const gt = [c(1, 10)];
    const bad = c(1, 10, "climb", {
      target: 9000,
      status: "violated",
      progress: 999,
      overshoot: "large",
      snapshots: [
        [100, 0, 50],
        [100, 0, 50],
        [100, 0, 50],
        [100, 0, 50],
      ],
      execTime: 11,
      complTime: null,
    });
    const pairs = run([bad], gt);
    expect(pairs.length).toBe(1);
    expect(pairs[0][2]).toBeLessThan(20);
  });

  it("on a full tie the traceback keeps the latest possible GT event", () => {
    const gt = [c(1, 10), c(2, 11)];
    expect(run([c(1, 10.5)], gt)).toEqual([[0, 1, 20]]);
  });

  it("a duplicated prediction matches once; the copy is left over", () => {
    const gt = [c(1, 10), c(2, 50)];
    expect(run([gt[0], gt[0], gt[1]], gt)).toEqual([
      [1, 0, 20],
      [2, 1, 20],
    ]);
  });
});
