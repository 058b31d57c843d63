// Small helpers both kart versions use around scoring.
import type { KartGroundTruth } from "./ground-truth";

/** every GT race unmatched: the shape of a zero verdict */
export function noPredictionLinks(gt: KartGroundTruth): null[] {
  return gt.races.map(() => null);
}

/** a ledger as a contributor would upload it: {"races": [...]}, 2-space indented */
export function encodeLedger(races: unknown[]): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ races }, null, 2));
}
