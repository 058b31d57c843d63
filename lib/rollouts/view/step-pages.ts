// Splits a trajectory's (filtered) steps into pages small enough to send: a 15 MB log as one page
// was a 34 MB document. A page ends at a step count or a text budget, whichever comes first, and
// one huge step is cut to a head (its full text stays one link away).
export const PAGE_MAX_STEPS = 250;
/** characters of step text per page (each step counted after its cut) */
export const PAGE_MAX_CHARS = 300_000;
/** characters of one step's text sent inline; the rest is linked */
export const STEP_TEXT_CAP = 24_000;

export interface PageLimits {
  maxSteps: number;
  maxChars: number;
  stepCap: number;
}

export const DEFAULT_LIMITS: PageLimits = { maxSteps: PAGE_MAX_STEPS, maxChars: PAGE_MAX_CHARS, stepCap: STEP_TEXT_CAP };

/** Start positions of each page over steps whose text lengths are given (always at least one page). */
export function pageStarts(textLengths: readonly number[], limits: PageLimits = DEFAULT_LIMITS): number[] {
  const starts = [0];
  let steps = 0;
  let chars = 0;
  for (let i = 0; i < textLengths.length; i++) {
    const size = Math.min(textLengths[i], limits.stepCap);
    // a page always takes its first step, however big
    if (steps > 0 && (steps >= limits.maxSteps || chars + size > limits.maxChars)) {
      starts.push(i);
      steps = 0;
      chars = 0;
    }
    steps++;
    chars += size;
  }
  return starts;
}

/** The 0-based page holding position `pos` (positions past the end fall on the last page). */
export function pageContaining(starts: readonly number[], pos: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** [from, to) positions of page `page` (clamped to the pages there are). */
export function pageRange(starts: readonly number[], total: number, page: number): { page: number; from: number; to: number } {
  const p = Math.min(Math.max(0, page), starts.length - 1);
  return { page: p, from: starts[p], to: p + 1 < starts.length ? starts[p + 1] : total };
}

/** A step's text as sent: the head up to the cap, and how many characters were left out. */
export function cutText(text: string, cap: number = STEP_TEXT_CAP): { text: string; omittedChars: number } {
  if (text.length <= cap) return { text, omittedChars: 0 };
  // never split a surrogate pair
  const end = /[\uD800-\uDBFF]/.test(text[cap - 1] ?? "") ? cap - 1 : cap;
  return { text: text.slice(0, end), omittedChars: text.length - end };
}
