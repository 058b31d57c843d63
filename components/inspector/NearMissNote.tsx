// One line pairing a miss with the prediction that nearly matched it (or a prediction with the
// expected event it nearly was): "nearest P2: start 13 frames early; tolerance ±12".
import type { NearMiss } from "@/lib/judges/near-miss";
import type { JudgeEvent } from "@/lib/judges/types";
import { predictionNumber } from "./event-numbering";

export function NearMissNote({ event, nearMiss }: { event: Pick<JudgeEvent, "kind">; nearMiss: NearMiss }) {
  const partner = event.kind === "expected" ? `nearest ${predictionNumber(nearMiss.prediction)}` : `near miss of #${nearMiss.expected + 1}`;
  return (
    <span className="ev-near-miss" data-testid="near-miss">
      {" "}
      {partner}: {nearMiss.text}
    </span>
  );
}
