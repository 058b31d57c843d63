// The kart versions' scoring numbers (lib/judges/scoring-contract.ts): the tolerances in force and
// each quantity's weight from quantities.ts (the weights combine.ts multiplies). A quantity v4
// scored that @f933449 dropped is listed with weight 0: a document still weighting it is wrong.
import type { ScoringNumber } from "../scoring-contract";
import { toleranceNumbers } from "../scoring-contract";
import { readToleranceOptions } from "../tolerance-options";
import type { JudgeOptions, ToleranceDescriptor } from "../types";
import { V4_QUANTITIES, type ScoredQuantity } from "./quantities";

const PROSE: Record<string, readonly string[]> = {
  items_collected: ["items_collected", "items", "powerup boxes"],
  times_exploded: ["times_exploded", "explosions"],
  bananas_hit: ["bananas_hit", "bananas"],
  skid_time: ["skid_time", "skid time", "drift seconds"],
};

export function kartScoringContract(
  judgeId: string,
  descriptors: readonly ToleranceDescriptor[],
  quantities: readonly ScoredQuantity[],
  options?: JudgeOptions,
): ScoringNumber[] {
  const values = readToleranceOptions(judgeId, descriptors, options);
  const dropped = V4_QUANTITIES.filter((q) => !quantities.some((s) => s.name === q.name)).map((q) => ({ name: q.name, weight: 0 }));
  return [
    ...toleranceNumbers(descriptors, values),
    ...[...quantities, ...dropped].map((q): ScoringNumber => ({
      kind: "weight",
      key: q.name,
      label: q.weight === 0 ? `${q.name}: not scored by this version` : `${q.name} weight (renormalised over varying quantities)`,
      unit: "weight",
      value: q.weight,
      total: 1,
      names: PROSE[q.name] ?? [q.name],
    })),
  ];
}
