// The gate-pruned alignment (alignment.ts: row = row above, patched at the eligible cells)
// against the dense DP it replaces, written out here cell by cell as spec 6.1 states it: on
// seeded random ledgers with clustered issue times (many cells just inside or outside the gate),
// a few commands, equal times, unsorted ground truth, and swept gate windows.
import { describe, expect, it } from "vitest";
import { seededRng } from "../../audits/rng";
import { align } from "./alignment";
import type { Clearance } from "./clearance";
import { COMMAND_TYPES, unitOfCommand } from "./constants";
import { eligible, pairCredit, resolveLink, type ExpectedClearance, type Link } from "./credit";
import { DEFAULT_TOLERANCES, type FlightgearTolerances } from "./tolerance-options";
import { anchorsOf, fastestRates } from "./trajectory";

/** The dense DP of spec 6.1: every cell max(up, left, eligible ? diag + (units, 1)); traceback as specified. */
function denseAlign(
  preds: Clearance[],
  predLinks: Link[],
  expected: ExpectedClearance[],
  gtLinks: Link[],
  tol: FlightgearTolerances,
): [number, number, number][] {
  const rows = preds.length;
  const cols = expected.length;
  const best: [number, number][][] = Array.from({ length: rows + 1 }, () => Array.from({ length: cols + 1 }, () => [0, 0]));
  const units: (number | null)[][] = Array.from({ length: rows + 1 }, () => new Array<number | null>(cols + 1).fill(null));
  const more = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
  for (let i = 1; i <= rows; i++) {
    for (let j = 1; j <= cols; j++) {
      let cell = more(best[i - 1][j], best[i][j - 1]) ? best[i - 1][j] : best[i][j - 1];
      if (eligible(preds[i - 1], expected[j - 1].c, tol)) {
        const u = pairCredit(preds[i - 1], expected[j - 1], predLinks[i - 1], gtLinks[j - 1], tol).total;
        units[i][j] = u;
        const take: [number, number] = [best[i - 1][j - 1][0] + u, best[i - 1][j - 1][1] + 1];
        if (more(take, cell)) cell = take;
      }
      best[i][j] = cell;
    }
  }
  const out: [number, number, number][] = [];
  let i = rows;
  let j = cols;
  const same = (a: [number, number], b: [number, number]) => a[0] === b[0] && a[1] === b[1];
  while (i > 0 && j > 0) {
    const u = units[i][j];
    if (u !== null && same(best[i][j], [best[i - 1][j - 1][0] + u, best[i - 1][j - 1][1] + 1])) {
      out.push([i - 1, j - 1, u]);
      i--;
      j--;
    } else if (!more(best[i][j - 1], best[i - 1][j])) {
      i--;
    } else {
      j--;
    }
  }
  return out.reverse();
}

function clearance(r: () => number, index: number, issued: number, commands: readonly string[]): Clearance {
  const command = commands[Math.floor(r() * commands.length)];
  const executed = r() < 0.7;
  const at = (base: number) => [base + Math.round(r() * 300), Math.floor(r() * 360), 80 + Math.round(r() * 60)] as const;
  return {
    index,
    issued,
    command,
    target: unitOfCommand(command) === "degrees" ? Math.floor(r() * 360) : 100 + Math.round(r() * 5000),
    unit: unitOfCommand(command),
    progress: Math.round(r() * 300),
    snapshots: [at(3000), executed ? at(3000) : [null, null, null], executed ? at(3100) : [null, null, null], at(3200)],
    execTime: executed ? issued + r() * 5 : null,
    complTime: executed ? issued + 5 + r() * 20 : null,
    status: r() < 0.5 ? "complied" : "violated",
    supersededBy: r() < 0.2 ? index + 1 : null,
    overshoot: r() < 0.5 ? "none" : "small",
  };
}

const expectedOf = (cs: Clearance[]): ExpectedClearance[] =>
  cs.map((x) => ({ c: x, anchors: [anchorsOf(x, 0), anchorsOf(x, 1), anchorsOf(x, 2)], rates: fastestRates(x) }));

describe("gate-pruned alignment equals the dense DP", () => {
  it.each(Array.from({ length: 60 }, (_, seed) => seed))("seed %i", (seed) => {
    const r = seededRng(seed + 1);
    const commands = COMMAND_TYPES.slice(0, 1 + (seed % 3));
    // issue times on a coarse grid so many pairs sit exactly at, just inside or just outside the window
    const time = () => Math.round(r() * 40) * 0.5 + (r() < 0.2 ? 0.01 : 0);
    const nGt = 1 + Math.floor(r() * 25);
    let gtTimes = Array.from({ length: nGt }, time);
    if (seed % 4 !== 0) gtTimes = gtTimes.sort((a, b) => a - b); // every fourth ground truth unsorted
    const gt = gtTimes.map((t, k) => clearance(r, k + 1, t, commands));
    // predictions: noisy copies of GT rows (in shuffled-ish order) plus strays
    const preds: Clearance[] = [];
    for (let k = 0; k < 1 + Math.floor(r() * 30); k++) {
      const base = gt[Math.floor(r() * gt.length)];
      preds.push(r() < 0.6 ? { ...base, issued: base.issued + Math.round((r() - 0.5) * 10) * 0.5 } : clearance(r, k + 1, time(), commands));
    }
    const expected = expectedOf(gt);
    const byIndex = new Map(gt.map((c) => [c.index, c] as const));
    const gtLinks = gt.map((c) => resolveLink(c, byIndex));
    const predLinks = preds.map((p) => resolveLink(p, null));
    for (const issueTimeS of [DEFAULT_TOLERANCES.issueTimeS, 0, 0.5, 7]) {
      const tol = { ...DEFAULT_TOLERANCES, issueTimeS };
      const got = align(preds, predLinks, expected, gtLinks, tol).map((p) => [p.pred, p.gt, p.credit.total]);
      expect(got, `window ${issueTimeS}`).toEqual(denseAlign(preds, predLinks, expected, gtLinks, tol));
    }
  });
});
