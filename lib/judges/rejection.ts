// A judge run whose reason is not "ok" is a rejection: the submission was refused as a whole
// (a bare array, a missing top-level key), and its 0 is the penalty, not an honest score.
// Every place that shows or grades a recomputed score reads it the same way. Pure.

/** The judge's reason when it rejected the submission; null for an ordinary score. */
export function rejectionReason(reason: string | null | undefined): string | null {
  if (reason == null) return null;
  const r = reason.trim();
  return r === "" || r === "ok" ? null : r;
}
