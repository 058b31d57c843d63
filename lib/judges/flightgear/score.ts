// Scoring one accepted submission against a prepared ground truth (spec 6.1-6.2):
// alignment, chance-corrected gains, spurious charge. Shared by the reward object
// and the per-event breakdown so both read the same numbers.

import type { Clearance } from "./clearance";
import { FULL_CREDIT } from "./constants";
import { resolveLink, type Link } from "./credit";
import { align, type AlignedPair } from "./alignment";
import type { PreparedGroundTruth } from "./prepare";
import type { EntryCheck } from "./validate-entry";

export interface ScoredSubmission {
  /** every submitted entry, in file order, with its schema check */
  entries: EntryCheck[];
  /** raw entry index of each schema-valid prediction */
  validRaw: number[];
  preds: Clearance[];
  /** each valid prediction's link, resolved through the predictions' own index map */
  predLinks: Link[];
  pairs: AlignedPair[];
  /** gain per pair (same order), null when the GT event is not gradable */
  gains: (number | null)[];
  nDropped: number;
  spurious: number;
  /** max(0, sum of gains) */
  credit: number;
  chargeable: number;
  /** credit / chargeable, unrounded */
  reward: number;
}

/** (units - ceiling) / (20 - ceiling), clipped to [-1, 1]. */
export function chanceCorrectedGain(units: number, ceiling: number): number {
  return Math.max(-1, Math.min(1, (units - ceiling) / (FULL_CREDIT - ceiling)));
}

export function scoreEntries(gt: PreparedGroundTruth, entries: EntryCheck[]): ScoredSubmission {
  const validRaw: number[] = [];
  const preds: Clearance[] = [];
  entries.forEach((check, raw) => {
    if (check.ok) {
      validRaw.push(raw);
      preds.push(check.clearance);
    }
  });
  // links resolve through the valid predictions' own indices; a repeated index keeps the last entry
  const byIndex = new Map<number, Clearance>();
  for (const p of preds) byIndex.set(p.index, p);
  const predLinks = preds.map((p) => resolveLink(p, byIndex));
  const pairs = align(preds, predLinks, gt.expected, gt.links, gt.tolerances);

  const gains = pairs.map((pair) => (gt.gradable[pair.gt] ? chanceCorrectedGain(pair.credit.total, gt.ceiling[pair.gt]) : null));
  let sum = 0;
  for (const g of gains) if (g !== null) sum += g;
  const credit = Math.max(0, sum);
  const spurious = Math.max(0, entries.length - pairs.length);
  const chargeable = gt.nGradable + spurious;
  return {
    entries,
    validRaw,
    preds,
    predLinks,
    pairs,
    gains,
    nDropped: entries.length - preds.length,
    spurious,
    credit,
    chargeable,
    reward: chargeable > 0 ? credit / chargeable : 0,
  };
}
