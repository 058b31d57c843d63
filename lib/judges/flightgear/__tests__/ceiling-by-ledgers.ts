// TEST-ONLY: the transcript-only ceiling evaluated literally (every one of the 384 ledgers, every
// event), the reference the fast ceiling.ts is checked against (baseline.test.ts).
import { transcriptLedger, strategyGrid } from "../baseline";
import type { Clearance } from "../clearance";
import { pairCredit, resolveLink, type ExpectedClearance } from "../credit";
import { DEFAULT_TOLERANCES, type FlightgearTolerances } from "../tolerance-options";

/**
 * ceiling[k] = max(0, best units any of the 384 ledgers earns on event k), evaluated
 * literally: every ledger, every event. Links are compared with no index maps (both sides
 * "#unresolved" + raw index), as the original does here. Slow (25k pair credits); the
 * judge uses the equivalent transcriptCeiling in ceiling.ts, and a test checks they agree.
 */
export function transcriptCeilingByLedgers(
  gt: readonly Clearance[],
  expected: readonly ExpectedClearance[],
  tol: FlightgearTolerances = DEFAULT_TOLERANCES,
): number[] {
  const ceiling = gt.map(() => 0);
  for (const s of strategyGrid()) {
    transcriptLedger(gt, s).forEach((synthetic, k) => {
      const units = pairCredit(synthetic, expected[k], resolveLink(synthetic, null), resolveLink(gt[k], null), tol).total;
      ceiling[k] = Math.max(ceiling[k], units);
    });
  }
  return ceiling;
}
