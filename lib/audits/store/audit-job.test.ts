// Integration: the audit job on real databases (in-memory PGlite; Postgres when DATABASE_URL is
// set): import the bundled FlightGear task, enqueue "audit:suite" for its revision, and read the
// thread's pruning numbers back from the JobRun's results and findings.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { createJobSystem, type JobSystem } from "../../jobs/job-system";
import type { JobRunView } from "../../jobs/types";
import type { StoredSuiteResult } from "../serialize";
import { volleyballBlockTimeline, writeFolder } from "../../importers/__tests__/foreign-task-folders";
import { AUDIT_JOB_KIND } from "./audit-job-params";
import { JOB_KINDS } from "../../job-kinds/table";

const FG = path.resolve("prisma/fixtures/tasks/flightgear-atc-clearance-compliance-ledger");

async function until(jobs: JobSystem, id: string, ms = 120_000): Promise<JobRunView> {
  const end = Date.now() + ms;
  for (;;) {
    const run = await jobs.get(id);
    if (run && ["succeeded", "failed", "cancelled"].includes(run.status)) return run;
    if (Date.now() > end) throw new Error(`run ${id} stuck at ${JSON.stringify(run)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

for (const kind of testDatabaseKinds()) {
  describe(`audit job on ${kind.name}`, () => {
    let db: Database & { drop(): Promise<void> };
    let jobs: JobSystem;
    let revisionId: string;
    beforeAll(async () => {
      db = await kind.open();
      const imported = await importTaskFolder(db.prisma, FG, { sourceKind: "fixture" });
      if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
      revisionId = imported.revisionId;
      jobs = await createJobSystem(db, { kinds: JOB_KINDS, heartbeatMs: 200, workerId: `audit-test-${kind.name}` });
      await jobs.startWorker();
    }, 120_000);
    afterAll(async () => {
      await jobs?.stop();
      await db?.drop();
    });

    it("stores omission results and the warn findings in the JobRun", async () => {
      const queued = await jobs.enqueue(AUDIT_JOB_KIND, { audits: ["omission"] }, { revisionId });
      const run = await until(jobs, queued.id);
      expect(run.status, run.error ?? "").toBe("succeeded");
      const results = run.results as StoredSuiteResult;
      const omission = results.pairings[0].omission!;
      const codex = omission.find((o) => o.ledgerPath.endsWith("codex-gpt-5.6-sol.json"))!;
      expect(codex).toMatchObject({ method: "exact", retained: 45 });
      expect(codex.best).toBeCloseTo(0.3291, 4);
      const findings = run.findings as { code: string; ledgerPath?: string }[];
      expect(findings.filter((f) => f.code === "omission_raises_score").map((f) => f.ledgerPath)).toContain(
        "calibration/rollouts/ledgers/codex-gpt-5.6-sol.json",
      );
    });

    it("a revision with no judge: the run is not applicable and does not succeed", async () => {
      const imported = await importTaskFolder(db.prisma, writeFolder("volleyball-block-timeline", volleyballBlockTimeline()), {
        salvageSpec: true,
      });
      if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
      const queued = await jobs.enqueue(AUDIT_JOB_KIND, {}, { revisionId: imported.revisionId });
      const run = await until(jobs, queued.id);
      expect(run.status).toBe("failed");
      expect(run.error).toMatch(/^not applicable: this revision has no judge pairing/);
    });

    it("refuses an unknown audit kind, naming the field", async () => {
      const err = await jobs.enqueue(AUDIT_JOB_KIND, { audits: ["nope"] }, { revisionId }).catch((e: unknown) => e);
      expect(Object.keys((err as { fieldErrors: Record<string, string[]> }).fieldErrors)).toEqual(["audits.0"]);
    });
  });
}
