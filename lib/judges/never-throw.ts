// The one never-throw guard every judge version wraps its scoring in. Scoring code is written
// not to throw on any bytes (the fuzz tests hold it); if a bug slips through anyway, the caller
// still gets a zero verdict in the version's shape, with the error as the reason.

/** Runs `run`; on an exception returns `fallback(reason)`, the reason naming the error. */
export function neverThrow<T>(run: () => T, fallback: (reason: string) => T, prefix = "internal error while scoring"): T {
  try {
    return run();
  } catch (error) {
    return fallback(`${prefix}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The score-only form: a judge fault scores 0, as the full path's zero verdict does. */
export function scoreOrZero(run: () => number): number {
  try {
    return run();
  } catch {
    return 0;
  }
}
