// The pull requests' head repository for the webhook family: a bare repository built with the git
// CLI and served read-only over git's "dumb" HTTP protocol (static files after
// `git update-server-info`) on loopback, so the server's PR job really fetches and imports. The
// base commit holds the demo task as bundled; each head branch changes something a stranger's PR
// would (retitle the existing task, add a folder whose scores.md is 13 KB of `coached `).
// `delayMs` slows every answer, so a PR job is still fetching when the bench kills the server.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { demoFolder } from "./inputs-archives";
import { OWN } from "./server";

export const TAKEOVER_TITLE = "PR-overwritten title";

export interface GitHead {
  branch: string;
  sha: string;
}

export interface GitServer {
  cloneUrl: string;
  /** host:port, for VBENCH_FETCH_ALLOW */
  endpoint: string;
  baseSha: string;
  heads: { takeover: GitHead; slowProse: GitHead };
  /** every answer waits this long first (0: none) */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startGitServer(): Promise<GitServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-git-"));
  const work = path.join(root, "work");
  const bare = path.join(root, "repo.git");
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=hostile", "-c", "user.email=hostile@bench.test", "-c", "init.defaultBranch=main", ...args], {
      cwd: work,
      encoding: "utf8",
    }).trim();
  fs.mkdirSync(work);
  git("init", "-q");
  const write = (rel: string, data: Uint8Array | string) => {
    fs.mkdirSync(path.dirname(path.join(work, rel)), { recursive: true });
    fs.writeFileSync(path.join(work, rel), data);
  };
  for (const e of demoFolder()) write(e.name, e.data);
  git("add", "-A");
  git("commit", "-qm", "base: the demo task as bundled");
  const baseSha = git("rev-parse", "HEAD");
  const branch = (name: string, change: () => void): GitHead => {
    git("checkout", "-qb", name, baseSha);
    change();
    git("add", "-A");
    git("commit", "-qm", name);
    return { branch: name, sha: git("rev-parse", "HEAD") };
  };
  const spec = fs.readFileSync(path.join(work, OWN, "SPEC.md"), "utf8");
  const takeover = branch("takeover", () => write(`${OWN}/SPEC.md`, spec.replace("title: Task Spec Card", `title: ${TAKEOVER_TITLE}`)));
  const slowProse = branch("slow-prose", () => {
    for (const e of demoFolder()) write(e.name.replace(`${OWN}/`, "pr-coached-prose/"), e.data);
    write("pr-coached-prose/calibration/scores.md", "coached ".repeat(1616));
  });
  execFileSync("git", ["clone", "-q", "--bare", work, bare]);
  // one pack: the dumb protocol fetches every loose object with its own request
  execFileSync("git", ["repack", "-adq"], { cwd: bare });
  execFileSync("git", ["update-server-info"], { cwd: bare });

  let delayMs = 0;
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname).replace(/^\/repo\.git\/?/, "");
    const file = path.join(bare, rel);
    setTimeout(() => {
      if (!file.startsWith(bare + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": "application/octet-stream" });
      fs.createReadStream(file).pipe(res);
    }, delayMs);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return {
    cloneUrl: `http://127.0.0.1:${port}/repo.git`,
    endpoint: `127.0.0.1:${port}`,
    baseSha,
    heads: { takeover, slowProse },
    setDelay: (ms) => void (delayMs = ms),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
