// Integration (issue 36 item 2): every JudgeFamily walked through import, audits, gates, near
// misses, contract review and a second revision, on an in-memory PGlite (and Postgres when
// DATABASE_URL is set), with the real importer, job queue and, for the task's own verifier, the
// bubblewrap sandbox. The walk iterates JUDGE_FAMILIES, so a new family is walked as soon as its
// judge-table row exists and fails until it has a bundled task (prisma/fixtures/tasks/<family>) and
// the per-family table entries each step needs; judge-family.test.ts checks the tables' keys, this
// checks that each entry is reached and changes what the step shows (lib/judges/__tests__/family-walk.ts).
import { describe, it, vi } from "vitest";
import { testDatabaseKinds } from "../db/__tests__/test-databases";
import { probeSandbox } from "../sandbox/probe";
import { useJobSystem } from "./store/__tests__/job-harness";
import {
  auditStep,
  contractStep,
  expectAuditGateMeasured,
  gatesStep,
  importStep,
  nearMissStep,
  revisionStep,
  taskFolderOf,
} from "./__tests__/family-walk";
import { JUDGE_FAMILIES, TASK_VERIFIER_FAMILY } from "./judge-family";

vi.mock("server-only", () => ({}));

const sandbox = probeSandbox();

for (const kind of testDatabaseKinds()) {
  describe(`every judge family, end to end, on ${kind.name}`, () => {
    const h = useJobSystem(kind);

    for (const family of JUDGE_FAMILIES) {
      // the task's own verifier runs only in the sandbox: without one its run and its audits are skipped, by name
      const noSandbox = family === TASK_VERIFIER_FAMILY && !sandbox.ok ? sandbox.message : null;
      const title = noSandbox ? `${family} (its verifier's run and audits skipped: ${noSandbox})` : family;

      it(title, async () => {
        const dir = taskFolderOf(family);
        h.temps.push(dir);
        const walked = await importStep(h, family, dir, noSandbox === null);
        const before = await gatesStep(h, walked);
        if (noSandbox === null) {
          await auditStep(h, walked);
          expectAuditGateMeasured(walked, before, await gatesStep(h, walked));
          await nearMissStep(h, walked);
        }
        await contractStep(h, walked);
        await revisionStep(h, walked, dir);
      });
    }
  });
}
