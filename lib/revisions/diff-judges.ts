// What changed in how the task is scored: judge versions paired with it, the ground truth each
// pairing reads, their tolerances, and the task's own verifier files (steps/solve/tests/).
import type { FileChange } from "./diff-files";
import type { SnapshotPairing } from "./types";

export interface ToleranceChange {
  judgeId: string;
  key: string;
  before: number | null;
  after: number | null;
}

export interface JudgeDiff {
  added: string[];
  removed: string[];
  primaryBefore: string | null;
  primaryAfter: string | null;
  /** pairings kept whose ground truth bytes changed */
  groundTruthChanged: Array<{ judgeId: string; before: string | null; after: string | null }>;
  tolerances: ToleranceChange[];
  /** files under steps/solve/tests/ added, removed or changed (the task's own judge) */
  verifierFiles: FileChange[];
  changed: boolean;
}

const VERIFIER_DIR = "steps/solve/tests/";

/** Tolerances of the primary judge before and after, by key (a judge rewrite shows as moved numbers). */
function toleranceChanges(before: SnapshotPairing | undefined, after: SnapshotPairing | undefined): ToleranceChange[] {
  if (!before || !after) return [];
  const keys = [...new Set([...Object.keys(before.tolerances), ...Object.keys(after.tolerances)])].sort();
  return keys
    .filter((k) => before.tolerances[k] !== after.tolerances[k])
    .map((key) => ({ judgeId: after.judgeId, key, before: before.tolerances[key] ?? null, after: after.tolerances[key] ?? null }));
}

export function diffJudges(before: readonly SnapshotPairing[], after: readonly SnapshotPairing[], files: readonly FileChange[]): JudgeDiff {
  const a = new Map(before.map((p) => [p.judgeId, p]));
  const b = new Map(after.map((p) => [p.judgeId, p]));
  const added = [...b.keys()].filter((id) => !a.has(id));
  const removed = [...a.keys()].filter((id) => !b.has(id));
  const groundTruthChanged = [...b.values()]
    .filter((p) => a.has(p.judgeId) && a.get(p.judgeId)!.groundTruthSha256 !== p.groundTruthSha256)
    .map((p) => ({ judgeId: p.judgeId, before: a.get(p.judgeId)!.groundTruthSha256, after: p.groundTruthSha256 }));
  const primaryBefore = before.find((p) => p.isPrimary) ?? before[0];
  const primaryAfter = after.find((p) => p.isPrimary) ?? after[0];
  const tolerances = toleranceChanges(primaryBefore, primaryAfter);
  const verifierFiles = files.filter((f) => f.path.startsWith(VERIFIER_DIR));
  return {
    added,
    removed,
    primaryBefore: primaryBefore?.judgeId ?? null,
    primaryAfter: primaryAfter?.judgeId ?? null,
    groundTruthChanged,
    tolerances,
    verifierFiles,
    changed:
      added.length + removed.length + groundTruthChanged.length + tolerances.length + verifierFiles.length > 0 ||
      primaryBefore?.judgeId !== primaryAfter?.judgeId,
  };
}
