// The importer's only I/O: read a task folder into a Map of relative posix path -> bytes.
// Everything after this is pure. Symlinks are followed only when they stay inside the folder,
// so an uploaded folder cannot smuggle in /etc/passwd or another task's ground truth.
import { lstat, readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";

export class FolderReadError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = "FolderReadError";
  }
}

/** Only .git is skipped: it is VCS plumbing, not task content. */
const SKIPPED_NAMES = new Set([".git"]);

export async function readTaskFolder(root: string): Promise<Map<string, Uint8Array>> {
  const rootReal = await realpath(root);
  if (!(await stat(rootReal)).isDirectory()) throw new FolderReadError(root, "not a directory");
  const files = new Map<string, Uint8Array>();
  await walk(rootReal, "", rootReal, files, new Set([rootReal]));
  return new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

async function walk(dir: string, relDir: string, rootReal: string, out: Map<string, Uint8Array>, visitedDirs: Set<string>): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    if (SKIPPED_NAMES.has(entry.name)) continue;
    const abs = path.join(dir, entry.name);
    const rel = relDir === "" ? entry.name : `${relDir}/${entry.name}`;
    const target = await resolveInside(abs, rel, rootReal);
    const info = await stat(target);
    if (info.isDirectory()) {
      // a symlinked directory pointing at an ancestor would loop forever
      if (visitedDirs.has(target)) throw new FolderReadError(rel, "symlink cycle");
      await walk(target, rel, rootReal, out, new Set([...visitedDirs, target]));
    } else if (info.isFile()) {
      out.set(rel, new Uint8Array(await readFile(target)));
    } else {
      throw new FolderReadError(rel, "not a regular file or directory (socket, fifo or device)");
    }
  }
}

/** The real path of `abs`, refusing a symlink whose target leaves the task folder. */
async function resolveInside(abs: string, rel: string, rootReal: string): Promise<string> {
  if (!(await lstat(abs)).isSymbolicLink()) return abs;
  let target: string;
  try {
    target = await realpath(abs);
  } catch {
    throw new FolderReadError(rel, "symlink target does not exist");
  }
  const inside = target === rootReal || target.startsWith(rootReal + path.sep);
  if (!inside) throw new FolderReadError(rel, "symlink points outside the task folder");
  return target;
}
