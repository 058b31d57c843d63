// Integration (PGlite, and Postgres when DATABASE_URL is set): the GitHub webhook end to end with
// real parts on loopback — the route behind its signature guard, the job queue, git fetching the
// PR head from `git http-backend`, the importer, the audits, and octokit publishing to a GitHub
// stand-in. Signatures, replay, oversize and unknown events are refused or ignored as documented.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("../../auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
// the PR jobs audit with omission only (__tests__/pr-audits.ts says why)
vi.mock("../../audits/store/audit-job", async (importOriginal) =>
  (await import("./__tests__/pr-audits")).omissionOnly(await importOriginal()),
);

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { getJobSystem } from "../../job-kinds/server";
import { PING } from "../__fixtures__/pull-request-event";
import { delivery, prEvent, type GitHubFixture } from "./__tests__/github-fixture";
import { finishedRun as until, openWebhookHarness, webhookRoute as route, type WebhookHarness } from "./__tests__/webhook-harness";
import type { Harness } from "../../auth/__tests__/harness";
import { MAX_WEBHOOK_BODY, resetWebhookClients, WEBHOOK_CLIENT_LIMITS } from "./webhook-gate";

for (const kind of testDatabaseKinds()) {
  describe(`GitHub webhook (${kind.name})`, () => {
    let w: WebhookHarness;
    let h: Harness;
    let f: GitHubFixture;
    const TASK = "demo-shapes-activity";

    beforeAll(async () => {
      w = await openWebhookHarness(kind);
      ({ h, f } = w);
    });
    afterAll(() => w?.close());

    const deliveries = () => h.db.prisma.webhookDelivery.count();

    it("is off (404) without a secret", async () => {
      const before = await deliveries();
      delete process.env.GITHUB_WEBHOOK_SECRET;
      try {
        expect((await (await route())(delivery("ping", PING).request)).status).toBe(404);
      } finally {
        process.env.GITHUB_WEBHOOK_SECRET = f.env.GITHUB_WEBHOOK_SECRET;
      }
      expect(await deliveries()).toBe(before);
    });

    it.each([
      ["missing", { secret: null }],
      ["made with another secret", { secret: "not-the-webhook-secret-at-all" }],
      ["malformed", { signature: "sha256=xyz" }],
    ])("refuses a %s signature with 401, writing nothing", async (_name, o) => {
      const before = await deliveries();
      const res = await (await route())(delivery("pull_request", prEvent(f, "opened", f.repo.commits[1]), o).request);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
      expect(await deliveries()).toBe(before);
    });

    it("refuses a body over 2 MiB with 413 before checking it, and an unsigned one before reading it", async () => {
      const before = await deliveries();
      const big = `{"pad":"${"x".repeat(MAX_WEBHOOK_BODY)}"}`;
      expect((await (await route())(delivery("ping", big).request)).status).toBe(413);
      // a stream that never ends: answered from the headers alone (a read would wait forever)
      const endless = new ReadableStream({ pull: () => new Promise<void>(() => undefined) });
      const unsigned = new Request("http://127.0.0.1:3999/api/github/webhook", {
        method: "POST",
        headers: { "x-github-event": "ping", "x-github-delivery": "unsigned-endless" },
        body: endless,
        duplex: "half",
      } as RequestInit);
      expect((await (await route())(unsigned)).status).toBe(401);
      expect(await deliveries()).toBe(before);
    });

    it("caps one client's deliveries a minute (429 with Retry-After); another client is not affected", async () => {
      resetWebhookClients();
      try {
        const from = (ip: string, n: number) => {
          const d = delivery("ping", { ...PING, hook_id: 10_000 + n, ip });
          d.request.headers.set("x-vbench-client-ip", ip);
          return d.request;
        };
        const answers: Response[] = [];
        for (let i = 0; i <= WEBHOOK_CLIENT_LIMITS.perMinute; i++) answers.push(await (await route())(from("203.0.113.9", i)));
        expect(answers.filter((r) => r.status === 200)).toHaveLength(WEBHOOK_CLIENT_LIMITS.perMinute);
        expect(answers.at(-1)!.status).toBe(429);
        expect(Number(answers.at(-1)!.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await (await route())(from("198.51.100.7", 0))).status).toBe(200);
      } finally {
        resetWebhookClients();
      }
    });

    it("answers ping with 200 and ignores other events and actions with 202", async () => {
      const ping = delivery("ping", { ...PING, hook_id: 1 });
      expect((await (await route())(ping.request)).status).toBe(200);
      const issues = delivery("issues", { action: "opened", issue: { number: 1 } });
      expect((await (await route())(issues.request)).status).toBe(202);
      const labeled = delivery("pull_request", prEvent(f, "labeled", f.repo.commits[1]));
      expect((await (await route())(labeled.request)).status).toBe(202);
      const rows = await h.db.prisma.webhookDelivery.findMany({
        where: { id: { in: [ping.id, issues.id, labeled.id] } },
        orderBy: { receivedAt: "asc" },
      });
      expect(rows.map((r) => [r.event, r.action, r.outcome])).toEqual([
        ["ping", null, "pong"],
        ["issues", "opened", "ignored"],
        ["pull_request", "labeled", "ignored"],
      ]);
    });

    it("refuses a payload that does not parse with 400 naming the field, and a request without a delivery id", async () => {
      const bad = prEvent(f, "opened", f.repo.commits[1]) as { pull_request: { head: { sha: string } } };
      bad.pull_request.head.sha = "not-a-sha";
      const pullRequests = await h.db.prisma.pullRequest.count();
      const d = delivery("pull_request", bad);
      const res = await (await route())(d.request);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain("payload field pull_request.head.sha");
      expect((await h.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: d.id } })).outcome).toBe("invalid");
      expect(await h.db.prisma.pullRequest.count()).toBe(pullRequests);
      const noId = delivery("ping", { ...PING, hook_id: 2 });
      noId.request.headers.delete("x-github-delivery");
      expect((await (await route())(noId.request)).status).toBe(400);
    });

    it("refuses a replayed delivery id with 409", async () => {
      const first = delivery("ping", { ...PING, hook_id: 3 });
      expect((await (await route())(first.request)).status).toBe(200);
      const again = delivery("ping", { ...PING, hook_id: 4 }, { id: first.id });
      expect((await (await route())(again.request)).status).toBe(409);
      expect(await h.db.prisma.webhookDelivery.count({ where: { id: first.id } })).toBe(1);
    });

    // one scenario, one test: each step starts from what the previous one left (the PR, its
    // comment, the head), so as separate tests they depended on running in order
    it("opened, then synchronize: the head's revisions belong to the PR, the sticky comment is edited, the status follows the gates; then a publish that keeps failing fails the run with every try recorded, and a retry edits the same comment", async () => {
      f.pushHead(f.repo.commits[1]);
      const opened = delivery("pull_request", prEvent(f, "opened", f.repo.commits[1]));
      const res = await (await route())(opened.request);
      expect(res.status).toBe(202);
      const { queued } = (await res.json()) as { queued: string };
      const run = await until(queued);
      expect(run.error).toBeNull();
      expect(run.status).toBe("succeeded");
      const pr = await h.db.prisma.pullRequest.findFirstOrThrow({ where: { number: 7 }, include: { revisions: true } });
      expect(pr.taskFolders).toEqual([{ folder: "tasks/demo/demo-shapes-activity", taskId: TASK }]);
      expect(pr.revisions).toHaveLength(1);
      const comments = () => f.gh.comments.get("vbench/tasks#7") ?? [];
      expect(comments()).toHaveLength(1);
      expect(comments()[0].body).toMatch(/^<!-- vbench-review:task:demo-shapes-activity -->\n## Review of demo\\-shapes\\-activity:/);
      // the posted body, marker included, within the stated limit (it was 3,011, issue 34)
      expect(comments()[0].body.length).toBeLessThanOrEqual(3_000);
      // a PR's head is a proposal: counted by no gate until a maintainer accepts it
      expect(pr.revisions.map((r) => r.submissionState)).toEqual(["submitted"]);
      expect(f.gh.statuses.at(-1)).toMatchObject({
        sha: f.repo.commits[1],
        context: `vbench-review/${TASK}`,
        target_url: `http://review.test/tasks/${TASK}?revision=${pr.revisions[0].id}`,
      });
      // the audits ran on the head revision as an ordinary audit run
      expect(await h.db.prisma.jobRun.count({ where: { kind: "audit:suite", revisionId: pr.revisions[0].id } })).toBe(1);

      f.pushHead(f.repo.commits[2]);
      const sync = delivery("pull_request", prEvent(f, "synchronize", f.repo.commits[2]));
      const run2 = await until(((await (await (await route())(sync.request)).json()) as { queued: string }).queued);
      expect(run2.error).toBeNull();
      const after = await h.db.prisma.pullRequest.findFirstOrThrow({
        where: { number: 7 },
        include: { revisions: true, deliveries: true },
      });
      expect(after.headSha).toBe(f.repo.commits[2]);
      expect(after.revisions).toHaveLength(2);
      expect(comments()).toHaveLength(1);
      const writes = f.gh.requests.filter((r) => r.path.includes("/issues/") && r.method !== "GET").map((r) => r.method);
      expect(writes).toEqual(["POST", "PATCH"]);
      expect(f.gh.statuses.map((s) => s.sha)).toEqual([f.repo.commits[1], f.repo.commits[2]]);
      // each delivery shows how its job ended (they stayed "queued", issue 34)
      expect(after.deliveries.map((d) => [d.action, d.outcome]).sort()).toEqual([
        ["opened", "succeeded"],
        ["synchronize", "succeeded"],
      ]);
      const attempts = await h.db.prisma.publishAttempt.findMany({ where: { pullRequestId: after.id }, orderBy: { createdAt: "asc" } });
      expect(attempts.map((a) => [a.kind, a.ok])).toEqual([
        ["comment", true],
        ["status", true],
        ["comment", true],
        ["status", true],
      ]);

      f.gh.failNext(3, 503);
      const edited = delivery("pull_request", prEvent(f, "edited", f.repo.commits[2]));
      const run3 = await until(((await (await (await route())(edited.request)).json()) as { queued: string }).queued);
      expect(run3.status).toBe("failed");
      expect(run3.error).toMatch(/publishing failed after its retries: demo-shapes-activity: comment failed after 3 tries: HTTP 503/);
      const failed = await h.db.prisma.publishAttempt.findMany({ where: { jobRunId: run3.id, ok: false } });
      expect(failed.map((a) => a.attempt)).toEqual([1, 2, 3]);
      const retried = await until((await (await getJobSystem()).retry(run3.id)).id);
      expect(retried.status).toBe("succeeded");
      expect(f.gh.comments.get("vbench/tasks#7")).toHaveLength(1);
    });
  });
}
