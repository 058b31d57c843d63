// Integration (PGlite, and Postgres when DATABASE_URL is set; the real sandbox, the real job queue):
// the "audit:suite" job on a never-seen family's imported folder runs the generic audits through
// the folder's own verifier and stores them like the ported suite, so the two audit gates of the
// task's checklist move from insufficient (not run yet) to a measured outcome; a verifier that
// crashes on every probe leaves them insufficient and the run failed, never "succeeded"; the
// pull-request path (auditPullRequestRevision) takes the same route; the audits run in a child
// process, and a cancel ends it and its sandboxes.
// Budgets are tiny (the machine is shared); the numbers asserted are the fixture's, derived by hand.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { probeSandbox } from "../../sandbox/probe";
import { untilFinished, useJobSystem } from "../../judges/store/__tests__/job-harness";
import { assembleVerifierTask, type VerifierKind } from "../../judges/store/__tests__/verifier-fixtures";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { getTaskOverview } from "../../data/queries/get-task-overview";
import { gateFactsWithAudits } from "../../gates/store/gate-facts";
import { evaluateGates } from "../../gates/evaluate-gates";
import { getLatestAuditRun } from "./get-latest-audit-run";
import { auditPullRequestRevision } from "../../github/store/audit-revision";
import { isTaskJudgeId } from "../../sandbox/verifier-files";
import { AUDIT_JOB_KIND } from "./audit-job-params";
import { ContractReviewSchema } from "../../contract/types";
import { auditProcesses } from "../verifier/__tests__/processes";

vi.mock("server-only", () => ({}));

const AUDIT_GATES = ["omission-never-helps", "shortcut-probes-below-bar"];
// enough for the fine oracle's probes (its numeric field `x` takes 4) to leave the omission audit its stored ledger
const BUDGET = 60;

