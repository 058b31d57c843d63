// Two times the triage list shows or ranks by, from stored facts. Pure.
//   lastActivity: the newest of every event on the task (imports, PR pushes, submissions, decisions
//     on them, verdicts, comments, asks ticked), with what it was. (It read only imports, verdicts,
//     comments and ticks, issue 34.)
//   waitingSince: since when the task waits on its current side, for "oldest waiting first":
//     on a maintainer: the oldest of the awaiting submissions and the first revision after the
//     newest verdict (the first revision when never reviewed); failing both, the newest verdict;
//     on the contributor or nobody: the newest verdict.
import type { WaitsOnWho } from "./waits-on";

export const ACTIVITY_KINDS = ["import", "PR push", "submission", "decision", "verdict", "comment", "ask ticked"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface Activity {
  what: ActivityKind;
  at: Date;
}

/** The newest event; a tie goes to the kind listed first in ACTIVITY_KINDS. */
export function lastActivityOf(events: readonly { what: ActivityKind; at: Date | null | undefined }[]): Activity | null {
  let best: Activity | null = null;
  for (const e of events) if (e.at && (!best || e.at.getTime() > best.at.getTime())) best = { what: e.what, at: e.at };
  return best;
}

export interface WaitingFacts {
  waitsOn: WaitsOnWho;
  /** the task's revisions, oldest first */
  revisions: readonly { id: string; importedAt: Date }[];
  lastVerdict: { revisionId: string | null; at: Date } | null;
  /** when each submission awaiting a decision was submitted */
  awaitingSince: readonly Date[];
}

const earliest = (ds: readonly Date[]) => (ds.length ? Math.min(...ds.map((d) => d.getTime())) : null);

export function waitingSinceOf(f: WaitingFacts): number | null {
  const verdictAt = f.lastVerdict ? f.lastVerdict.at.getTime() : null;
  if (f.waitsOn !== "maintainer") return verdictAt;
  let after = f.revisions;
  if (f.lastVerdict) {
    const judged = f.revisions.findIndex((r) => r.id === f.lastVerdict!.revisionId);
    // a verdict on a revision no longer listed: the revisions imported after the verdict itself
    after = judged >= 0 ? f.revisions.slice(judged + 1) : f.revisions.filter((r) => r.importedAt.getTime() > verdictAt!);
  }
  return earliest([...f.awaitingSince, ...(after[0] ? [after[0].importedAt] : [])]) ?? verdictAt;
}

/** Revisions imported after the one `judgedRevisionId` names; null when it names none of them. */
export function revisionsAfter(revisions: readonly { id: string }[], judgedRevisionId: string | null): number | null {
  if (judgedRevisionId === null) return null;
  const i = revisions.findIndex((r) => r.id === judgedRevisionId);
  return i < 0 ? null : revisions.length - 1 - i;
}
