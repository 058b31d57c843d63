// The judge facts the review needs, read from a JudgeDefinition (pure): its scoring numbers
// (tolerances, caps, weights) with the values in force for this task (the pairing's options, else
// the original's). Options the judge refuses give no numbers and the reason, never a throw.
import type { JudgeDefinition } from "../judges/types";
import type { ScoringNumber } from "./types";

export function judgeScoringNumbers(
  judge: JudgeDefinition,
  options: Record<string, unknown>,
): { numbers: ScoringNumber[] } | { numbers: null; reason: string } {
  try {
    return { numbers: judge.scoringContract(options) };
  } catch (e) {
    return { numbers: null, reason: `${judge.id} refuses this task's options: ${e instanceof Error ? e.message : String(e)}` };
  }
}
