// Everything that changed between two revisions of a task, for the re-review page and export.
import { judgeFamilyOf } from "../judges/judge-family";
import { diffFiles, type FileChange } from "./diff-files";
import { diffGates, type GateChange } from "./diff-gates";
import { diffGoldEvents, type GoldDiff } from "./diff-gold-events";
import { diffJudges, type JudgeDiff } from "./diff-judges";
import { diffRows, type RowChange } from "./diff-rows";
import { diffText, type TextDiff } from "./diff-text";
import type { RevisionSnapshot } from "./types";

export interface RevisionDiff {
  before: { id: string; label: string };
  after: { id: string; label: string };
  files: FileChange[];
  texts: TextDiff[];
  gold: GoldDiff;
  judges: JudgeDiff;
  rows: RowChange[];
  gates: GateChange[];
}

/** the family of the revision's official judge (its primary pairing's): whose gold-event reader names its events */
const officialFamilyOf = (s: RevisionSnapshot) => judgeFamilyOf(s.pairings.find((p) => p.isPrimary)?.judgeId);

/**
 * The family the diff of two revisions reads ground truths as: the later revision's official judge,
 * else the earlier one's (a task's own verifier is paired with a revision only once it has run).
 */
export const officialFamily = (a: RevisionSnapshot, b: RevisionSnapshot) => officialFamilyOf(b) ?? officialFamilyOf(a);

const instructionSha = (s: RevisionSnapshot) => s.files.find((f) => f.path === "steps/solve/instruction.md")?.sha256 ?? null;

export function diffRevisions(a: RevisionSnapshot, b: RevisionSnapshot): RevisionDiff {
  const files = diffFiles(a.files, b.files);
  return {
    before: { id: a.id, label: a.label },
    after: { id: b.id, label: b.label },
    files,
    texts: [
      diffText("steps/solve/instruction.md", a.instruction, b.instruction),
      diffText("task.toml", a.taskToml, b.taskToml),
      diffText("SPEC.md", a.spec, b.spec),
    ],
    gold: diffGoldEvents(officialFamily(a, b), a.groundTruth, b.groundTruth, b.fps ?? a.fps),
    judges: diffJudges(a.pairings, b.pairings, files),
    rows: diffRows(a.rows, b.rows, { before: instructionSha(a), after: instructionSha(b) }),
    gates: diffGates(a.gates, b.gates),
  };
}

export { sinceReview, type SinceReview } from "./diff-gates";
export type { RevisionSnapshot, SnapshotGate, SnapshotRow, SnapshotPairing, SnapshotFile } from "./types";
export type { FileChange, TextDiff, GoldDiff, JudgeDiff, RowChange, GateChange };
