// Integration (PGlite, and Postgres when DATABASE_URL is set), with a real git repository served by
// `git http-backend` on loopback and a GitHub stand-in: the pull request as a trust boundary
// (issue 32). A PR from anyone proposes; a maintainer accepts. The comment's text is ours. The
// webhook refuses replayed bodies, out-of-range numbers and clone URLs that are paths. A PR job left
// by a dead worker is resumed, and each delivery shows how its job ended.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("../../auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
// the PR jobs audit with omission only (__tests__/pr-audits.ts says why)
vi.mock("../../audits/store/audit-job", async (importOriginal) =>
  (await import("./__tests__/pr-audits")).omissionOnly(await importOriginal()),
);

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { renderGfm } from "../../export/__fixtures__/render-gfm";
import { DEMO_TASK, TASK_PATH } from "../../git/__tests__/make-task-repo";
import { importTaskFromGit } from "../../git/store/import-task-from-git";
import { createRun } from "../../jobs/run-store";
import { reviewSubmission } from "../../submissions/store/review-submission";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { delivery, prEvent, type GitHubFixture } from "./__tests__/github-fixture";
import { finishedRun as until, openWebhookHarness, webhookRoute as route, type WebhookHarness } from "./__tests__/webhook-harness";
import type { Harness } from "../../auth/__tests__/harness";
import { pullRequestEvent } from "../__fixtures__/pull-request-event";
import { PULL_REQUEST_JOB_KIND } from "./job-params";
import { prClone } from "./pull-request-job";

/** The probe's title (issue 32): pings, a faked verdict, a link and a remote image. */
const HOSTILE_TITLE =
  "PR-overwritten title @octocat @org/team **Verdict: accept** [Full review](https://evil.example) ![t](https://evil.example/t.png)";

