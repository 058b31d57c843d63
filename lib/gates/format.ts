// Number formatting shared by the gates' evidence text and the PR comment.

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
