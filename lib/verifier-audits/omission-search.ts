// The search for the subset of a ledger's events whose withholding scores highest, within an
// allowance of verifier runs. Exact (every subset) when the ledger is small enough for the
// allowance; otherwise a beam search seeded by the leave-one-out scores: it keeps the best few
// subsets of each level (even when none beats the ledger as stored, so a gain that needs two
// events withheld together, neither of which helps alone, is reached), expands each by one more
// event, and also tries each kept subset plus every event that helped it alone (the jump that finds
// a twenty-answer pruning in one step). Pure: the verifier is the injected `score`.
import type { Reward } from "./runner";

const EPS = 1e-12;
/** exact search up to this many events (2^12 = 4,096 subsets), when the allowance covers them */
export const MAX_EXACT_EVENTS = 12;
export const MAX_BEAM_WIDTH = 4;
/** the beam stops after this many levels in a row without a better subset */
const PATIENCE = 2;

export interface SubsetSearch {
  method: "exact" | "beam";
  /** subsets scored by the search, beyond the stored ledger and the leave-one-out */
  scored: number;
  /** beam width (exact: null) */
  width: number | null;
  best: number;
  /** event indices to withhold for `best`, ascending */
  withheld: number[];
  /** why the search ended */
  stopped: string;
}

export type ScoreSubsets = (subsets: readonly (readonly number[])[]) => Promise<Reward[]>;

const keyOf = (s: readonly number[]) => [...s].sort((a, b) => a - b).join(",");
const sizeOfAll = (n: number) => 2 ** n - 1 - n;

/** Whether the exact search fits: every subset of two or more events withheld, within the allowance. */
export function exactFits(n: number, allowance: number): boolean {
  return n <= MAX_EXACT_EVENTS && sizeOfAll(n) <= allowance;
}

/** The beam width the allowance affords: about two levels of expansions per kept subset. */
export function beamWidth(n: number, allowance: number): number {
  return Math.max(1, Math.min(MAX_BEAM_WIDTH, Math.floor(allowance / Math.max(1, 2 * n))));
}

/** Every subset with at least two of `n` indices, by size then lexicographically. */
function allSubsets(n: number): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 2 ** n; mask++) {
    const s: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) s.push(i);
    if (s.length >= 2) out.push(s);
  }
  return out.sort((a, b) => a.length - b.length || keyOf(a).localeCompare(keyOf(b)));
}

/**
 * @param leaveOneOut the scored single withholdings (index, score)
 * @param allowance at most this many subsets are sent to `score`
 */
export async function searchWithheld(
  n: number,
  base: number,
  leaveOneOut: readonly { i: number; score: number }[],
  score: ScoreSubsets,
  allowance: number,
): Promise<SubsetSearch> {
  const scores = new Map<string, number>();
  let best = { set: [] as number[], score: base };
  const consider = (set: readonly number[], s: number) => {
    scores.set(keyOf(set), s);
    // a tie keeps the smaller (earlier) subset: withholding less for the same reward
    if (s > best.score + EPS) best = { set: [...set].sort((a, b) => a - b), score: s };
  };
  for (const l of leaveOneOut) consider([l.i], l.score);
  let spent = 0;
  let cut = false;
  /** scores what the allowance still covers; answers the subsets that were scored */
  const ask = async (sets: number[][]): Promise<{ set: number[]; score: number }[]> => {
    const seen = new Set<string>();
    const fresh = sets.filter((s) => {
      const key = keyOf(s);
      if (scores.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const take = fresh.slice(0, Math.max(0, allowance - spent));
    if (take.length < fresh.length) cut = true;
    if (take.length === 0) return [];
    spent += take.length;
    const rewards = await score(take);
    const out: { set: number[]; score: number }[] = [];
    take.forEach((set, k) => {
      const r = rewards[k];
      if (r === undefined) cut = true;
      if (typeof r !== "number") return;
      consider(set, r);
      out.push({ set, score: r });
    });
    return out;
  };
  const done = (method: SubsetSearch["method"], width: number | null, stopped: string): SubsetSearch => ({
    method,
    scored: spent,
    width,
    best: best.score,
    withheld: best.set,
    stopped,
  });

  if (n >= 2 && exactFits(n, allowance)) {
    await ask(allSubsets(n));
    return done("exact", null, cut ? "the budget ran out before every subset was scored" : `every subset of ${n} events scored`);
  }

  const width = beamWidth(n, allowance);
  const looScore = new Map(leaveOneOut.map((l) => [l.i, l.score]));
  // expansion order: the events whose withholding alone scored highest first
  const rank = [...Array(n).keys()].sort((a, b) => (looScore.get(b) ?? -Infinity) - (looScore.get(a) ?? -Infinity) || a - b);
  const topOf = (level: { set: number[]; score: number }[]) =>
    [...level]
      .filter((x) => x.set.length < n)
      .sort((a, b) => b.score - a.score || a.set.length - b.set.length || keyOf(a.set).localeCompare(keyOf(b.set)))
      .slice(0, width);
  let beam = topOf(leaveOneOut.map((l) => ({ set: [l.i], score: l.score })));
  const helpingAlone = leaveOneOut.filter((l) => l.score > base + EPS).map((l) => l.i);
  const rootJump = helpingAlone.length > 1 ? await ask([helpingAlone]) : [];
  beam = topOf([...beam, ...rootJump]);
  let stale = 0;
  for (;;) {
    if (beam.length === 0) return done("beam", width, "no subset left to extend");
    if (cut || spent >= allowance) return done("beam", width, `the search's allowance (${allowance} runs) ran out`);
    const before = best.score;
    // one more event withheld from each kept subset, interleaved so every kept subset gets its best candidates first
    const expansions: number[][] = [];
    for (const i of rank) for (const s of beam) if (!s.set.includes(i)) expansions.push([...s.set, i]);
    const level = await ask(expansions);
    // the jump: each kept subset plus every event whose withholding alone helped it
    const jumps = beam.flatMap((s) => {
      const helping = level.filter(
        (x) => x.score > s.score + EPS && x.set.length === s.set.length + 1 && s.set.every((i) => x.set.includes(i)),
      );
      return helping.length > 1 ? [[...new Set(helping.flatMap((h) => h.set))]] : [];
    });
    level.push(...(await ask(jumps)));
    if (level.length === 0)
      return done("beam", width, cut ? `the search's allowance (${allowance} runs) ran out` : "every reachable subset scored");
    stale = best.score > before + EPS ? 0 : stale + 1;
    if (stale >= PATIENCE) return done("beam", width, `no better subset in ${PATIENCE} levels in a row`);
    beam = topOf(level);
  }
}

/** One line for the omission table: which search ran and what it cost. */
export function describeSearch(s: SubsetSearch, n: number): string {
  if (s.method === "exact") return `exact search: ${s.scored} of the ${sizeOfAll(n)} subsets of 2+ withheld scored (${s.stopped})`;
  return `beam search (width ${s.width}, seeded by leave-one-out): ${s.scored} subsets scored, not exhaustive; ${s.stopped}`;
}
