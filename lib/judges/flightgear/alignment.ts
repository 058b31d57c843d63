// Order-preserving alignment of predictions (file order) with ground truth (spec 6.1):
// an LCS-style DP maximising (total units, pair count) lexicographically, with the
// original's traceback tie-breaks so the same pairs come out.
//
// Gate-pruned: only the cells passing the identity gate (same command, issue times within the
// window) do any work. A row's other cells are max(above, left); since every row is
// non-decreasing, a row without eligible cells is the row above, and after an eligible cell of
// value v the row is max(above, v) until the row above reaches v. So each row is a copy of the
// one above (a memcpy) patched at and just after its eligible cells: the very table the dense
// DP fills, cell for cell, so the traceback (and every tie-break) is unchanged.

import type { Clearance } from "./clearance";
import { pairCredit, type Credit, type ExpectedClearance, type Link } from "./credit";
import { gateColumns, gateEnd, gateRange } from "./gate";
import { DEFAULT_TOLERANCES, type FlightgearTolerances } from "./tolerance-options";

export interface AlignedPair {
  /** index into the schema-valid predictions */
  pred: number;
  /** index into the ground truth */
  gt: number;
  credit: Credit;
}

// (units, pairs) packed in one number: pairs < 4096 always (at most 2000 predictions),
// so comparing packed values compares the tuples lexicographically, exactly.
const PAIR = 1;
const UNIT = 4096;

// The DP table and the eligible cells' credits, reused across calls (audits align thousands of
// ledgers; a fresh 35 KB table each time was most of their garbage). align is synchronous and
// returns no reference to either.
let table = new Float64Array(0);
// A cell's credit is in cellCredits only while cellStamp[cell] is this call's stamp: nothing is
// cleared between calls (a Map here was a tenth of a FlightGear score).
let cellStamp = new Uint32Array(0);
let cellCredits: (Credit | undefined)[] = [];
let stamp = 0;

export function align(
  preds: readonly Clearance[],
  predLinks: readonly Link[],
  expected: readonly ExpectedClearance[],
  gtLinks: readonly Link[],
  tol: FlightgearTolerances = DEFAULT_TOLERANCES,
): AlignedPair[] {
  const rows = preds.length;
  const cols = expected.length;
  if (rows === 0 || cols === 0) return [];
  const width = cols + 1;
  const size = (rows + 1) * width;
  if (table.length < size) {
    table = new Float64Array(Math.max(size, table.length * 2));
    cellStamp = new Uint32Array(table.length);
    cellCredits = new Array<Credit | undefined>(table.length);
    stamp = 0;
  }
  if (++stamp === 0xffffffff) {
    cellStamp.fill(0);
    stamp = 1;
  }
  const best = table;
  const stamps = cellStamp;
  const now = stamp;
  // row 0 is the empty prefix of the predictions (column 0, the empty GT prefix, is 0 in every
  // row: each row starts as a copy of row 0's zero)
  best.fill(0, 0, width);
  // credit of each identity-eligible cell; ineligible cells have none
  const credits = cellCredits;

  // the ground truth's gate columns (command, issue time), built once per prepared ground truth
  const gate = gateColumns(expected);
  const window = tol.issueTimeS;
  for (let i = 1; i <= rows; i++) {
    const p = preds[i - 1];
    const command = p.command;
    const issued = p.issued;
    const row = i * width;
    const up = row - width;
    best.copyWithin(row, up, row);
    // the columns whose issue time can be within the window (all of them when the GT is unsorted)
    const from = gateRange(gate, p, tol);
    const to = gateEnd[0];
    for (let j = from + 1; j <= to; j++) {
      // eligible(p, e.c, tol), inlined
      if (gate.command[j - 1] !== command || !(Math.abs(issued - gate.issued[j - 1]) <= window)) continue;
      const credit = pairCredit(p, expected[j - 1], predLinks[i - 1], gtLinks[j - 1], tol);
      credits[row + j] = credit;
      stamps[row + j] = now;
      // the cells before j in this row are final: left is best[row + j - 1], diag best[up + j - 1]
      const left = best[row + j - 1];
      const above = best[up + j];
      let cell = above > left ? above : left;
      const take = best[up + j - 1] + credit.total * UNIT + PAIR;
      if (take > cell) cell = take;
      best[row + j] = cell;
      // the dense DP's max(above, left) for the cells after j, until the row above catches up
      for (let k = j + 1; k <= cols && best[up + k] < cell; k++) best[row + k] = cell;
    }
  }

  const pairs: AlignedPair[] = [];
  let i = rows;
  let j = cols;
  while (i > 0 && j > 0) {
    const cell = i * width + j;
    const credit = stamps[cell] === now ? credits[cell] : undefined;
    if (credit && best[cell] === best[cell - width - 1] + credit.total * UNIT + PAIR) {
      pairs.push({ pred: i - 1, gt: j - 1, credit });
      i--;
      j--;
    } else if (best[cell - width] >= best[cell - 1]) {
      i--;
    } else {
      j--;
    }
  }
  return pairs.reverse();
}
