// Files added, removed and changed between two revisions, by path and content hash.
import type { SnapshotFile } from "./types";

export interface FileChange {
  path: string;
  change: "added" | "removed" | "changed";
  before: SnapshotFile | null;
  after: SnapshotFile | null;
}

export function diffFiles(before: readonly SnapshotFile[], after: readonly SnapshotFile[]): FileChange[] {
  const a = new Map(before.map((f) => [f.path, f]));
  const b = new Map(after.map((f) => [f.path, f]));
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  const out: FileChange[] = [];
  for (const path of paths) {
    const x = a.get(path) ?? null;
    const y = b.get(path) ?? null;
    if (x && !y) out.push({ path, change: "removed", before: x, after: null });
    else if (!x && y) out.push({ path, change: "added", before: null, after: y });
    else if (x && y && x.sha256 !== y.sha256) out.push({ path, change: "changed", before: x, after: y });
  }
  return out;
}
