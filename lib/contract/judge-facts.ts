// The judge facts the review needs, read from a JudgeDefinition (pure): its tolerances with the
// values in force for this task (the pairing's options, else the original's defaults).
import type { JudgeDefinition } from "../judges/types";
import type { JudgeTolerance } from "./types";

export function judgeTolerances(judge: JudgeDefinition, options: Record<string, unknown>): JudgeTolerance[] {
  return judge.tolerances.map((d) => {
    const v = options[d.key];
    return { key: d.key, label: d.label, unit: d.unit, value: typeof v === "number" ? v : d.default };
  });
}
