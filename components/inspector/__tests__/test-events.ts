// Small JudgeEvent builders shared by the inspector's table tests.
import type { JudgeEvent } from "@/lib/judges/types";

export function ev(patch: Partial<JudgeEvent> & Pick<JudgeEvent, "verdict">): JudgeEvent {
  const spurious = patch.verdict === "spurious";
  return {
    kind: spurious ? "spurious" : "expected",
    index: 0,
    matchedPrediction: spurious || patch.verdict === "none" ? null : 0,
    label: "event",
    timeSec: 0,
    earned: patch.verdict === "full" ? 1 : 0,
    available: spurious ? 0 : 1,
    fields: [],
    ...patch,
  };
}
