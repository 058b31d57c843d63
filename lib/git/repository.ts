// Where a git source lives on this machine: a local clone is read in place; a URL is mirrored
// into a cache folder (fetched again on each import) when the network allows.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pinnedGitConfig, type GitOutbound } from "../net/outbound-git";
import { GitError, runGit } from "./run-git";

const URL_FORM = /^(https?:\/\/|ssh:\/\/|git@[^:]+:|file:\/\/)/;

export function isGitUrl(source: string): boolean {
  return URL_FORM.test(source);
}

/**
 * A path to a repository git can read: the local path itself, or a refreshed mirror of the URL.
 * With `outbound` (a URL from the dashboard), git reaches only the address the outbound policy
 * checked; without it (the operator's own command line) git connects as configured.
 */
export async function openRepository(
  source: string,
  cacheDir = path.resolve(".data/git-cache"),
  outbound: GitOutbound | null = null,
): Promise<string> {
  if (!isGitUrl(source)) {
    const dir = path.resolve(source);
    if (!fs.existsSync(dir)) throw new GitError(`${source}: no such directory`);
    await runGit(["rev-parse", "--git-dir"], { cwd: dir }).catch(() => {
      throw new GitError(`${source}: not a git repository`);
    });
    return dir;
  }
  const pin = outbound
    ? await pinnedGitConfig(source, outbound).catch((e: Error) => {
        throw new GitError(`cannot clone ${source}: ${e.message}`);
      })
    : [];
  const mirror = path.join(cacheDir, crypto.createHash("sha256").update(source).digest("hex").slice(0, 16) + ".git");
  if (fs.existsSync(mirror))
    await runGit([...pin, "fetch", "--prune", "origin", "+refs/heads/*:refs/heads/*", "+refs/tags/*:refs/tags/*"], {
      cwd: mirror,
      timeoutMs: 600_000,
    });
  else {
    fs.mkdirSync(cacheDir, { recursive: true });
    await runGit([...pin, "clone", "--mirror", "--", source, mirror], { timeoutMs: 600_000 }).catch((e: Error) => {
      fs.rmSync(mirror, { recursive: true, force: true });
      throw new GitError(`cannot clone ${source}: ${e.message}`);
    });
  }
  return mirror;
}
