// Number formatting shared by the gates' evidence text and the PR comment.

/**
 * A score with at least 4 and at most 6 decimals: 0.0938 -> "0.0938", 0.097561 -> "0.097561",
 * 1 -> "1.0000". Six is the judges' own rounding, so nothing they report is hidden.
 */
export function formatScore(value: number | null): string {
  if (value === null) return "—";
  if (!Number.isFinite(value)) return String(value);
  const six = value.toFixed(6);
  return six.replace(/(\.\d{4}\d*?)0+$/, "$1");
}

/** A signed difference, e.g. "+0.197368" or "−0.000100"; 6 decimals so 1e-4 edges are legible. */
export function formatDelta(value: number | null): string {
  if (value === null) return "—";
  const abs = Math.abs(value).toFixed(6);
  if (Number(abs) === 0) return "0.000000";
  return `${value < 0 ? "−" : "+"}${abs}`;
}

/** Minutes with one decimal, from seconds. */
export function formatMinutes(seconds: number): string {
  return `${(seconds / 60).toFixed(1)} min`;
}
