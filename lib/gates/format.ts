// Number formatting shared by the gates' evidence text and the PR comment.

/** significant digits a plain number keeps: enough for any threshold, short of binary noise (17) */
const PLAIN_DIGITS = 10;

/**
 * A plain number (a tolerance, a threshold, a count) for people: binary noise dropped, then the
 * shortest text that reads back as that number; below 1e-4 in exponent form. 0.5 × 10⁻⁴ (stored as
 * 4.9999999999999996e-5) -> "5e-5", 0.1 + 0.2 -> "0.3", 0.0005 -> "0.0005", 12 -> "12".
 */
export function formatNumber(value: number | null): string {
  if (value === null) return "—";
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toPrecision(PLAIN_DIGITS));
  if (rounded === 0) return "0";
  const abs = Math.abs(rounded);
  return abs < 1e-4 || abs >= 1e15 ? rounded.toExponential() : String(rounded);
}

/**
 * A score with 4 decimals, the one format every page and the PR comment use: 0.0938 -> "0.0938",
 * 0.097561 -> "0.0976", 1 -> "1.0000".
 */
export function formatScore(value: number | null): string {
  if (value === null) return "—";
  if (!Number.isFinite(value)) return String(value);
  return value.toFixed(4);
}

/**
 * A signed difference with 4 decimals, e.g. "+0.1974" or "−0.0001"; a non-zero difference
 * that rounds to zero reads "<0.0001" with its sign, so a disagreement never looks like none.
 */
export function formatDelta(value: number | null): string {
  if (value === null) return "—";
  // float noise (judges round to 6 decimals) is no difference
  if (Math.abs(value) < 1e-9) return "0.0000";
  const sign = value < 0 ? "−" : "+";
  const abs = Math.abs(value);
  return abs < 0.00005 ? `${sign}<0.0001` : `${sign}${abs.toFixed(4)}`;
}

/** Minutes with one decimal, from seconds. */
export function formatMinutes(seconds: number): string {
  return `${(seconds / 60).toFixed(1)} min`;
}
