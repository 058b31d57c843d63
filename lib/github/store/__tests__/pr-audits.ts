// Test-only: the pull-request job's audits narrowed to the omission audit. The PR job audits each
// task it imports with every audit kind; on a loaded machine the probes and the sweep were ~10 s of
// the ~14 s that took, per PR job (measured on the demo task, load 11). The webhook and PR tests
// check that the audit step runs and is stored as an ordinary audit run, not what the audits find
// (lib/audits' own tests do), so their PR jobs audit with omission only, through the same code:
//
//   vi.mock("../../audits/store/audit-job", async (importOriginal) =>
//     (await import("./__tests__/pr-audits")).omissionOnly(await importOriginal()));
import type * as AuditJob from "../../../audits/store/audit-job";

export const PR_TEST_AUDITS: readonly string[] = ["omission"];

export function omissionOnly(real: typeof AuditJob): typeof AuditJob {
  return {
    ...real,
    auditRevision: (prisma, revisionId, audits, ...rest) =>
      real.auditRevision(
        prisma,
        revisionId,
        audits.filter((a) => PR_TEST_AUDITS.includes(a)),
        ...rest,
      ),
  };
}
