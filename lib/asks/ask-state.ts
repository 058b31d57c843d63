// Whether an ask is still open, from stored facts only. A gate ask closes itself on the first
// revision after the one its verdict judged where that gate passes on measured evidence (outcome
// "pass": "claimed", "warn" and "insufficient" close nothing); any ask closes when a maintainer
// ticks it. A closing revision wins over a tick, because it is evidence. Pure.
import type { Anchor } from "./anchors";

export type GateOutcome = "pass" | "warn" | "claimed" | "fail" | "insufficient";

export interface AskFacts {
  id: string;
  text: string;
  anchor: Anchor;
  maintainerSide: boolean;
  /** the revision the ask's verdict judged; null = unknown (then no revision can be "later") */
  reviewedRevisionId: string | null;
  ticked: { by: string; at: Date } | null;
}

/** One revision of the task with its gate outcomes by gate id. */
export interface RevisionGates {
  id: string;
  /** how a reviewer names it: short sha + subject, or the import time */
  label: string;
  gates: ReadonlyMap<string, GateOutcome>;
}

export type AskState =
  | { state: "open" }
  | { state: "closed"; how: "revision"; revisionId: string; revisionLabel: string }
  | { state: "closed"; how: "ticked"; by: string; at: Date };

/** `revisions` oldest first; only those after `ask.reviewedRevisionId` can close a gate ask. */
export function askState(ask: AskFacts, revisions: readonly RevisionGates[]): AskState {
  if (ask.anchor.kind === "gate" && ask.anchor.ref !== null && ask.reviewedRevisionId !== null) {
    const at = revisions.findIndex((r) => r.id === ask.reviewedRevisionId);
    if (at >= 0) {
      const closing = revisions.slice(at + 1).find((r) => r.gates.get(ask.anchor.ref!) === "pass");
      if (closing) return { state: "closed", how: "revision", revisionId: closing.id, revisionLabel: closing.label };
    }
  }
  return ask.ticked ? { state: "closed", how: "ticked", by: ask.ticked.by, at: ask.ticked.at } : { state: "open" };
}

/** "closed by revision 1a2b3c4d Fix the oracle" / "ticked by Ana on 2026-12-03 14:05 UTC". */
export function closedText(state: AskState): string | null {
  if (state.state === "open") return null;
  if (state.how === "revision") return `closed by revision ${state.revisionLabel}`;
  return `ticked by ${state.by} on ${state.at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** Which gate asks a list of revisions could still close: the ones whose state needs gate outcomes. */
export function needsGates(ask: AskFacts): boolean {
  return ask.anchor.kind === "gate" && ask.reviewedRevisionId !== null;
}
