// What a pull request changes, read from a repository's object store: the paths that differ
// between the merge base of base and head and the head, and every path at the head (to find the
// task folders, lib/github/task-folders.ts). A base sha the repository lacks (a fork behind its
// upstream) is reported, so the caller can say it compared with nothing rather than guess.
import { GitError, runGit } from "./run-git";

const SHA = /^[0-9a-f]{40}$/;

function shaOnly(sha: string): string {
  if (!SHA.test(sha)) throw new GitError(`"${sha}" is not a 40-digit commit sha`);
  return sha;
}

const nulList = (out: Buffer) => out.toString("utf8").split("\0").filter(Boolean);

export async function hasCommit(repo: string, sha: string): Promise<boolean> {
  return runGit(["cat-file", "-e", `${shaOnly(sha)}^{commit}`], { cwd: repo }).then(
    () => true,
    () => false,
  );
}

export async function pathsAt(repo: string, sha: string): Promise<string[]> {
  return nulList(await runGit(["ls-tree", "-r", "-z", "--name-only", "--full-tree", shaOnly(sha)], { cwd: repo }));
}

export interface ChangedPaths {
  /** null: the base is not in the repository, every path at the head counts as changed */
  mergeBase: string | null;
  paths: string[];
  /** the commits after the merge base, up to the head (all of the head's history without a base) */
  commits: string[];
}

export async function changedPaths(repo: string, baseSha: string, headSha: string): Promise<ChangedPaths> {
  const head = shaOnly(headSha);
  if (!(await hasCommit(repo, head))) throw new GitError(`the head ${head.slice(0, 12)} is not in the repository`);
  const base = (await hasCommit(repo, shaOnly(baseSha)))
    ? (await runGit(["merge-base", baseSha, head], { cwd: repo }).catch(() => Buffer.from(""))).toString("utf8").trim() || null
    : null;
  if (!base)
    return {
      mergeBase: null,
      paths: await pathsAt(repo, head),
      commits: (await runGit(["rev-list", head], { cwd: repo })).toString("utf8").split("\n").filter(Boolean),
    };
  const paths = nulList(await runGit(["diff", "--name-only", "-z", "--no-renames", base, head], { cwd: repo }));
  const commits = (await runGit(["rev-list", `${base}..${head}`], { cwd: repo })).toString("utf8").split("\n").filter(Boolean);
  return { mergeBase: base, paths, commits };
}
