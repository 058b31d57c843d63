// Integration (PGlite, and Postgres when DATABASE_URL is set): GitHub in step with the dashboard
// (issue 34: a verdict, a ticked ask or an accepted submission published nothing until the next
// push). A PR is opened through the signed webhook (real git head, importer, audits, the GitHub
// stand-in recording every call); then maintainers act through the server actions themselves and
// the real job queue runs the debounced "github:republish" job.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("../../auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
// the PR jobs audit with omission only (__tests__/pr-audits.ts says why)
vi.mock("../../audits/store/audit-job", async (importOriginal) =>
  (await import("./__tests__/pr-audits")).omissionOnly(await importOriginal()),
);

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { submitVerdict } from "../../actions/submit-verdict";
import { tickAsk } from "../../actions/tick-ask";
import { acceptSubmission } from "../../actions/accept-submission";
import { delivery, prEvent, type GitHubFixture } from "./__tests__/github-fixture";
import { finishedRun as until, openWebhookHarness, webhookRoute as route, type WebhookHarness } from "./__tests__/webhook-harness";
import type { Harness } from "../../auth/__tests__/harness";
import { REPUBLISH_JOB_KIND } from "./job-params";
import { republishDebounce } from "./request-republish";
import { republishAfterAction } from "../../job-kinds/republish-after-action";
import { rankedTriage } from "../../asks/store/triage-list";
import { setAskTicked } from "../../asks/store/write-asks";
import { getPullRequest } from "./get-pull-request";
import { PULL_REQUEST_JOB_KIND } from "./job-params";

const TASK = "demo-shapes-activity";
const realSleep = republishDebounce.sleep;
const realWindow = republishDebounce.windowMs;

