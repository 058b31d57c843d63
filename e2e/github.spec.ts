// GitHub pull requests end to end against the production server: a signed "opened" webhook, then
// "synchronize" for a second commit → a new revision owned by the PR → the sticky comment is
// edited, not duplicated → the PR page shows both deliveries. The git server (`git http-backend`)
// and the GitHub REST stand-in run in this test on the ports playwright.config.ts gives the server.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "./fixtures";
import { makeTaskRepo, THREE_COMMITS } from "../lib/git/__tests__/make-task-repo";
import { pullRequestEvent } from "../lib/github/__fixtures__/pull-request-event";
import { startFakeGitHub } from "../lib/github/__tests__/fake-github";
import { startGitHttpServer } from "../lib/github/__tests__/git-http-server";
import { signBody } from "../lib/github/signature";
// the ports and secret playwright.config.ts gives the server
const E2E_GITHUB_API_PORT = Number(process.env.E2E_GITHUB_API_PORT ?? 3218);
const E2E_GITHUB_GIT_PORT = Number(process.env.E2E_GITHUB_GIT_PORT ?? 3219);
const SECRET = "e2e-webhook-secret-0123456789";

test("opened then synchronize: a new revision, one sticky comment edited, both deliveries on the PR page", async ({ page, request }) => {
  test.setTimeout(240_000);
  const taskId = `e2e-gh-${Date.now().toString(36)}`;
  const repo = makeTaskRepo(THREE_COMMITS.slice(0, 2), { taskPath: `tasks/demo/${taskId}` });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-e2e-gh-"));
  const bare = path.join(root, "vbench/tasks.git");
  fs.mkdirSync(path.dirname(bare), { recursive: true });
  execFileSync("git", ["clone", "-q", "--bare", repo.dir, bare]);
  const branch = (name: string, sha: string) => execFileSync("git", ["update-ref", `refs/heads/${name}`, sha], { cwd: bare });
  // main holds the task as first committed; the PR branch adds the instruction edit
  branch("main", repo.commits[0]);
  branch("task", repo.commits[1]);
  const git = await startGitHttpServer(root, E2E_GITHUB_GIT_PORT);
  const gh = await startFakeGitHub(E2E_GITHUB_API_PORT);
  try {
    const number = 100 + Math.floor(Math.random() * 9000);
    const cloneUrl = `${git.url}/vbench/tasks.git`;
    const send = async (action: string, headSha: string, id: string) => {
      const body = JSON.stringify(pullRequestEvent({ action, number, headSha, baseSha: repo.commits[0], cloneUrl }));
      const res = await request.post("/api/github/webhook", {
        data: body,
        headers: {
          "content-type": "application/json",
          "x-github-event": "pull_request",
          "x-github-delivery": id,
          "x-hub-signature-256": signBody(SECRET, body),
        },
      });
      expect(res.status()).toBe(202);
    };
    const comments = () => gh.comments.get(`vbench/tasks#${number}`) ?? [];
    const writes = () => gh.requests.filter((r) => r.path.includes(`/issues/`) && r.method !== "GET").map((r) => r.method);

    await send("opened", repo.commits[1], `e2e-opened-${number}`);
    await expect.poll(() => comments().length, { timeout: 150_000 }).toBe(1);
    expect(comments()[0].body).toContain(`<!-- vbench-review:task:${taskId} -->`);

    // a second commit lands on the PR branch (THREE_COMMITS' third: a ground-truth event re-timed)
    const third = THREE_COMMITS[2];
    third[1](path.join(repo.dir, `tasks/demo/${taskId}`));
    repo.git("commit", "-qam", third[0]);
    const sha = repo.git("rev-parse", "HEAD");
    execFileSync("git", ["fetch", "-q", repo.dir, `+HEAD:refs/heads/task`], { cwd: bare });
    await send("synchronize", sha, `e2e-sync-${number}`);
    await expect.poll(() => writes().join(","), { timeout: 150_000 }).toBe("POST,PATCH");
    expect(comments()).toHaveLength(1);
    expect(gh.statuses.map((s) => s.sha)).toEqual([repo.commits[1], sha]);
    expect(gh.statuses[1].target_url).toMatch(new RegExp(`/tasks/${taskId}$`));

    await page.goto(`/pulls/${number}`);
    const deliveries = page.getByTestId("pr-deliveries");
    await expect(deliveries).toContainText(`e2e-opened-${number}`);
    await expect(deliveries).toContainText(`e2e-sync-${number}`);
    await expect(deliveries.locator("tbody tr")).toHaveCount(2);
    await expect(page.getByTestId("pr-revisions").locator("tbody tr")).toHaveCount(2);
    await expect(page.getByTestId("pr-publishes")).toContainText("updated comment");
  } finally {
    await git.close();
    await gh.close();
    repo.cleanup();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
