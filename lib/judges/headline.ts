import type { JudgeResult } from "./types";

/** The headline number of a result: reward.reward, which every judge writes as a number (0 if it ever is not). */
export function headlineReward(result: JudgeResult): number {
  const r = result.reward.reward;
  return typeof r === "number" ? r : 0;
}
