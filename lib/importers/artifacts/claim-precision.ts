// The claim-precision rule (issue 17 item 6): a number a document states agrees with the number the
// judge recomputes when |recomputed − stated| ≤ half a unit of the stated number's last written
// decimal, and never more loosely than 0.005. "0.030" against 0.0295 agrees (|Δ| = 0.0005); "0.0938"
// against 0.0937 does not (|Δ| = 0.0001 > 0.00005); "0.3" or "0" are held to 0.005, not 0.05 or 0.5.

/** The loosest tolerance any claim gets, however few decimals it was written with. */
export const LOOSEST_CLAIM_TOLERANCE = 0.005;
/** absorbs binary floating point (0.0295 − 0.030 is 0.000500000000000001) */
const FLOAT_SLACK = 1e-12;

const NUMBER_LITERAL = /[-+]?(?:\d+(?:\.(\d*))?|\.(\d+))(?:[eE]([-+]?\d+))?/;

export interface ClaimPrecision {
  /** decimals as written ("0.030" -> 3; "3e-2" -> 2); 0 for an integer */
  decimals: number;
  tolerance: number;
  /** the rule in words, shown next to Δ */
  rule: string;
}

/** Precision of the first number written in `text` (markdown emphasis and "~" around it are ignored); null without one. */
export function claimPrecision(text: string): ClaimPrecision | null {
  const m = NUMBER_LITERAL.exec(text);
  if (m === null) return null;
  const fraction = (m[1] ?? m[2] ?? "").length;
  const decimals = Math.max(0, fraction - Number(m[3] ?? 0));
  const halfUnit = 0.5 * 10 ** -decimals;
  if (halfUnit >= LOOSEST_CLAIM_TOLERANCE)
    return {
      decimals,
      tolerance: LOOSEST_CLAIM_TOLERANCE,
      rule: `|Δ| ≤ ${LOOSEST_CLAIM_TOLERANCE} (written with ${decimals} decimal${decimals === 1 ? "" : "s"}; never looser than ${LOOSEST_CLAIM_TOLERANCE})`,
    };
  return {
    decimals,
    tolerance: halfUnit,
    rule: `|Δ| ≤ ${halfUnit.toFixed(decimals + 1)} (half a unit of the ${ordinal(decimals)} decimal)`,
  };
}

export interface ClaimAgreement extends ClaimPrecision {
  agrees: boolean;
  /** recomputed − stated */
  delta: number;
}

/** Null when `statedText` holds no number (then nothing can agree or disagree). */
export function claimAgreement(statedText: string, stated: number, recomputed: number): ClaimAgreement | null {
  const precision = claimPrecision(statedText);
  if (precision === null || !Number.isFinite(stated) || !Number.isFinite(recomputed)) return null;
  const delta = recomputed - stated;
  return { ...precision, delta, agrees: Math.abs(delta) <= precision.tolerance + FLOAT_SLACK };
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}
