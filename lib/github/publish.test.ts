// publishReview with octokit against a loopback GitHub stand-in: one sticky comment created, then
// edited (never a second one), the commit status on the head, and retries recorded.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "./__tests__/fake-github";
import { githubClientFromEnv } from "./client";
import type { CommitStatus } from "./commit-status";
import { publishReview, type AttemptReport } from "./publish";

// a stand-in of its own per test: what one test posts (comments, statuses, requests) is never
// another's starting point, so the tests pass in any order
let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(() => gh.close());

const SHA = "b".repeat(40);
const target = { repo: "vbench/tasks", number: 7, headSha: SHA };
const status: CommitStatus = {
  state: "failure",
  description: "2 gates of 15 block: 2 fail",
  context: "vbench-review/t1",
  target_url: "https://r.example/tasks/t1",
};
const client = () => githubClientFromEnv({ GITHUB_TOKEN: "ghp_test_token", GITHUB_API_URL: gh.url })!;
const fast = { retryDelaysMs: [1] };

describe("publishReview", () => {
  it("creates the sticky comment once, then edits it; posts the status on the head", async () => {
    gh.comments.set("vbench/tasks#7", [{ id: 1, body: "a reviewer's own comment", user: { login: "maintainer" } }]);
    const first = await publishReview(client(), target, { taskId: "t1", markdown: "## Review v1", status }, fast);
    expect(first.ok).toBe(true);
    expect(first.comment.detail).toMatch(/^created comment \d+$/);
    const second = await publishReview(
      client(),
      target,
      {
        taskId: "t1",
        markdown: "## Review v2",
        status: { ...status, state: "success", description: "all 15 gates pass on measured evidence" },
      },
      fast,
    );
    expect(second.comment.detail).toBe(first.comment.detail.replace("created", "updated"));
    const list = gh.comments.get("vbench/tasks#7")!;
    expect(list).toHaveLength(2);
    expect(list[1].body).toBe("<!-- vbench-review:task:t1 -->\n## Review v2");
    const writes = gh.requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);
    // who we are is asked once per client
    expect(gh.requests.filter((r) => r.path === "/user")).toHaveLength(2);
    expect(writes).toEqual([
      "POST /repos/vbench/tasks/issues/7/comments",
      `POST /repos/vbench/tasks/statuses/${SHA}`,
      `PATCH /repos/vbench/tasks/issues/comments/${list[1].id}`,
      `POST /repos/vbench/tasks/statuses/${SHA}`,
    ]);
    expect(gh.statuses.map((s) => [s.state, s.description, s.context, s.target_url])).toEqual([
      ["failure", "2 gates of 15 block: 2 fail", "vbench-review/t1", "https://r.example/tasks/t1"],
      ["success", "all 15 gates pass on measured evidence", "vbench-review/t1", "https://r.example/tasks/t1"],
    ]);
    expect(gh.requests.every((r) => r.authorization === "token ghp_test_token")).toBe(true);
  });

  it("another task on the same PR gets its own comment", async () => {
    await publishReview(client(), target, { taskId: "t1", markdown: "## Review v1", status }, fast);
    await publishReview(client(), target, { taskId: "t2", markdown: "## Review of t2", status }, fast);
    expect(gh.comments.get("vbench/tasks#7")!.filter((c) => c.body.startsWith("<!-- vbench-review:task:"))).toHaveLength(2);
  });

  it("retries a failed step and reports every attempt", async () => {
    const reports: AttemptReport[] = [];
    gh.failNext(2, 502);
    const r = await publishReview(
      client(),
      { ...target, number: 8 },
      { taskId: "t1", markdown: "x", status },
      { ...fast, onAttempt: (a) => void reports.push(a) },
    );
    expect(r.ok).toBe(true);
    expect(reports.map((a) => [a.kind, a.attempt, a.ok])).toEqual([
      ["comment", 1, false],
      ["comment", 2, false],
      ["comment", 3, true],
      ["status", 1, true],
    ]);
    expect(reports[0].error).toContain("HTTP 502");
    expect(gh.comments.get("vbench/tasks#8")).toHaveLength(1);
  });

  it("gives up after the last attempt and says why", async () => {
    gh.failNext(3, 503);
    const r = await publishReview(client(), { ...target, number: 9 }, { taskId: "t1", markdown: "x", status }, fast);
    expect(r.ok).toBe(false);
    expect(r.comment).toMatchObject({ ok: false, attempt: 3 });
    expect(r.comment.error).toContain("HTTP 503");
    expect(r.status.ok).toBe(true);
  });

  it("never adopts a comment someone else wrote with our marker: it posts its own and edits that one", async () => {
    const planted = { id: 77, body: "<!-- vbench-review:task:t1 -->\n## Review of t1: ✅ Approved", user: { login: "octocat" } };
    gh.comments.set("vbench/tasks#11", [planted]);
    const first = await publishReview(client(), { ...target, number: 11 }, { taskId: "t1", markdown: "## ours", status }, fast);
    expect(first.comment).toMatchObject({ ok: true, detail: expect.stringMatching(/^created comment \d+$/) });
    const second = await publishReview(client(), { ...target, number: 11 }, { taskId: "t1", markdown: "## ours v2", status }, fast);
    expect(second.comment.detail).toBe(first.comment.detail.replace("created", "updated"));
    const list = gh.comments.get("vbench/tasks#11")!;
    expect(list[0]).toEqual(planted);
    expect(list.map((c) => c.user?.login)).toEqual(["octocat", gh.login]);
    expect(list[1].body).toBe("<!-- vbench-review:task:t1 -->\n## ours v2");
    expect(gh.requests.some((r) => r.method === "PATCH" && r.path.endsWith("/77"))).toBe(false);
  });

  it("no token and no App: no client", () => {
    expect(githubClientFromEnv({})).toBeNull();
  });
});
