// The blobs a revision range adds and deletes, oldest commit first, for the contract review's
// hygiene check (lib/contract/hygiene.ts is pure over this list). One `git log --raw` and one
// `cat-file --batch-check` for the sizes; nothing is checked out. With a folder, only its paths
// count (another task's blobs in a monorepo are not this task's) and paths are folder-relative.
import type { BlobChange } from "../contract/types";
import { GitError, runGit } from "./run-git";

const ZERO = /^0+$/;

export async function readBlobChanges(repo: string, range: string, folder = ""): Promise<BlobChange[]> {
  if (range.startsWith("-") || !/^[\w./~^@{}-]+(\.\.[\w./~^@{}-]+)?$/.test(range)) throw new GitError(`"${range}" is not a revision range`);
  const out = (
    await runGit(["log", "--reverse", "--raw", "--no-abbrev", "--no-renames", "-z", "--format=%x1e%H", range, "--", folder || "."], {
      cwd: repo,
    })
  ).toString("utf8");
  const prefix = folder ? folder.replace(/\/+$/, "") + "/" : "";
  const pending: { path: string; blob: string; change: BlobChange["change"]; commit: string }[] = [];
  for (const record of out.split("\x1e").filter((r) => r.trim() !== "")) {
    const fields = record.split("\0");
    const commit = fields[0].trim();
    for (let i = 1; i + 1 < fields.length; i += 2) {
      // ":100644 100644 <old> <new> <status>" then the path
      const meta = fields[i].trim().split(/\s+/);
      if (meta.length < 5) continue;
      const [, , oldBlob, newBlob, status] = meta;
      const path = prefix && fields[i + 1].startsWith(prefix) ? fields[i + 1].slice(prefix.length) : fields[i + 1];
      if (status.startsWith("A") || (status.startsWith("M") && !ZERO.test(newBlob)))
        pending.push({ path, blob: newBlob, change: "added", commit });
      if (status.startsWith("D")) pending.push({ path, blob: oldBlob, change: "deleted", commit });
    }
  }
  const blobs = [...new Set(pending.map((p) => p.blob))];
  const sizes = new Map<string, number>();
  if (blobs.length > 0) {
    const check = (
      await runGit(["cat-file", "--batch-check=%(objectname) %(objectsize)"], { cwd: repo, input: Buffer.from(blobs.join("\n") + "\n") })
    ).toString("utf8");
    for (const line of check.split("\n")) {
      const [sha, size] = line.split(" ");
      if (sha && size) sizes.set(sha, Number(size));
    }
  }
  return pending.map((p) => ({ path: p.path, size: sizes.get(p.blob) ?? 0, change: p.change, commit: p.commit }));
}
