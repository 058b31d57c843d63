// One validated action (ground truth or prediction) and the keys the match predicates compare.

export interface Action {
  /** 0-based position in its source array (for predictions: dropped entries keep their slot) */
  position: number;
  verb: string;
  /** nouns as written (order kept for display); compared as a set */
  nouns: readonly string[];
  /** canonical noun set: sorted, so equal sets give equal keys whatever the written order */
  nounSetKey: string;
  startFrame: number;
  endFrame: number;
}

/**
 * Canonical key of a noun set. JSON of the sorted list is unambiguous for any strings
 * (a plain join could make ["a,b"] equal ["a","b"]). Duplicates never reach here: predictions
 * repeating a noun are dropped and ground truth repeating one is rejected.
 */
export function nounSetKey(nouns: readonly string[]): string {
  return JSON.stringify([...nouns].sort());
}

export function describeAction(a: Pick<Action, "verb" | "nouns" | "startFrame" | "endFrame">): string {
  return `${a.verb} [${a.nouns.join(", ")}] ${a.startFrame}-${a.endFrame}`;
}
