// Small helpers both kart versions use around scoring.
import type { JudgeResult } from "../types";
import type { KartGroundTruth } from "./groundTruth";

/** every GT race unmatched: the shape of a zero verdict */
export function noPredictionLinks(gt: KartGroundTruth): null[] {
  return gt.races.map(() => null);
}

/** a ledger as a contributor would upload it: {"races": [...]}, 2-space indented */
export function encodeLedger(races: unknown[]): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ races }, null, 2));
}

/**
 * score() must never throw. The scoring code is written not to, but if a bug slips through we
 * still hand back a zero verdict in the version's shape, with the error as the reason.
 */
export function guardedScore(run: () => JudgeResult, zeroVerdict: (reason: string) => JudgeResult): JudgeResult {
  try {
    return run();
  } catch (error) {
    return zeroVerdict(`internal error while scoring: ${error instanceof Error ? error.message : String(error)}`);
  }
}
