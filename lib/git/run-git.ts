// The only place that runs the git CLI: argument arrays (never a shell), no prompts, bounded
// output and time, so a huge or hanging repository is an error message, not a stuck server.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

export class GitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GitError";
  }
}

export interface RunGitOptions {
  cwd?: string;
  input?: Uint8Array;
  /** refuse output larger than this (bytes) */
  maxBytes?: number;
  timeoutMs?: number;
}

const DEFAULT_MAX = 64 * 1024 * 1024;

export function runGit(args: string[], opts: RunGitOptions = {}): Promise<Buffer> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX;
  return new Promise((resolve, reject) => {
    const child = spawn("git", args, {
      cwd: opts.cwd,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_ASKPASS: "true", LC_ALL: "C" },
      stdio: ["pipe", "pipe", "pipe"],
      // its own process group: a timeout kills git's helpers too (git-remote-http holding the pipes
      // of a hanging clone kept "close" from ever firing, so the timeout never ended the clone)
      detached: true,
    });
    const killAll = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = "";
    let failure: GitError | null = null;
    const timer = setTimeout(() => {
      failure = new GitError(`git ${args[0]} took longer than ${(opts.timeoutMs ?? 120_000) / 1000} s`);
      killAll();
      // answered now: a helper that outlives the kill must not hold the caller
      reject(failure);
    }, opts.timeoutMs ?? 120_000);
    child.stdout.on("data", (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) {
        failure ??= new GitError(`git ${args[0]} printed more than ${maxBytes} bytes`);
        killAll();
      } else chunks.push(c);
    });
    child.stderr.on("data", (c: Buffer) => {
      if (stderr.length < 4000) stderr += c.toString("utf8");
    });
    child.on("error", (e) => {
      clearTimeout(timer);
      // spawn says ENOENT both for a missing git and for a missing working directory
      const missingCwd = opts.cwd !== undefined && !existsSync(opts.cwd);
      reject(
        new GitError(
          missingCwd
            ? `${opts.cwd}: no such folder (the git repository to read)`
            : e.message.includes("ENOENT")
              ? "git is not installed (apt-get install -y git)"
              : e.message,
        ),
      );
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (failure) return reject(failure);
      if (code !== 0) return reject(new GitError(stderr.trim().split("\n").slice(-3).join(" ") || `git ${args[0]} exited with ${code}`));
      resolve(Buffer.concat(chunks));
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(opts.input ?? undefined);
  });
}
