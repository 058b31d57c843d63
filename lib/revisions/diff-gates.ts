// Gates whose outcome changed between two revisions, with the reasons on each side.
import type { SnapshotGate } from "./types";

export interface GateChange {
  id: string;
  title: string;
  before: SnapshotGate["outcome"] | null;
  after: SnapshotGate["outcome"] | null;
  /** the deciding evidence now (or before, for a gate that no longer exists) */
  reasons: string[];
}

export function diffGates(before: readonly SnapshotGate[], after: readonly SnapshotGate[]): GateChange[] {
  const a = new Map(before.map((g) => [g.id, g]));
  const b = new Map(after.map((g) => [g.id, g]));
  const ids = [...b.keys(), ...[...a.keys()].filter((id) => !b.has(id))];
  return ids
    .filter((id) => a.get(id)?.outcome !== b.get(id)?.outcome)
    .map((id) => {
      const x = a.get(id);
      const y = b.get(id);
      return { id, title: (y ?? x)!.title, before: x?.outcome ?? null, after: y?.outcome ?? null, reasons: (y ?? x)!.reasons };
    });
}

export interface SinceReview {
  /** failing or insufficient at the reviewed revision, passing now */
  closed: SnapshotGate[];
  /** failing or insufficient then and now */
  remaining: SnapshotGate[];
  /** passing then, failing or insufficient now (or new gates that do not pass) */
  regressed: SnapshotGate[];
}

/** "Closed from the previous review: …", "Remaining: …" of a re-review, from the two gate lists. */
export function sinceReview(atReview: readonly SnapshotGate[], now: readonly SnapshotGate[]): SinceReview {
  const then = new Map(atReview.map((g) => [g.id, g]));
  const open = (g: SnapshotGate | undefined) => g !== undefined && g.outcome !== "pass";
  return {
    closed: now.filter((g) => g.outcome === "pass" && open(then.get(g.id))),
    remaining: now.filter((g) => open(g) && open(then.get(g.id))),
    regressed: now.filter((g) => open(g) && !open(then.get(g.id))),
  };
}
