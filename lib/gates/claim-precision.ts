// How closely a claim must reproduce: to the precision it was written with. A contributor who
// writes 0.030 claims three decimals, so a recomputed 0.0295 agrees (|Δ| = 0.0005, half a unit of
// the last written decimal); one who writes 0.0938 claims four, so 0.0937 does not. The rule is
// never looser than 0.005, however coarsely the claim was written ("0.3" cannot hide a 0.04 drift).
// Pure. How a written number's decimals are read is the importers' (lib/importers/artifacts/claim-precision.ts),
// so a reward file, a scores.md cell and a form claim are held to one rule.
import { LOOSEST_CLAIM_TOLERANCE, claimPrecision } from "../importers/artifacts/claim-precision";
import { formatNumber } from "./format";

/** the loosest tolerance any claim gets, whatever its written precision */
export const CLAIM_TOLERANCE_CAP = LOOSEST_CLAIM_TOLERANCE;
/** without the claim's text (a number from a form or an old row), four decimals, the product's format */
const DEFAULT_DECIMALS = 4;
/** float noise: judges round to 6 decimals, and 0.0295 - 0.03 is not exactly -0.0005 in binary */
const FLOAT_NOISE = 1e-9;

/** The number of decimals a claim was written with: "0.030" → 3, "~0.09" → 2, "1" → 0, "9.4%" → 3. */
export function writtenDecimals(text: string | null | undefined): number | null {
  if (text == null) return null;
  const precision = claimPrecision(text);
  if (precision === null) return null;
  // a percentage's decimals are two more as a fraction: 9.4% = 0.094
  return /\d\s*%/.test(text) ? precision.decimals + 2 : precision.decimals;
}

/** Half a unit of the claim's last written decimal, capped at CLAIM_TOLERANCE_CAP. */
export function claimTolerance(text: string | null | undefined): number {
  const decimals = writtenDecimals(text) ?? DEFAULT_DECIMALS;
  return Math.min(0.5 * 10 ** -decimals, CLAIM_TOLERANCE_CAP);
}

/** "≤ 0.0005 (half a unit of 0.030's last decimal)": the rule shown next to a Δ. */
export function claimRuleText(text: string | null | undefined): string {
  const tol = claimTolerance(text);
  // 5e-5 rather than 0.00005 (every score is printed with at most 4 decimals), never 4.9999999999999996e-5
  const shown = formatNumber(tol);
  if (writtenDecimals(text) === null) return `|Δ| ≤ ${shown} (no written claim: four decimals assumed)`;
  return tol === CLAIM_TOLERANCE_CAP && 0.5 * 10 ** -(writtenDecimals(text) ?? 0) > CLAIM_TOLERANCE_CAP
    ? `|Δ| ≤ ${shown} (the cap: "${text?.trim()}" is written more coarsely)`
    : `|Δ| ≤ ${shown} (half a unit of "${text?.trim()}"'s last decimal)`;
}

/** Whether recomputed reproduces the claim to its written precision (true when either is missing). */
export function claimReproduces(claimed: number | null, text: string | null | undefined, recomputed: number | null): boolean {
  if (claimed === null || recomputed === null) return true;
  return Math.abs(recomputed - claimed) <= claimTolerance(text) + FLOAT_NOISE;
}
