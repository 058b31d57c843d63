// The near misses of one breakdown, looked up from either side: an expected event's nearest
// unmatched prediction, and a prediction's expected event. Keys are the events' own indices
// (ground-truth index, submission position), as in lib/judges/near-miss.
import type { JudgeFamily } from "@/lib/judges/judge-family";
import { nearMisses, type NearMiss } from "@/lib/judges/near-miss";
import type { JudgeEvent } from "@/lib/judges/types";

export interface NearMissIndex {
  ofExpected: Map<number, NearMiss>;
  ofPrediction: Map<number, NearMiss>;
}

export function indexNearMisses(family: JudgeFamily | null, events: readonly JudgeEvent[]): NearMissIndex {
  const list = nearMisses(family, events);
  return {
    ofExpected: new Map(list.map((m) => [m.expected, m])),
    ofPrediction: new Map(list.map((m) => [m.prediction, m])),
  };
}

export function nearMissOf(index: NearMissIndex, e: Pick<JudgeEvent, "kind" | "index">): NearMiss | undefined {
  return e.kind === "expected" ? index.ofExpected.get(e.index) : index.ofPrediction.get(e.index);
}
