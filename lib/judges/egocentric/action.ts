// One validated action (ground truth or prediction) and the keys the match predicates compare.

export interface Action {
  /** 0-based position in its source array (for predictions: dropped entries keep their slot) */
  position: number;
  verb: string;
  /** nouns as written (order kept for display); compared as a set */
  nouns: readonly string[];
  verbId: number;
  /** the noun SET as a key (sorted vocabulary ids): equal keys <=> same nouns in any order */
  nounSetKey: string;
  /** verb + noun set as one key, the scored predicate's label part */
  labelKey: string;
  startFrame: number;
  endFrame: number;
}

/**
 * Keys from vocabulary ids rather than words, which keeps them unambiguous for any vocabulary
 * strings. `nounIds` must hold no repeats (predictions repeating a noun are dropped, ground
 * truth repeating one is rejected).
 */
export function nounSetKey(nounIds: number[]): string {
  return nounIds.length === 1 ? String(nounIds[0]) : nounIds.sort((x, y) => x - y).join(",");
}

export function describeAction(a: Pick<Action, "verb" | "nouns" | "startFrame" | "endFrame">): string {
  return `${a.verb} [${a.nouns.join(", ")}] ${a.startFrame}-${a.endFrame}`;
}
