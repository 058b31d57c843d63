// Per-user and per-API-token limit on writes through route handlers (issue 23 finding 5): a
// script or a stolen token cannot flood uploads and re-scores. VBENCH_WRITE_RATE_LIMIT writes a
// minute (default 120; 0 turns it off); one counter per token, and one per signed-in user for
// their browser session. In memory, per server process (lib/auth/rate-limit.ts).
import { readEnv } from "../env";
import { WindowLimiter } from "./rate-limit";

declare global {
  // the process's one instance, shared by every Next bundle
  var __vbenchWriteLimiter: WindowLimiter | null | undefined;
}
const holder = globalThis;

export function writeLimiter(): WindowLimiter | null {
  if (holder.__vbenchWriteLimiter === undefined) {
    const max = readEnv().VBENCH_WRITE_RATE_LIMIT;
    holder.__vbenchWriteLimiter = max === 0 ? null : new WindowLimiter({ max, windowMs: 60_000 });
  }
  return holder.__vbenchWriteLimiter;
}

/** Tests: start counting afresh (or with another limiter, or none). */
export function setWriteLimiter(limiter: WindowLimiter | null | undefined): void {
  holder.__vbenchWriteLimiter = limiter;
}
