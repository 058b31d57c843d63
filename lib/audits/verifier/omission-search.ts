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

type Scored = { set: number[]; score: number };

/** The search's bookkeeping: every subset scored once, the best so far, the allowance spent. */
class SubsetScorer {
  private readonly scores = new Map<string, number>();
  best: Scored;
  spent = 0;
  cut = false;

  constructor(
    base: number,
    leaveOneOut: readonly { i: number; score: number }[],
    private readonly score: ScoreSubsets,
    readonly allowance: number,
  ) {
    this.best = { set: [], score: base };
    for (const l of leaveOneOut) this.consider([l.i], l.score);
  }

  private consider(set: readonly number[], s: number) {
    this.scores.set(keyOf(set), s);
    // a tie keeps the smaller (earlier) subset: withholding less for the same reward
    if (s > this.best.score + EPS) this.best = { set: [...set].sort((a, b) => a - b), score: s };
  }

  /** Scores the subsets not scored yet, as far as the allowance covers them; answers those scored. */
  async ask(sets: readonly number[][]): Promise<Scored[]> {
    const seen = new Set<string>();
    const fresh = sets.filter((s) => {
      const key = keyOf(s);
      if (this.scores.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const take = fresh.slice(0, Math.max(0, this.allowance - this.spent));
    if (take.length < fresh.length) this.cut = true;
    if (take.length === 0) return [];
    this.spent += take.length;
    const rewards = await this.score(take);
    return take.flatMap((set, k) => {
      const r = rewards[k];
      if (r === undefined) this.cut = true;
      if (typeof r !== "number") return [];
      this.consider(set, r);
      return [{ set, score: r }];
    });
  }

  result(method: SubsetSearch["method"], width: number | null, stopped: string): SubsetSearch {
    return { method, scored: this.spent, width, best: this.best.score, withheld: this.best.set, stopped };
  }
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
  const search = new SubsetScorer(base, leaveOneOut, score, allowance);
  if (n >= 2 && exactFits(n, allowance)) {
    await search.ask(allSubsets(n));
    return search.result(
      "exact",
      null,
      search.cut ? "the budget ran out before every subset was scored" : `every subset of ${n} events scored`,
    );
  }
  return beamSearch(search, n, base, leaveOneOut);
}

async function beamSearch(search: SubsetScorer, n: number, base: number, leaveOneOut: readonly { i: number; score: number }[]) {
  const width = beamWidth(n, search.allowance);
  const ranOut = `the search's allowance (${search.allowance} runs) ran out`;
  const looScore = new Map(leaveOneOut.map((l) => [l.i, l.score]));
  // expansion order: the events whose withholding alone scored highest first
  const rank = [...Array(n).keys()].sort((a, b) => (looScore.get(b) ?? -Infinity) - (looScore.get(a) ?? -Infinity) || a - b);
  const topOf = (level: Scored[]) =>
    [...level]
      .filter((x) => x.set.length < n)
      .sort((a, b) => b.score - a.score || a.set.length - b.set.length || keyOf(a.set).localeCompare(keyOf(b.set)))
      .slice(0, width);
  const helpingAlone = leaveOneOut.filter((l) => l.score > base + EPS).map((l) => l.i);
  const rootJump = helpingAlone.length > 1 ? await search.ask([helpingAlone]) : [];
  let beam = topOf([...leaveOneOut.map((l) => ({ set: [l.i], score: l.score })), ...rootJump]);
  for (let stale = 0; ;) {
    if (beam.length === 0) return search.result("beam", width, "no subset left to extend");
    if (search.cut || search.spent >= search.allowance) return search.result("beam", width, ranOut);
    const before = search.best.score;
    // one more event withheld from each kept subset, interleaved so every kept subset gets its best candidates first
    const expansions: number[][] = [];
    for (const i of rank) for (const s of beam) if (!s.set.includes(i)) expansions.push([...s.set, i]);
    const level = await search.ask(expansions);
    // the jump: each kept subset plus every event whose withholding alone helped it
    const jumps = beam.flatMap((s) => {
      const helping = level.filter(
        (x) => x.score > s.score + EPS && x.set.length === s.set.length + 1 && s.set.every((i) => x.set.includes(i)),
      );
      return helping.length > 1 ? [[...new Set(helping.flatMap((h) => h.set))]] : [];
    });
    level.push(...(await search.ask(jumps)));
    if (level.length === 0) return search.result("beam", width, search.cut ? ranOut : "every reachable subset scored");
    stale = search.best.score > before + EPS ? 0 : stale + 1;
    if (stale >= PATIENCE) return search.result("beam", width, `no better subset in ${PATIENCE} levels in a row`);
    beam = topOf(level);
  }
}

/** One line for the omission table: which search ran and what it cost. */
export function describeSearch(s: SubsetSearch, n: number): string {
  if (s.method === "exact") return `exact search: ${s.scored} of the ${sizeOfAll(n)} subsets of 2+ withheld scored (${s.stopped})`;
  return `beam search (width ${s.width}, seeded by leave-one-out): ${s.scored} subsets scored, not exhaustive; ${s.stopped}`;
}
