// Calibration rows between two revisions: added, removed, kept; and for every row the primary
// judge's score under revision a beside revision b, so "the gate passes only because the
// strongest reader was removed" is one glance (a removed row keeps its old score in view).
import { instructionNotice, type InstructionShas } from "./instruction-notice";
import type { SnapshotRow } from "./types";

export interface RowChange {
  key: string;
  change: "added" | "removed" | "kept";
  before: SnapshotRow | null;
  after: SnapshotRow | null;
  /** after.recomputed - before.recomputed, when both exist */
  scoreDelta: number | null;
  /** what else moved on a kept row: status, claim, ledger bytes, instruction */
  notes: string[];
  /** after an instruction change: the row ran the older (or another) instruction, on every row of the later revision */
  instructionNotice: string | null;
}

const norm = (s: string | null) =>
  (s ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, " ")
    .trim();

/** Same harness, model and condition = the same row; repeats are told apart by their order. */
export function rowKeys(rows: readonly SnapshotRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const base = `${norm(r.harness)} | ${norm(r.model)} | ${norm(r.conditionLabel)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} #${n}`;
  });
}

function notesFor(a: SnapshotRow, b: SnapshotRow): string[] {
  const notes: string[] = [];
  if (a.status !== b.status) notes.push(`status ${a.status} → ${b.status}`);
  if (a.claimed !== b.claimed) notes.push(`claim ${a.claimed ?? "none"} → ${b.claimed ?? "none"}`);
  if (a.ledgerSha256 !== b.ledgerSha256)
    notes.push(a.ledgerSha256 && b.ledgerSha256 ? "ledger bytes changed" : b.ledgerSha256 ? "ledger added" : "ledger removed");
  if (a.instructionSha256 !== b.instructionSha256) notes.push("ran another instruction");
  const [was, now] = [new Set(a.labels ?? []), new Set(b.labels ?? [])];
  const added = [...now].filter((l) => !was.has(l));
  const dropped = [...was].filter((l) => !now.has(l));
  if (added.length > 0) notes.push(`now labelled ${added.join(", ")}`);
  if (dropped.length > 0) notes.push(`no longer labelled ${dropped.join(", ")}`);
  return notes;
}

export function diffRows(
  before: readonly SnapshotRow[],
  after: readonly SnapshotRow[],
  instruction: InstructionShas = { before: null, after: null },
): RowChange[] {
  const ka = rowKeys(before);
  const kb = rowKeys(after);
  const a = new Map(before.map((r, i) => [ka[i], r]));
  const b = new Map(after.map((r, i) => [kb[i], r]));
  const keys = [...kb, ...ka.filter((k) => !b.has(k))];
  return keys.map((key) => {
    const x = a.get(key) ?? null;
    const y = b.get(key) ?? null;
    const scoreDelta = x?.recomputed != null && y?.recomputed != null ? y.recomputed - x.recomputed : null;
    return {
      key,
      change: x && y ? "kept" : y ? "added" : "removed",
      before: x,
      after: y,
      scoreDelta,
      notes: x && y ? notesFor(x, y) : [],
      instructionNotice: y ? instructionNotice(y.instructionSha256, instruction) : null,
    };
  });
}
