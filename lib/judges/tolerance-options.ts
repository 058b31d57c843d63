// Reading tolerance options (JudgeOptions) against a judge's ToleranceDescriptor list. A missing
// key takes the original's value, so `prepare(gt)` is the original judge; unknown keys are
// ignored (a task may pass other facts beside them); a present key must be a finite number >= 0
// (an integer where the descriptor says so), else the task is misconfigured: GroundTruthError.
import { GroundTruthError, type JudgeOptions, type ToleranceDescriptor } from "./types";

export function readToleranceOptions(
  judgeId: string,
  descriptors: readonly ToleranceDescriptor[],
  options: JudgeOptions | undefined,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of descriptors) {
    const raw = options?.[d.key];
    if (raw === undefined) {
      out[d.key] = d.default;
      continue;
    }
    if (typeof raw !== "number" || !Number.isFinite(raw) || raw < 0 || (d.integer && !Number.isInteger(raw))) {
      throw new GroundTruthError(
        `${judgeId}: option ${d.key} must be a finite ${d.integer ? "integer" : "number"} >= 0 (${d.label}), got ${JSON.stringify(raw)}`,
      );
    }
    out[d.key] = raw;
  }
  return out;
}
