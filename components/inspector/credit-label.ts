// How an event's credit reads everywhere (inspector rows, detail, timeline, compare): the judge's
// verdict, except that a FlightGear expected event with a negative signed gain did worse than the
// transcript-only baseline. That is the thing behind the pruning incentive, not "partial" credit,
// so it gets its own words and its own colour.
import { belowBaseline, formatSigned } from "@/lib/judges/near-miss";
import type { JudgeEvent } from "@/lib/judges/types";

export type CreditClass = JudgeEvent["verdict"] | "below";

export interface CreditLabel {
  text: string;
  /** suffix of the credit-… / credit-text-… CSS classes */
  cls: CreditClass;
}

export function creditLabel(e: Pick<JudgeEvent, "kind" | "verdict" | "earned">): CreditLabel {
  if (belowBaseline(e)) return { text: `below transcript baseline (${formatSigned(e.earned)})`, cls: "below" };
  return { text: e.verdict === "none" ? "miss" : e.verdict, cls: e.verdict };
}
