// Repository hygiene. large_blobs: files over LARGE_BLOB_BYTES in the folder, or added by the
// revision range (the range's total and its largest files in the message). history_blobs: blobs
// the range adds and later deletes: they stay in the history and enter main unless squashed.
// Media is exempt from large_blobs in the folder (it is the task's input; its pin is checked
// elsewhere); raw rollouts and dumps are what the reviewers asked to move out (seed 002).
import type { BlobChange, ContractFinding } from "./types";

export const LARGE_BLOB_BYTES = 10 * 1024 * 1024;
const MEDIA = /\.(mp4|mkv|avi|webm|mov)$/i;
const LARGEST_SHOWN = 5;

/** a range with its full shas cut to 12 digits, as the messages show it */
const shortRange = (range: string) => range.replace(/\b[0-9a-f]{40}\b/g, (sha) => sha.slice(0, 12));

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const MOVE = "move it to a hash-pinned release or LFS (keep its sha256 and byte length in the folder)";

export function folderBlobFindings(files: { path: string; byteLength: number }[]): ContractFinding[] {
  return files
    .filter((f) => f.byteLength >= LARGE_BLOB_BYTES && !MEDIA.test(f.path))
    .map((f) => ({
      code: "large_blobs" as const,
      severity: "warn" as const,
      file: f.path,
      line: null,
      message: `${f.path} is ${mib(f.byteLength)} (over ${mib(LARGE_BLOB_BYTES)})`,
      evidence: `${f.byteLength} bytes`,
      fix: MOVE,
    }));
}

export function historyBlobFindings(changes: readonly BlobChange[], range: string): ContractFinding[] {
  const added = changes.filter((c) => c.change === "added");
  const deletedAfter = (a: BlobChange, i: number) =>
    changes.slice(changes.indexOf(a) + 1).find((c) => c.change === "deleted" && c.path === a.path && i >= 0);
  const out: ContractFinding[] = [];
  const total = added.reduce((s, c) => s + c.size, 0);
  const large = added.filter((c) => c.size >= LARGE_BLOB_BYTES && !MEDIA.test(c.path)).sort((a, b) => b.size - a.size);
  if (large.length > 0) {
    const largest = large.slice(0, LARGEST_SHOWN).map((c) => `${c.path} ${mib(c.size)} (${c.commit.slice(0, 7)})`);
    out.push({
      code: "large_blobs",
      severity: "warn",
      file: large[0].path,
      line: null,
      message: `${shortRange(range)} adds ${mib(total)}; ${large.length} file(s) over ${mib(LARGE_BLOB_BYTES)}, ${mib(large.reduce((s, c) => s + c.size, 0))} together`,
      evidence: largest.join("; ") + (large.length > LARGEST_SHOWN ? `; and ${large.length - LARGEST_SHOWN} more` : ""),
      fix: `keep compact metadata in the repository; ${MOVE}`,
    });
  }
  for (const a of added) {
    const d = deletedAfter(a, 0);
    if (!d) continue;
    out.push({
      code: "history_blobs",
      severity: a.size >= LARGE_BLOB_BYTES ? "warn" : "info",
      file: a.path,
      line: null,
      message: `${a.path} (${mib(a.size)}) is added in ${a.commit.slice(0, 7)} and deleted in ${d.commit.slice(0, 7)}: the bytes stay in the branch history`,
      evidence: `added ${a.commit}, deleted ${d.commit}, ${a.size} bytes`,
      fix: "squash the range (or rewrite its history) so the blob does not enter main",
    });
  }
  return out;
}

/** What the check read, for the review's check note: the range, its bytes added and largest files. */
export function historySummary(changes: readonly BlobChange[], range: string): string {
  const added = changes.filter((c) => c.change === "added");
  const deleted = changes.length - added.length;
  const largest = [...added]
    .sort((a, b) => b.size - a.size)
    .slice(0, 3)
    .map((c) => `${c.path} ${mib(c.size)}`);
  return (
    `${shortRange(range)}: ${added.length} blob(s) added (${mib(added.reduce((s, c) => s + c.size, 0))}), ${deleted} deleted` +
    (largest.length > 0 ? `; largest: ${largest.join(", ")}` : "") +
    `; and the folder's files sized`
  );
}
