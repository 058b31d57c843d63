// The GitHub side of the PR specs (github, maintainer-day, every-page-390): a task repository served
// as vbench/tasks.git by `git http-backend` (main at its first commit, the PR branch `task` at its
// second), the GitHub REST stand-in recording every call, and signed "pull_request" webhooks sent to
// the server. Both listen on the ports playwright.config.ts gives the server, so these specs run one
// at a time (their own Playwright project).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";
import type { TaskRepo } from "../lib/git/__tests__/make-task-repo";
import { pullRequestEvent } from "../lib/github/__fixtures__/pull-request-event";
import { startFakeGitHub } from "../lib/github/__tests__/fake-github";
import { startGitHttpServer } from "../lib/github/__tests__/git-http-server";
import { signBody } from "../lib/github/signature";

// the ports and secret playwright.config.ts gives the server
const E2E_GITHUB_API_PORT = Number(process.env.E2E_GITHUB_API_PORT ?? 3218);
const E2E_GITHUB_GIT_PORT = Number(process.env.E2E_GITHUB_GIT_PORT ?? 3219);
const SECRET = "e2e-webhook-secret-0123456789";

/**
 * Serves `repo` and starts the stand-in; `number` is the pull request's number in every webhook.
 * `close()` stops both servers and removes the repository and the served copy.
 */
export async function startGitHubStandIn(opts: { repo: TaskRepo; tmpPrefix: string; number: number; request: APIRequestContext }) {
  const { repo, number, request } = opts;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), opts.tmpPrefix));
  const bare = path.join(root, "vbench/tasks.git");
  fs.mkdirSync(path.dirname(bare), { recursive: true });
  execFileSync("git", ["clone", "-q", "--bare", repo.dir, bare]);
  // main holds the task as first committed; the PR branch adds the second commit
  execFileSync("git", ["update-ref", "refs/heads/main", repo.commits[0]], { cwd: bare });
  execFileSync("git", ["update-ref", "refs/heads/task", repo.commits[1]], { cwd: bare });
  const git = await startGitHttpServer(root, E2E_GITHUB_GIT_PORT);
  const gh = await startFakeGitHub(E2E_GITHUB_API_PORT);
  const cloneUrl = `${git.url}/vbench/tasks.git`;
  return {
    gh,
    /** Posts a signed "pull_request" delivery for the head `headSha`; the server must queue it (202). */
    send: async (action: string, headSha: string, deliveryId: string) => {
      const body = JSON.stringify(pullRequestEvent({ action, number, headSha, baseSha: repo.commits[0], cloneUrl }));
      const res = await request.post("/api/github/webhook", {
        data: body,
        headers: {
          "content-type": "application/json",
          // one connection per delivery, as GitHub sends them: a keep-alive socket left idle while the
          // test polls (past the server's 5 s keep-alive) was reset by the server as the next POST reused it
          connection: "close",
          "x-github-event": "pull_request",
          "x-github-delivery": deliveryId,
          "x-hub-signature-256": signBody(SECRET, body),
        },
      });
      expect(res.status()).toBe(202);
    },
    /** Moves the PR branch to the repository's HEAD (a push to the PR). */
    pushHead: () => execFileSync("git", ["fetch", "-q", repo.dir, "+HEAD:refs/heads/task"], { cwd: bare }),
    /** The comments the stand-in holds on this pull request. */
    comments: () => gh.comments.get(`vbench/tasks#${number}`) ?? [],
    /** The methods of the comment writes (POST creates, PATCH edits), in order. */
    writes: () => gh.requests.filter((r) => r.path.includes("/issues/") && r.method !== "GET").map((r) => r.method),
    close: async () => {
      await git.close();
      await gh.close();
      repo.cleanup();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
