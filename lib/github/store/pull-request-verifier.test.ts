// Integration (PGlite, and Postgres when DATABASE_URL is set), with a real git repository served by
// `git http-backend` on loopback, the real job queue and the real bubblewrap sandbox: a pull request
// that adds a task of a family no port scores gets that folder's own verifier run inside the PR job
// (issue 31: every PR brings such a family), before the review is published.
//
// Expected rewards come from the fixture files, derived by hand (see
// lib/judges/store/__tests__/own-verifier-job.test.ts): the oracle equals the ground truth (F1 = 1),
// the emptied oracle predicts nothing (F1 = 0), the Codex ledger matches 1 of 4 expected events with
// 2 predictions (F1 = 2/6).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("../../auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
// the PR jobs audit with omission only (__tests__/pr-audits.ts says why)
vi.mock("../../audits/store/audit-job", async (importOriginal) =>
  (await import("./__tests__/pr-audits")).omissionOnly(await importOriginal()),
);
// After the verifier's run the PR job audits the new task through that verifier: up to 600 sandbox
// submissions by default, most of this file's time (30 of 55 s measured). This test is about the
// verifier's own run, so the audits get a small budget; they still run, through the same code.
vi.mock("./audit-revision", async (importOriginal) => {
  const real = await importOriginal<typeof import("./audit-revision")>();
  return {
    ...real,
    auditPullRequestRevision: (...[prisma, revisionId, signal]: Parameters<typeof real.auditPullRequestRevision>) =>
      real.auditPullRequestRevision(prisma, revisionId, signal, { budget: 30 }),
  };
});

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { probeSandbox } from "../../sandbox/probe";
import { assembleVerifierTask } from "../../judges/store/__tests__/verifier-fixtures";
import { delivery, prEvent } from "./__tests__/github-fixture";
import { finishedRun as until, openWebhookHarness, webhookRoute as route, type WebhookHarness } from "./__tests__/webhook-harness";

type PrResults = { tasks: { taskId: string; verifierRunId: string | null; outcome: string }[] };

describe.skipIf(!probeSandbox().ok)("a PR's never-seen family: its own verifier runs in the PR job", () => {
  for (const kind of testDatabaseKinds()) {
    describe(kind.name, () => {
      let w: WebhookHarness;
      const temps: string[] = [];
      beforeAll(async () => {
        w = await openWebhookHarness(kind);
      });
      afterAll(async () => {
        await w?.close();
        for (const t of temps) fs.rmSync(t, { recursive: true, force: true });
      });

      it("scores the oracle, the empty submission and the ledger before publishing; the run is the PR head's", async () => {
        const folder = assembleVerifierTask("fine");
        temps.push(path.dirname(folder));
        const head = w.f.commit("Add a task of a new family", (taskDir) =>
          fs.cpSync(folder, path.join(path.dirname(taskDir), "verifier-fine"), { recursive: true }),
        );
        w.f.pushHead(head);
        const d = delivery("pull_request", prEvent(w.f, "opened", head));
        const res = await (await route())(d.request);
        expect(res.status).toBe(202);
        const prRun = await until(((await res.json()) as { queued: string }).queued);
        expect(prRun.error).toBeNull();
        const added = (prRun.results as PrResults).tasks.find((t) => t.taskId === "verifier-fine");
        expect(added?.outcome).toBe("new");
        expect(added?.verifierRunId).toBeTruthy();

        const run = await w.h.db.prisma.jobRun.findUniqueOrThrow({ where: { id: added!.verifierRunId! } });
        expect([run.kind, run.status]).toEqual(["task-judge", "succeeded"]);
        const results = run.results as { headline: string; ledgers: { path: string; reward: number }[] };
        expect(results.headline).toBe("scored 3 of 3 submissions (oracle 1.000, empty 0.000)");
        const byPath = Object.fromEntries(results.ledgers.map((l) => [l.path, l.reward]));
        expect(Object.values(byPath).sort()).toEqual([0, 2 / 6, 1].sort());

        // the verifier's run belongs to the PR's head revision, a proposal
        const revision = await w.h.db.prisma.taskRevision.findUniqueOrThrow({ where: { id: run.revisionId! } });
        expect([revision.taskId, revision.submissionState]).toEqual(["verifier-fine", "submitted"]);
      });
    });
  }
});
