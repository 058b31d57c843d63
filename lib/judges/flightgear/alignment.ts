// Order-preserving alignment of predictions (file order) with ground truth (spec 6.1):
// an LCS-style DP maximising (total units, pair count) lexicographically, with the
// original's traceback tie-breaks so the same pairs come out.

import type { Clearance } from "./clearance";
import { pairCredit, type Credit, type ExpectedClearance, type Link } from "./credit";
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

/** The identity gate's ground-truth side as flat arrays, built once per prepared ground truth. */
const gateCache = new WeakMap<readonly ExpectedClearance[], { gtCommand: string[]; gtIssued: Float64Array }>();

function gateInputs(expected: readonly ExpectedClearance[]): { gtCommand: string[]; gtIssued: Float64Array } {
  let hit = gateCache.get(expected);
  if (hit === undefined) {
    // a prepared ground truth is never edited; the cache keys on its array
    hit = { gtCommand: expected.map((e) => e.c.command), gtIssued: Float64Array.from(expected, (e) => e.c.issued) };
    gateCache.set(expected, hit);
  }
  return hit;
}

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
  // row 0 and column 0 are the empty prefixes; every other cell is written before it is read
  best.fill(0, 0, width);
  for (let i = 1; i <= rows; i++) best[i * width] = 0;
  // credit of each identity-eligible cell; ineligible cells have none
  const credits = cellCredits;

  // the identity gate's inputs as flat arrays: the inner loop runs rows x cols times
  const { gtCommand, gtIssued } = gateInputs(expected);
  const gate = tol.issueTimeS;
  for (let i = 1; i <= rows; i++) {
    const p = preds[i - 1];
    const command = p.command;
    const issued = p.issued;
    const row = i * width;
    const up = row - width;
    // the row to the left and the diagonal ride along in locals: one table read per cell
    let left = best[row];
    let diag = best[up];
    for (let j = 1; j <= cols; j++) {
      const above = best[up + j];
      let cell = above > left ? above : left;
      // eligible(p, e.c, tol), inlined
      if (gtCommand[j - 1] === command && Math.abs(issued - gtIssued[j - 1]) <= gate) {
        const e = expected[j - 1];
        const credit = pairCredit(p, e, predLinks[i - 1], gtLinks[j - 1], tol);
        credits[row + j] = credit;
        stamps[row + j] = now;
        const take = diag + credit.total * UNIT + PAIR;
        if (take > cell) cell = take;
      }
      best[row + j] = cell;
      left = cell;
      diag = above;
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
