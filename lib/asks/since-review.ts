// "Since the last review", in the review threads' own shape: what closed, the author's remaining
// work as a numbered list, and the maintainers' follow-ups. Pure: asks with their states in,
// lines and export blocks out.
import type { ReviewBlock, ReviewText } from "../export/types";
import { closedText, type AskFacts, type AskState } from "./ask-state";

export interface AskWithState extends AskFacts {
  state: AskState;
  /** "gate Oracle = 1.0", "line 12 of SPEC.md"; "" for free text */
  anchorText: string;
}

export interface AsksSinceReview {
  closed: AskWithState[];
  remainingAuthor: AskWithState[];
  maintainerFollowUp: AskWithState[];
}

/**
 * Splits asks for the re-review. Closed lists only what closed since the last verdict: closed by a
 * revision after the one the last verdict judged, or ticked after the last verdict was written
 * (`revisionOrder` oldest first); asks closed before that are old news and left out.
 */
export function splitSinceReview(
  asks: readonly AskWithState[],
  last: { revisionId: string | null; at: Date } | null,
  revisionOrder: readonly string[],
): AsksSinceReview {
  const lastIndex = last?.revisionId ? revisionOrder.indexOf(last.revisionId) : -1;
  const closedRecently = (s: AskState) => {
    if (s.state === "open") return false;
    if (!last) return true;
    if (s.how === "revision") return revisionOrder.indexOf(s.revisionId) > lastIndex;
    return s.at.getTime() >= last.at.getTime();
  };
  return {
    closed: asks.filter((a) => closedRecently(a.state)),
    remainingAuthor: asks.filter((a) => a.state.state === "open" && !a.maintainerSide),
    maintainerFollowUp: asks.filter((a) => a.state.state === "open" && a.maintainerSide),
  };
}

/** One line per ask: its words, then what it is about, then how it closed. */
export function askLine(a: AskWithState): string {
  const how = closedText(a.state);
  return `${a.text}${a.anchorText ? ` (${a.anchorText})` : ""}${how ? ` — ${how}` : ""}`;
}

/** The section's blocks; empty when there are no asks at all. */
export function asksBlocks(split: AsksSinceReview): ReviewBlock[] {
  const blocks: ReviewBlock[] = [];
  const items = (list: AskWithState[]): ReviewText[] => list.map(askLine);
  if (split.closed.length)
    blocks.push(
      { kind: "paragraph", text: [{ strong: "Closed from the previous review:" }] },
      { kind: "bullets", items: items(split.closed) },
    );
  if (split.remainingAuthor.length)
    blocks.push(
      { kind: "paragraph", text: [{ strong: "Remaining author-side work:" }] },
      { kind: "numbered", items: items(split.remainingAuthor) },
    );
  if (split.maintainerFollowUp.length)
    blocks.push(
      { kind: "paragraph", text: [{ strong: "Maintainer-side follow-up after the contract is frozen:" }] },
      { kind: "bullets", items: items(split.maintainerFollowUp) },
    );
  return blocks;
}

/** Plain display strings of the open asks (the short export reads these): "1. …", "• …". */
export function openAskLines(split: AsksSinceReview): string[] {
  return [
    ...split.remainingAuthor.map((a, i) => `${i + 1}. ${askLine(a)}`),
    ...split.maintainerFollowUp.map((a) => `maintainer-side: ${askLine(a)}`),
  ];
}
