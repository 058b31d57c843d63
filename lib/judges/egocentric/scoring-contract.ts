// The egocentric judges' scoring numbers (lib/judges/scoring-contract.ts): the boundary tolerance
// and the two caps, resolved by the same resolveEgocentricOptions prepare() uses. F1 has one term,
// so there are no weights.
import type { ScoringNumber } from "../scoring-contract";
import { toleranceNumbers } from "../scoring-contract";
import type { JudgeOptions, ToleranceDescriptor } from "../types";
import { resolveEgocentricOptions } from "./options";

export function egocentricScoringContract(descriptors: readonly ToleranceDescriptor[], options?: JudgeOptions): ScoringNumber[] {
  const o = resolveEgocentricOptions(options);
  return [
    ...toleranceNumbers(descriptors, { frameTolerance: o.frameTolerance }),
    {
      kind: "cap",
      key: "maxActions",
      label: "more actions than this void the submission",
      unit: "entries",
      value: o.maxActions,
      names: ["actions", "entries", "predictions"],
    },
    { kind: "cap", key: "maxBytes", label: "a longer solution file is void", unit: "bytes", value: o.maxBytes, names: ["bytes"] },
  ];
}
