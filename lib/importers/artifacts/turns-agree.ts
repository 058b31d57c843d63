// Whether a counted number of tool calls bears out the turns a row claims, read as the claim was
// written: ">430" is a lower bound, "~597" or "about 600" allows 5%, a bare number must be exact.

/** how far "~N" may be from N, as a share of N */
const APPROXIMATE_SHARE = 0.05;

export function turnsAgree(counted: number, claimed: number, claimedText: string): boolean {
  const text = claimedText.trim();
  if (/^(>=|≥)/.test(text)) return counted >= claimed;
  if (/^>/.test(text)) return counted > claimed;
  if (/^(~|≈|about|approx|circa|ca\.)/i.test(text)) return Math.abs(counted - claimed) <= APPROXIMATE_SHARE * claimed;
  return counted === claimed;
}
