// "Near misses": per ledger under the official judge, each expected event the judge left
// unmatched beside the prediction that nearly matched it and what missed ("start 13 frames early;
// tolerance ±12"), so the PR comment tells the story the inspector shows (lib/judges/near-miss).
import type { JudgeFamily } from "../../judges/judge-family";
import { nearMisses } from "../../judges/near-miss";
import type { JudgeEvent } from "../../judges/types";
import type { ReviewBlock, ReviewSection } from "../types";

export interface LedgerBreakdown {
  /** the ledger's path inside the task folder */
  path: string;
  judgeId: string;
  /** its judge's family (judgeFamilyOf), null for a judge no family's reader applies to */
  family: JudgeFamily | null;
  events: readonly JudgeEvent[];
}

/** at most this many rows per ledger: the comment stays readable; the inspector has the rest */
export const NEAR_MISS_ROWS = 20;

function ledgerBlock(l: LedgerBreakdown): ReviewBlock | null {
  const pairs = nearMisses(l.family, l.events);
  if (pairs.length === 0) return null;
  const labelOf = new Map(l.events.filter((e) => e.kind === "expected").map((e) => [e.index, e.label]));
  const rows = pairs
    .slice(0, NEAR_MISS_ROWS)
    .map((m) => [`#${m.expected + 1}`, labelOf.get(m.expected) ?? "", `P${m.prediction + 1}`, m.text]);
  const more = pairs.length - rows.length;
  return {
    kind: "details",
    summary: [{ code: l.path }, `: ${pairs.length} near miss${pairs.length === 1 ? "" : "es"} under `, { code: l.judgeId }],
    blocks: [
      {
        kind: "table",
        columns: [{ title: "expected" }, { title: "event" }, { title: "nearest prediction" }, { title: "what missed" }],
        rows,
      },
      ...(more > 0 ? [{ kind: "paragraph" as const, text: `… ${more} more in the ledger inspector.` }] : []),
    ],
  };
}

export function nearMissSection(ledgers: readonly LedgerBreakdown[]): ReviewSection | null {
  const blocks = ledgers.map(ledgerBlock).filter((b): b is ReviewBlock => b !== null);
  if (blocks.length === 0) return null;
  return {
    id: "near-misses",
    title: "Near misses",
    placement: "after-calibration",
    blocks: [
      {
        kind: "paragraph",
        text: "Each unmatched expected event beside the unmatched prediction of the same identity nearest to it, and the field outside its tolerance.",
      },
      ...blocks,
    ],
  };
}