describe.skipIf(!probeSandbox().ok)("generic audits through a never-seen family's own verifier", () => {
  for (const kind of testDatabaseKinds()) {
    describe(kind.name, () => {
      const h = useJobSystem(kind);

      async function imported(fixture: VerifierKind, change?: (dir: string) => void) {
        const dir = assembleVerifierTask(fixture, change);
        h.temps.push(dir);
        // no enqueue: the task's own judge has not run, as when a maintainer presses "Run audits" first
        const done = await importTaskFolder(h.db.prisma, dir, {});
        if (!done.ok) throw new Error(JSON.stringify(done.errors));
        return done.revisionId;
      }

      async function auditGatesOf(fixture: VerifierKind) {
        const overview = (await getTaskOverview(h.db.prisma, `verifier-${fixture}`))!;
        const gates = evaluateGates(await gateFactsWithAudits(h.db.prisma, overview.revision));
        return gates.filter((g) => AUDIT_GATES.includes(g.id));
      }

      it("stores a generic result under the task's judge id and the two gates get measured evidence", async () => {
        const revisionId = await imported("fine");
        const before = await auditGatesOf("fine");
        expect(before.map((g) => g.outcome)).toEqual(["insufficient", "insufficient"]);

        const queued = await h.jobs.enqueue(AUDIT_JOB_KIND, { audits: ["omission", "probes"], budget: BUDGET }, { revisionId });
        const run = await untilFinished(h.jobs, queued.id);
        expect(run.status, run.error ?? "").toBe("succeeded");
        const latest = await getLatestAuditRun(h.db.prisma, revisionId);
        expect(latest.unreadable).toBeNull();
        const pairing = latest.result!.pairings[0];
        expect(isTaskJudgeId(pairing.judgeId)).toBe(true);
        expect(pairing.shortcut?.total ?? 0).toBeGreaterThan(0);
        // the folder's one calibration ledger (the Codex run) is the omission audit's
        expect(pairing.omission?.map((o) => o.ledgerPath)).toEqual(["calibration/rollouts/codex-gpt-5.6-sol.solution.json"]);

        const after = await auditGatesOf("fine");
        for (const gate of after) {
          expect(gate.outcome, `${gate.id}: ${JSON.stringify(gate.evidence)}`).not.toBe("insufficient");
          expect(gate.evidence.some((e) => e.grade === "measured" || e.kind === "problem" || e.kind === "warning")).toBe(true);
        }
      });

      it("the sensitivity audit rewrites the contract review's reward-sensitivity check in the verifier's terms", async () => {
        // another revision of the fine folder (one more file), so no other test's run is read
        const revisionId = await imported("fine", (dir) => fs.writeFileSync(path.join(dir, "NOTES.md"), "sensitivity test\n"));
        const read = async () => {
          const rev = await h.db.prisma.taskRevision.findUnique({ where: { id: revisionId }, select: { contractFindings: true } });
          return ContractReviewSchema.parse(rev?.contractFindings).checks.filter((c) => c.check === "reward_sensitivity");
        };
        expect((await read()).map((c) => c.state)).toEqual(["absent"]);
        // a budget this small cuts the curve short: the check stays absent, now saying so in the verifier's terms
        const queued = await h.jobs.enqueue(AUDIT_JOB_KIND, { audits: ["sensitivity"], budget: 12 }, { revisionId });
        const run = await untilFinished(h.jobs, queued.id);
        expect(run.status, run.error ?? "").toBe("succeeded");
        const checks = await read();
        expect(checks).toHaveLength(1);
        expect(checks[0].note).toMatch(/through the task's own verifier \(task:[0-9a-f]{12}\)/);
      });

      it("a cancel ends the run cancelled, with no audit child or sandbox left", async () => {
        // another revision of the fine folder, so no other test's run is read
        const revisionId = await imported("fine", (dir) => fs.writeFileSync(path.join(dir, "NOTES.md"), "cancel test\n"));
        const queued = await h.jobs.enqueue(AUDIT_JOB_KIND, { audits: ["omission", "probes", "sensitivity"], budget: 600 }, { revisionId });
        // the child reports its first scored batch: the audits are running in it
        for (;;) {
          const run = await h.jobs.get(queued.id);
          expect(run?.status === "succeeded" || run?.status === "failed", run?.error ?? "").toBe(false);
          if (run?.status === "running" && run.progress > 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(auditProcesses().some((p) => p.includes("verifier-audit-entry.mjs"))).toBe(true);
        await h.jobs.cancel(queued.id);
        const run = await untilFinished(h.jobs, queued.id);
        expect(run.status).toBe("cancelled");
        expect(auditProcesses()).toEqual([]);
      });

      it("a verifier that crashes on every probe: the run fails saying so and the gates stay insufficient", async () => {
        const revisionId = await imported("crash");
        const queued = await h.jobs.enqueue(AUDIT_JOB_KIND, { audits: ["omission", "probes"], budget: BUDGET }, { revisionId });
        const run = await untilFinished(h.jobs, queued.id);
        expect(run.status).toBe("failed");
        expect(run.error).toMatch(/^ran, scored nothing: 0 of \d+ probe submissions scored by the task's verifier \(crashed/);
        const gates = await auditGatesOf("crash");
        expect(gates.map((g) => g.outcome)).toEqual(["insufficient", "insufficient"]);
      });

      it("a folder with a verifier but no oracle: the run fails 'not applicable', naming the missing oracle", async () => {
        const revisionId = await imported("timeout", (dir) => fs.rmSync(path.join(dir, "steps/solve/solution"), { recursive: true }));
        const queued = await h.jobs.enqueue(AUDIT_JOB_KIND, { audits: ["probes"], budget: BUDGET }, { revisionId });
        const run = await untilFinished(h.jobs, queued.id);
        expect(run.status).toBe("failed");
        expect(run.error).toMatch(/^not applicable: the folder ships a verifier but no oracle to derive probes from/);
      });

      it("the pull-request job's audit step takes the generic path too", async () => {
        const revisionId = await imported("no-reward");
        const runId = await auditPullRequestRevision(h.db.prisma, revisionId, new AbortController().signal, { budget: BUDGET });
        const run = await h.jobs.get(runId);
        // no-reward: the verifier never writes a reward, so nothing is scored and the run fails saying so
        expect(run?.status).toBe("failed");
        expect(run?.error).toMatch(/^ran, scored nothing: .*no-reward/);
      });
    });
  }
});
