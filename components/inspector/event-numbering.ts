// One event numbering everywhere: the ground truth's. Judges label expected events the way the
// ground truth counts them ("#1 turn_right_heading …", "race 1: …"), one-based, while JudgeEvent
// indices are zero-based; the inspector, the detail panel and compare show the one-based number
// and never the array position. Unmatched predictions are numbered as the submission lists them.
import type { JudgeEvent } from "@/lib/judges/types";

type Numbered = Pick<JudgeEvent, "kind" | "index">;

/** "#1" for ground-truth event 0; "P3" for the submission's third entry (an unmatched prediction). */
export function eventNumber(e: Numbered): string {
  return e.kind === "expected" ? `#${e.index + 1}` : `P${e.index + 1}`;
}

/** How a matched prediction is named beside its expected event: the submission's own entry number. */
export function predictionNumber(index: number): string {
  return `P${index + 1}`;
}

/**
 * The label without a leading copy of the number shown beside it ("#1 turn_right…" beside "#1"
 * reads "turn_right…"), so a row never shows the number twice.
 */
export function labelWithoutNumber(e: Numbered & Pick<JudgeEvent, "label">): string {
  if (e.kind !== "expected") return e.label;
  const prefix = `#${e.index + 1}`;
  if (!e.label.startsWith(prefix)) return e.label;
  const rest = e.label.slice(prefix.length);
  if (rest !== "" && !/^[\s:·.-]/.test(rest)) return e.label; // "#12" is not "#1" followed by "2"
  return rest.replace(/^[\s:·.-]+/, "") || e.label;
}
