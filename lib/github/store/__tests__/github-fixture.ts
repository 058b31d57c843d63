// The moving parts of a GitHub pull request, all real and on loopback: a task repository served by
// `git http-backend`, a GitHub REST stand-in, the environment that points the app at both, and
// signed webhook deliveries in GitHub's documented shape.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeTaskRepo, TASK_PATH, type TaskRepo } from "../../../git/__tests__/make-task-repo";
import { pullRequestEvent } from "../../__fixtures__/pull-request-event";
import { startFakeGitHub, type FakeGitHub } from "../../__tests__/fake-github";
import { startGitHttpServer, type GitHttpServer } from "../../__tests__/git-http-server";
import { signBody } from "../../signature";

export const WEBHOOK_SECRET = "webhook-secret-for-tests-0123456789";

export interface GitHubFixture {
  repo: TaskRepo;
  git: GitHttpServer;
  gh: FakeGitHub;
  cloneUrl: string;
  /** move the PR branch ("task") to this commit of the repository */
  pushHead(sha: string): void;
  /** a new commit on top of the repository's last one (the PR author's push), in the served repository too */
  commit(message: string, change: (taskDir: string) => void): string;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function openGitHubFixture(): Promise<GitHubFixture> {
  const repo = makeTaskRepo();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-gh-git-"));
  const bare = path.join(root, "vbench/tasks.git");
  fs.mkdirSync(path.dirname(bare), { recursive: true });
  execFileSync("git", ["clone", "-q", "--bare", repo.dir, bare]);
  const ref = (name: string, sha: string) => execFileSync("git", ["update-ref", `refs/heads/${name}`, sha], { cwd: bare });
  // main holds the task's first commit; the PR branch starts one commit ahead
  ref("main", repo.commits[0]);
  ref("task", repo.commits[1]);
  const git = await startGitHttpServer(root);
  const gh = await startFakeGitHub();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-gh-data-"));
  const env = {
    GITHUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    GITHUB_TOKEN: "ghp_fixture_token",
    GITHUB_API_URL: gh.url,
    VBENCH_PUBLIC_URL: "http://review.test",
    VBENCH_FETCH_ALLOW: `127.0.0.1:${git.port}`,
    VBENCH_FETCH_ALLOW_HTTP: "1",
    VBENCH_DATA_DIR: dataDir,
  };
  return {
    repo,
    git,
    gh,
    cloneUrl: `${git.url}/vbench/tasks.git`,
    pushHead: (sha) => ref("task", sha),
    commit(message, change) {
      change(path.join(repo.dir, TASK_PATH));
      repo.git("add", "-A");
      repo.git("commit", "-q", "-m", message);
      const sha = repo.git("rev-parse", "HEAD");
      repo.git("push", "-q", bare, `${sha}:refs/heads/pushed-${sha.slice(0, 8)}`);
      return sha;
    },
    env,
    async close() {
      await git.close();
      await gh.close();
      repo.cleanup();
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let deliveries = 0;

/** A signed delivery request as GitHub sends it. */
export function delivery(
  event: string,
  body: unknown,
  o: { id?: string; secret?: string | null; signature?: string; url?: string } = {},
): { id: string; request: Request } {
  const id = o.id ?? `0f4a5e00-${String(++deliveries).padStart(4, "0")}-11ef-8000-000000000000`;
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const headers = new Headers({
    "content-type": "application/json",
    "user-agent": "GitHub-Hookshot/abc123",
    "x-github-event": event,
    "x-github-delivery": id,
  });
  const signature = o.signature ?? (o.secret === null ? null : signBody(o.secret ?? WEBHOOK_SECRET, raw));
  if (signature !== null) headers.set("x-hub-signature-256", signature);
  return { id, request: new Request(o.url ?? "http://127.0.0.1:3999/api/github/webhook", { method: "POST", headers, body: raw }) };
}

export function prEvent(f: GitHubFixture, action: string, headSha: string) {
  return pullRequestEvent({ action, headSha, baseSha: f.repo.commits[0], cloneUrl: f.cloneUrl });
}
