// Where a git source lives on this machine: a local clone is read in place; a URL is mirrored
// into a cache folder (fetched again on each import) when the network allows. One mirror folder
// is written by one git at a time: in this process a queue per folder; across processes a first
// clone goes to a private folder renamed into place, so two first deliveries of one repository
// never write the same files (they corrupted each other's clone, issue 32).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pinnedGitConfig, type GitOutbound } from "../net/outbound-git";
import { GitError, runGit } from "./run-git";

const URL_FORM = /^(https?:\/\/|ssh:\/\/|git@[^:]+:|file:\/\/)/;

export function isGitUrl(source: string): boolean {
  return URL_FORM.test(source);
}

export interface OpenOptions {
  /** the source came from outside (a webhook payload): only an http(s) URL, never a path on this machine */
  requireUrl?: boolean;
  /** how long one clone or fetch may take (default 10 minutes: the operator's own imports) */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 600_000;

/**
 * A path to a repository git can read: the local path itself, or a refreshed mirror of the URL.
 * With `outbound` (a URL from the dashboard), git reaches only the address the outbound policy
 * checked; without it (the operator's own command line) git connects as configured.
 */
export async function openRepository(
  source: string,
  cacheDir = path.resolve(".data/git-cache"),
  outbound: GitOutbound | null = null,
  opts: OpenOptions = {},
): Promise<string> {
  if (opts.requireUrl && !/^https?:\/\//i.test(source))
    throw new GitError(`cannot clone ${JSON.stringify(source.slice(0, 200))}: only https repository URLs are fetched, never a path`);
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
  return oneAtATime(mirror, () => refreshMirror(source, mirror, pin, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS));
}

async function refreshMirror(source: string, mirror: string, pin: string[], timeoutMs: number): Promise<string> {
  if (fs.existsSync(mirror)) {
    await runGit([...pin, "fetch", "--prune", "origin", "+refs/heads/*:refs/heads/*", "+refs/tags/*:refs/tags/*"], {
      cwd: mirror,
      timeoutMs,
    });
    return mirror;
  }
  fs.mkdirSync(path.dirname(mirror), { recursive: true });
  // a private folder per clone, renamed into place: another process cloning the same URL at the
  // same time writes its own folder, and the second rename finds the mirror there and gives way
  const partial = `${mirror}.partial-${process.pid}-${crypto.randomBytes(4).toString("hex")}`;
  try {
    await runGit([...pin, "clone", "--mirror", "--", source, partial], { timeoutMs }).catch((e: Error) => {
      throw new GitError(`cannot clone ${source}: ${e.message}`);
    });
    try {
      fs.renameSync(partial, mirror);
    } catch (e) {
      if (!fs.existsSync(mirror)) throw e;
    }
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return mirror;
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier call for the same key in this process has settled. */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}