for (const kind of testDatabaseKinds()) {
  describe(`GitHub follows the maintainer's actions (${kind.name})`, () => {
    let w: WebhookHarness;
    let h: Harness;
    let f: GitHubFixture;
    let prId: string;

    beforeAll(async () => {
      w = await openWebhookHarness(kind);
      ({ h, f } = w);
      f.pushHead(f.repo.commits[1]);
      const opened = delivery("pull_request", prEvent(f, "opened", f.repo.commits[1]));
      const { queued } = (await (await (await route())(opened.request)).json()) as { queued: string };
      expect((await until(queued)).status).toBe("succeeded");
      prId = (await h.db.prisma.pullRequest.findFirstOrThrow({ where: { number: 7 } })).id;
      // the PR's first comment, before any maintainer acted
      expect(f.gh.comments.get("vbench/tasks#7")![0].body).toContain("No verdict yet");
    });
    afterAll(() => w?.close());
    afterEach(() => {
      republishDebounce.sleep = realSleep;
      republishDebounce.windowMs = realWindow;
    });

    /** Holds every republish run inside its window until released (no wall-clock race between the actions). */
    function holdRunsInWindow(): () => void {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      republishDebounce.windowMs = 60_000;
      const aborted = (signal: AbortSignal) =>
        new Promise<void>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
      republishDebounce.sleep = (ms, signal) => (ms > 1_000 ? Promise.race([held, aborted(signal)]) : realSleep(ms, signal));
      return release;
    }

    const comment = () => f.gh.comments.get("vbench/tasks#7")![0];
    const writesSince = (n: number) =>
      f.gh.requests
        .slice(n)
        .flatMap((r) =>
          r.method === "PATCH"
            ? ["PATCH comment"]
            : r.method === "POST"
              ? [r.path.includes("/statuses/") ? "POST status" : "POST comment"]
              : [],
        );
    const republishRuns = () => h.db.prisma.jobRun.findMany({ where: { kind: REPUBLISH_JOB_KIND }, orderBy: { createdAt: "asc" } });
    /** the republish runs queued since `before` runs existed, each once it has finished */
    const finishedSince = async (before: number) => Promise.all((await republishRuns()).slice(before).map((r) => until(r.id)));

    it("a verdict saved: one PATCH of the sticky comment and one commit status, saying the verdict", async () => {
      republishDebounce.windowMs = 200;
      const runs = (await republishRuns()).length;
      const calls = f.gh.requests.length;
      // no other test requests changes: before this verdict the comment says no such thing
      expect(comment().body).not.toContain("Changes requested");
      h.actAs("maintainer");
      const r = await submitVerdict(null, { taskId: TASK, verdict: "request_changes", body: "Pin the media." });
      expect(r?.ok).toBe(true);
      const done = await finishedSince(runs);
      expect(done.map((x) => [x.status, x.error])).toEqual([["succeeded", null]]);
      expect(writesSince(calls)).toEqual(["PATCH comment", "POST status"]);
      expect(comment().body).toContain("Changes requested");
      expect(comment().body.length).toBeLessThanOrEqual(3_000);
      expect(f.gh.statuses.at(-1)).toMatchObject({ sha: f.repo.commits[1], context: `vbench-review/${TASK}` });
      // the tries are on the PR page, with the run that made them
      const tries = await h.db.prisma.publishAttempt.findMany({ where: { pullRequestId: prId, jobRunId: done[0].id } });
      expect(tries.map((t) => [t.kind, t.ok])).toEqual([
        ["comment", true],
        ["status", true],
      ]);
    });

    it("two quick actions (a verdict, then an ask ticked inside the window): one publish, saying both", async () => {
      const release = holdRunsInWindow();
      const runs = (await republishRuns()).length;
      const calls = f.gh.requests.length;
      h.actAs("maintainer");
      const asks = JSON.stringify([{ text: "Say where the clip starts", anchorKind: "text", maintainerSide: false }]);
      try {
        expect((await submitVerdict(null, { taskId: TASK, verdict: "comment", body: "One thing.", asks }))?.ok).toBe(true);
        const ask = await h.db.prisma.reviewAsk.findFirstOrThrow({ where: { taskId: TASK }, orderBy: { createdAt: "desc" } });
        expect((await tickAsk(null, { taskId: TASK, askId: ask.id, ticked: "1" }))?.ok).toBe(true);
        expect(await republishRuns()).toHaveLength(runs + 1);
      } finally {
        release();
      }
      const done = await finishedSince(runs);
      expect(done.map((x) => x.status)).toEqual(["succeeded"]);
      expect(writesSince(calls)).toEqual(["PATCH comment", "POST status"]);
      expect(comment().body).toContain("Comment");
    });

    it("two actions racing for a window's first run (both find no run to join): one run, both joined to it, one publish", async () => {
      const release = holdRunsInWindow();
      const runs = (await republishRuns()).length;
      const calls = f.gh.requests.length;
      let asked: Awaited<ReturnType<typeof republishAfterAction>>[];
      try {
        asked = await Promise.all([republishAfterAction(TASK, null), republishAfterAction(TASK, null), republishAfterAction(TASK, null)]);
        expect(await republishRuns()).toHaveLength(runs + 1);
      } finally {
        release();
      }
      const [run] = (await republishRuns()).slice(runs);
      expect(asked.map((a) => a?.runId)).toEqual([run.id, run.id, run.id]);
      expect(asked.filter((a) => a?.joined === false)).toHaveLength(1);
      expect((await finishedSince(runs)).map((x) => x.status)).toEqual(["succeeded"]);
      expect(writesSince(calls)).toEqual(["PATCH comment", "POST status"]);
    });

    it("accepting the PR's proposal re-publishes: the comment no longer calls the head a proposal", async () => {
      republishDebounce.windowMs = 200;
      const proposal = await h.db.prisma.taskRevision.findFirstOrThrow({ where: { pullRequestId: prId, submissionState: "submitted" } });
      expect(comment().body).toContain("This revision is a proposal");
      const runs = (await republishRuns()).length;
      const calls = f.gh.requests.length;
      h.actAs("maintainer");
      expect((await acceptSubmission(null, { taskId: TASK, kind: "revision", id: proposal.id }))?.ok).toBe(true);
      expect((await finishedSince(runs)).map((x) => x.status)).toEqual(["succeeded"]);
      expect(writesSince(calls)).toEqual(["PATCH comment", "POST status"]);
      expect(comment().body).not.toContain("This revision is a proposal");
    });

    // the triage list reads the same PR: its number, head and the status last published on that head
    // (the recorder's own record is the expectation), and a tick is the task's newest activity
    it("the triage list shows the PR (number, head, published status) and a tick as the last activity", async () => {
      await h.db.prisma.review.create({
        data: { taskId: TASK, author: "Maintainer", authorId: h.users.maintainer.id, verdict: "comment", body: "looked" },
      });
      const review = await h.db.prisma.review.findFirstOrThrow({ where: { taskId: TASK }, orderBy: { createdAt: "desc" } });
      const ask = await h.db.prisma.reviewAsk.create({
        data: { taskId: TASK, reviewId: review.id, position: 0, text: "a follow-up", anchorKind: "text", maintainerSide: true },
      });
      await setAskTicked(h.db.prisma, { taskId: TASK, askId: ask.id, ticked: true }, { id: h.users.maintainer.id, name: "Maintainer" });
      const row = (await rankedTriage(h.db.prisma, h.users.maintainer.id)).find((r) => r.id === TASK)!;
      const lastStatus = f.gh.statuses.filter((s) => s.context === `vbench-review/${TASK}`).at(-1)!;
      expect(row.pulls).toEqual([{ number: 7, headSha: f.repo.commits[1], status: lastStatus.state }]);
      expect(row.lastActivity?.what).toBe("ask ticked");
      expect(row.lastVerdictAuthor?.id).toBe(h.users.maintainer.id);
    });

    it("the PR page's facts: its own job first, then the re-publishes since (each with its status), the delivery's outcome", async () => {
      const page = (await getPullRequest(h.db.prisma, 7))!;
      const republished = (await republishRuns()).filter((r) => r.status !== "queued" && r.status !== "running");
      expect(page.jobs[0]).toMatchObject({ kind: PULL_REQUEST_JOB_KIND, status: "succeeded" });
      expect(page.jobs.slice(1).map((j) => j.kind)).toEqual(page.jobs.slice(1).map(() => REPUBLISH_JOB_KIND));
      expect(page.jobs.length - 1).toBe(Math.min(5, republished.length));
      expect(page.deliveries.map((d) => d.outcome)).toEqual(["succeeded"]);
    });

    it("a task no open PR touches publishes nothing (no run, no call); nor does one whose PR was closed", async () => {
      const runs = (await republishRuns()).length;
      const calls = f.gh.requests.length;
      h.actAs("maintainer");
      expect((await submitVerdict(null, { taskId: h.ownTask, verdict: "comment", body: "Fine." }))?.ok).toBe(true);
      await h.db.prisma.pullRequest.update({ where: { id: prId }, data: { state: "closed" } });
      try {
        expect((await submitVerdict(null, { taskId: TASK, verdict: "approve", body: "Good." }))?.ok).toBe(true);
      } finally {
        await h.db.prisma.pullRequest.update({ where: { id: prId }, data: { state: "open" } });
      }
      expect(await republishRuns()).toHaveLength(runs);
      expect(f.gh.requests.length).toBe(calls);
    });
  });
}