const setSpecTitle = (title: string) => (taskDir: string) => {
  const spec = path.join(taskDir, "SPEC.md");
  fs.writeFileSync(spec, fs.readFileSync(spec, "utf8").replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
};

for (const kind of testDatabaseKinds()) {
  describe(`pull requests propose (${kind.name})`, () => {
    let w: WebhookHarness;
    let h: Harness;
    let f: GitHubFixture;

    beforeAll(async () => {
      w = await openWebhookHarness(kind);
      ({ h, f } = w);
    });
    afterAll(() => w?.close());

    const send = async (event: string, body: unknown, o: { id?: string } = {}) => {
      const d = delivery(event, body, o);
      const res = await (await route())(d.request);
      return { id: d.id, status: res.status, json: (await res.json()) as { queued?: string; error?: { message: string } } };
    };

    it("a PR on an existing task lands as a submission; the task changes only when a maintainer accepts", async () => {
      // the maintainer's own import of the task, counted as imported: of a commit of its own, whose
      // bytes no other test's PR job has proposed already (its revision would stay a proposal)
      const maintained = f.commit("Maintainer: one more line in the instruction", (taskDir) =>
        fs.appendFileSync(path.join(taskDir, "steps/solve/instruction.md"), "\nMaintainer's note.\n"),
      );
      const imported = await importTaskFromGit(h.db.prisma, { source: f.repo.dir, ref: maintained, folder: TASK_PATH });
      expect(imported.ok).toBe(true);
      const maintainerRevision = imported.ok ? imported.commits.at(-1)?.revisionId : undefined;
      expect(maintainerRevision).toBeTruthy();
      const before = await h.db.prisma.task.findUniqueOrThrow({ where: { id: DEMO_TASK } });
      expect(before.title).not.toBe(HOSTILE_TITLE);

      // other tests' PR jobs may have proposed earlier commits of the shared repository, which the
      // maintainer's import above accepts (it walks the history), and this job links: only the
      // revisions this job stored are checked below
      const jobStart = new Date();
      const head = f.commit("Retitle the task", setSpecTitle(HOSTILE_TITLE));
      f.pushHead(head);
      const opened = await send("pull_request", prEvent(f, "opened", head));
      expect(opened.status).toBe(202);
      const run = await until(opened.json.queued!);
      expect(run.error).toBeNull();
      expect(run.status).toBe("succeeded");

      // the task is as the maintainer left it: title, family and judge
      const after = await h.db.prisma.task.findUniqueOrThrow({ where: { id: DEMO_TASK } });
      expect({ title: after.title, family: after.family, judgeId: after.judgeId }).toEqual({
        title: before.title,
        family: before.family,
        judgeId: before.judgeId,
      });
      const pr = await h.db.prisma.pullRequest.findFirstOrThrow({ where: { number: 7 }, include: { revisions: true } });
      const made = pr.revisions.filter((r) => r.importedAt >= jobStart);
      expect(made.length).toBeGreaterThan(0);
      for (const r of made) {
        expect(r.submissionState).toBe("submitted");
        expect(r.source).toContain("pull request vbench/tasks#7 by octocat");
      }
      const proposal = made.find((r) => r.proposedTitle === HOSTILE_TITLE);
      expect(proposal).toBeDefined();
      // the maintainer's import is still theirs, counted as imported
      const base = await h.db.prisma.taskRevision.findUniqueOrThrow({ where: { id: maintainerRevision! } });
      expect([base.submissionState, base.pullRequestId]).toEqual([null, null]);
      // the task page opens on the maintainer's revision, not the proposal (it showed the PR's title)
      expect((await getTaskOverview(h.db.prisma, DEMO_TASK))!.revision.id).toBe(base.id);
      expect((await getTaskOverview(h.db.prisma, DEMO_TASK, proposal!.id))!.revision.id).toBe(proposal!.id);
      // the delivery shows how its job ended
      const d = await h.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: opened.id } });
      expect([d.outcome, d.jobRunId]).toEqual(["succeeded", run.id]);

      // the sticky comment shows the proposed title as text: no ping, no link but ours, no image, no fake verdict
      const [comment] = f.gh.comments.get("vbench/tasks#7") ?? [];
      expect(comment.user?.login).toBe(f.gh.login);
      const shown = renderGfm(comment.body);
      expect(shown.kinds.filter((k) => k === "link" || k === "image" || k === "html")).toEqual(["html", "link"]); // the marker, Full review
      expect(shown.text).toContain("PR-overwritten title");
      expect(shown.text.replace("Full review", "")).not.toMatch(/@[A-Za-z0-9]|:\/\/|Verdict: accept\b(?!\*)/);
      expect(shown.strong.some((s) => s.includes("Verdict"))).toBe(false);
      expect(comment.body.length).toBeLessThanOrEqual(3_000);

      // a maintainer accepts the proposal (no 409 "counts as imported"); then the title is the PR's
      const decided = await reviewSubmission(h.db.prisma, { kind: "revision", id: proposal!.id, taskId: DEMO_TASK }, "accept", null, {
        userId: null,
        name: "maintainer",
      });
      expect(decided).toMatchObject({ ok: true, from: "submitted", to: "accepted" });
      expect((await h.db.prisma.task.findUniqueOrThrow({ where: { id: DEMO_TASK } })).title).toBe(HOSTILE_TITLE);
    });

    it("the same body under a new delivery id is a replay: 409, no second job", async () => {
      const body = prEvent(f, "reopened", f.repo.commits[1]);
      const first = await send("pull_request", body);
      expect(first.status).toBe(202);
      await until(first.json.queued!);
      const runs = await h.db.prisma.jobRun.count({ where: { kind: PULL_REQUEST_JOB_KIND } });
      const replay = await send("pull_request", body);
      expect(replay.status).toBe(409);
      expect(replay.json.error?.message).toContain(`already received as delivery ${first.id}`);
      expect(await h.db.prisma.jobRun.count({ where: { kind: PULL_REQUEST_JOB_KIND } })).toBe(runs);
      expect(await h.db.prisma.webhookDelivery.findUnique({ where: { id: replay.id } })).toBeNull();
    });

    const withNumber = (n: number) => ({ ...prEvent(f, "opened", f.repo.commits[1]), number: n });
    const withCloneUrl = (url: string) =>
      pullRequestEvent({ action: "opened", headSha: f.repo.commits[1], baseSha: f.repo.commits[0], cloneUrl: url });
    it.each([
      ["a PR number of 2^31", () => withNumber(2 ** 31), "payload field number"],
      ["a clone URL that is a path", () => withCloneUrl("x:/../../srv/repos/tasks"), "payload field pull_request.head.repo.clone_url"],
    ])("%s is answered 400 and the delivery recorded invalid, nothing queued", async (_name, make, message) => {
      const body = make();
      const prs = await h.db.prisma.pullRequest.count();
      const r = await send("pull_request", body);
      expect(r.status).toBe(400);
      expect(r.json.error?.message).toContain(message);
      const d = await h.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: r.id } });
      expect([d.outcome, d.jobRunId]).toEqual(["invalid", null]);
      expect(await h.db.prisma.pullRequest.count()).toBe(prs);
    });

    it("a clone that hangs ends the job at the PR clone timeout, and its delivery says so", async () => {
      // a git server that accepts the connection and never answers, on the allow-list like the real one
      const hanging = http.createServer(() => undefined);
      await new Promise<void>((r) => hanging.listen(0, "127.0.0.1", r));
      const port = (hanging.address() as AddressInfo).port;
      const allow = process.env.VBENCH_FETCH_ALLOW;
      const timeout = prClone.timeoutMs;
      process.env.VBENCH_FETCH_ALLOW = `${allow},127.0.0.1:${port}`;
      prClone.timeoutMs = 2_000;
      try {
        const body = pullRequestEvent({
          action: "opened",
          number: 8,
          headSha: f.repo.commits[1],
          baseSha: f.repo.commits[0],
          cloneUrl: `http://127.0.0.1:${port}/vbench/tasks.git`,
        });
        const sent = await send("pull_request", body);
        expect(sent.status).toBe(202);
        const run = await until(sent.json.queued!);
        expect(run.status).toBe("failed");
        expect(run.error).toContain("took longer than 2 s");
        const d = await h.db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: sent.id } });
        expect([d.outcome, d.detail]).toEqual(["failed", expect.stringContaining("took longer than 2 s")]);
      } finally {
        prClone.timeoutMs = timeout;
        process.env.VBENCH_FETCH_ALLOW = allow;
        hanging.closeAllConnections();
        await new Promise((r) => hanging.close(r));
      }
    });

    it("a PR job left running by a dead worker is resumed and finishes", async () => {
      // its own pull request, as the webhook stores one (receive-delivery.ts), at the repository's third commit
      const pr = await h.db.prisma.pullRequest.create({
        data: {
          baseRepo: "vbench/tasks",
          number: 9,
          url: "https://github.com/vbench/tasks/pull/9",
          title: "Re-time an action",
          author: "octocat",
          state: "open",
          baseRef: "main",
          baseSha: f.repo.commits[0],
          headRepo: "vbench/tasks",
          headRef: "task",
          headSha: f.repo.commits[2],
          headCloneUrl: f.cloneUrl,
        },
      });
      f.pushHead(f.repo.commits[2]);
      const params = { pullRequestId: pr.id, headSha: f.repo.commits[2], action: "synchronize", deliveryId: "dead-worker-delivery" };
      const run = await createRun(h.db.prisma, { kind: PULL_REQUEST_JOB_KIND, params, revisionId: null, actorId: null, judgeId: null });
      // as a worker killed mid-run leaves it: running, its heartbeat long stopped
      await h.db.prisma.jobRun.update({
        where: { id: run.id },
        data: {
          status: "running",
          workerId: "killed-worker",
          startedAt: new Date(Date.now() - 3_600_000),
          heartbeatAt: new Date(Date.now() - 3_600_000),
        },
      });
      const done = await until(run.id);
      expect(done.error).toBeNull();
      expect(done.status).toBe("succeeded");
      expect(done.attempt).toBe(run.attempt + 1);
    });
  });
}
