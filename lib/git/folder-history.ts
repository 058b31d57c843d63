// A task folder's history in a git repository: the commits that changed it, and its exact files
// at one commit (read from git's object store, never checked out, so nothing on disk changes).
import { GitError, runGit } from "./run-git";

export interface FolderCommit {
  sha: string;
  author: string;
  authorDate: Date;
  message: string;
}

/** Limits on what one commit's folder may hold (the task folder is read into memory to be parsed). */
export const FOLDER_LIMITS = { maxFiles: 5_000, maxTotalBytes: 512 * 1024 * 1024 };

const FIELD = "\x1f";
const RECORD = "\x1e";

/** Oldest first: the commits on `ref` that touched `folder` ("" = the whole repository). */
export async function listFolderCommits(repo: string, ref: string, folder: string): Promise<FolderCommit[]> {
  // a ref is never an option: "--output=..." must not reach git's argument parser as one
  if (ref.startsWith("-") || ref.trim() === "") throw new GitError(`"${ref}" is not a branch, tag or commit`);
  await runGit(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: repo }).catch(() => {
    throw new GitError(`no commit "${ref}" in ${repo}`);
  });
  const out = await runGit(["log", "--reverse", `--format=%H${FIELD}%an <%ae>${FIELD}%aI${FIELD}%B${RECORD}`, ref, "--", folder || "."], {
    cwd: repo,
  });
  return out
    .toString("utf8")
    .split(RECORD)
    .map((r) => r.replace(/^\n/, ""))
    .filter((r) => r.trim() !== "")
    .map((r) => {
      const [sha, author, date, message] = r.split(FIELD);
      return { sha, author, authorDate: new Date(date), message: (message ?? "").trim() };
    });
}

interface TreeEntry {
  mode: string;
  type: string;
  object: string;
  size: number;
  path: string;
}

function parseTree(out: Buffer): TreeEntry[] {
  return out
    .toString("utf8")
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf("\t");
      const [mode, type, object, size] = line.slice(0, tab).split(/\s+/);
      return { mode, type, object, size: size === "-" ? 0 : Number(size), path: line.slice(tab + 1) };
    });
}

/**
 * The folder's files at `sha` as relative posix path -> bytes. Symlinks and submodules are
 * refused like the folder reader refuses links that leave the folder: a repository cannot make
 * the importer read anything but its own blobs.
 */
export async function readFolderAtCommit(repo: string, sha: string, folder: string): Promise<Map<string, Uint8Array>> {
  const prefix = folder ? folder.replace(/\/+$/, "") + "/" : "";
  const entries = parseTree(await runGit(["ls-tree", "-r", "-z", "--long", "--full-tree", sha, "--", folder || "."], { cwd: repo }));
  if (entries.length === 0) throw new GitError(`${folder || "the repository"} is empty or absent at ${sha.slice(0, 12)}`);
  if (entries.length > FOLDER_LIMITS.maxFiles)
    throw new GitError(`${folder} holds ${entries.length} files at ${sha.slice(0, 12)}; the limit is ${FOLDER_LIMITS.maxFiles}`);
  const total = entries.reduce((n, e) => n + e.size, 0);
  if (total > FOLDER_LIMITS.maxTotalBytes)
    throw new GitError(`${folder} holds ${total} bytes at ${sha.slice(0, 12)}; the limit is ${FOLDER_LIMITS.maxTotalBytes}`);
  for (const e of entries) {
    if (e.mode === "120000") throw new GitError(`${e.path}: a symlink (refused: a task folder holds regular files)`);
    if (e.type !== "blob") throw new GitError(`${e.path}: a ${e.type === "commit" ? "submodule" : e.type} (refused)`);
  }
  const blobs = await catBlobs(repo, entries, total);
  const files = new Map<string, Uint8Array>();
  entries.forEach((e, i) => files.set(e.path.startsWith(prefix) ? e.path.slice(prefix.length) : e.path, blobs[i]));
  return new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** All blobs in one `git cat-file --batch` call: "<oid> blob <size>\n<bytes>\n" per object. */
async function catBlobs(repo: string, entries: TreeEntry[], total: number): Promise<Uint8Array[]> {
  const input = Buffer.from(entries.map((e) => e.object).join("\n") + "\n");
  const out = await runGit(["cat-file", "--batch"], { cwd: repo, input, maxBytes: total + entries.length * 128 + 1024 });
  const blobs: Uint8Array[] = [];
  let at = 0;
  for (const e of entries) {
    const eol = out.indexOf(0x0a, at);
    const header = out.subarray(at, eol).toString("utf8").split(" ");
    if (header[0] !== e.object || header[1] !== "blob") throw new GitError(`unexpected object for ${e.path}: ${header.join(" ")}`);
    const size = Number(header[2]);
    blobs.push(new Uint8Array(out.subarray(eol + 1, eol + 1 + size)));
    at = eol + 1 + size + 1;
  }
  return blobs;
}
