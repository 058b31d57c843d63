// The prose inside a code file: comments and docstrings, where a script *states* a value. A
// mention of a constant in code proper (`assert AGENT_MAX < 1`, `run(AGENT_MAX=0.5)`) executes or
// checks something; it is not a claim the reader takes as the constant's value. Pure.

const HASH_COMMENTS = /\.(py|sh|bash|rb|toml|cfg|ini|yaml|yml)$/i;
const SLASH_COMMENTS = /\.(js|mjs|cjs|ts|go|rs)$/i;

/** [start, end) character ranges of comments and docstrings in a code file. */
export function proseRanges(path: string, text: string): [number, number][] {
  const patterns: RegExp[] = [];
  if (/\.py$/i.test(path)) patterns.push(/"""[\s\S]*?(?:"""|$)/g, /'''[\s\S]*?(?:'''|$)/g);
  if (HASH_COMMENTS.test(path)) patterns.push(/(^|[ \t])#[^\n]*/gm);
  if (SLASH_COMMENTS.test(path)) patterns.push(/\/\*[\s\S]*?(?:\*\/|$)/g, /(^|[ \t])\/\/[^\n]*/gm);
  const ranges: [number, number][] = [];
  for (const re of patterns) for (const m of text.matchAll(re)) ranges.push([m.index, m.index + m[0].length]);
  return ranges;
}

export function inRanges(ranges: readonly [number, number][], offset: number): boolean {
  return ranges.some(([a, b]) => offset >= a && offset < b);
}

/**
 * inRanges for many offsets: the ranges sorted and merged once, each offset then found by binary
 * search (a scan of every range per offset was quadratic in a file of many comments and mentions).
 */
export function rangeLookup(ranges: readonly [number, number][]): (offset: number) => boolean {
  const merged: [number, number][] = [];
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return (offset) => {
    let [lo, hi] = [0, merged.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (merged[mid][1] <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo < merged.length && merged[lo][0] <= offset;
  };
}
