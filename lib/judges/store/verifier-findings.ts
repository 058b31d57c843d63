// A verifier run's findings on the task, stored with the revision's contract review (the
// contract gate reads them): the own_verifier check ran (or could not: the ground truth is
// absent), and an error where the shipped verifier does not run as shipped. Each run replaces the
// previous run's findings; the rest of the review is kept as imported.
import type { PrismaClient } from "../../generated/prisma/client";
import { jsonColumn } from "../../db/json-column";
import { ContractReviewSchema, type CheckRun, type ContractFinding } from "../../contract/types";
import type { VerifierFinding } from "./verifier-verdict";

const TEST_SH = "steps/solve/tests/test.sh";
const OWN_CODES = new Set(["verifier_does_not_run", "verifier_ground_truth_absent"]);

/** The stored review with this run's own-verifier findings and check in place of the previous run's. */
export function withVerifierFindings(
  stored: unknown,
  findings: readonly VerifierFinding[],
): { findings: ContractFinding[]; checks: CheckRun[] } {
  const parsed = ContractReviewSchema.safeParse(stored);
  const review = parsed.success ? parsed.data : { findings: [], checks: [] };
  const own: ContractFinding[] = findings.flatMap((f): ContractFinding[] =>
    f.code === "verifier-diagnostic" || f.code === "verifier-example-scored"
      ? []
      : [
          {
            code: f.code === "verifier-does-not-run" ? "verifier_does_not_run" : "verifier_ground_truth_absent",
            severity: f.code === "verifier-does-not-run" ? "error" : "warn",
            file: TEST_SH,
            line: null,
            message: f.message,
            evidence: f.message,
            fix:
              f.code === "verifier-does-not-run"
                ? "run steps/solve/tests/test.sh as shipped on the oracle and fix what it reports"
                : "ship the ground truth the verifier reads, or state where reviewers get it",
          },
        ],
  );
  const absent = findings.find((f) => f.code === "verifier-ground-truth-absent");
  const check: CheckRun = absent
    ? { check: "own_verifier", state: "absent", note: absent.message }
    : {
        check: "own_verifier",
        state: "ran",
        note: "the shipped test.sh in the sandbox on the oracle, the empty submission and every ledger",
      };
  return {
    findings: [...review.findings.filter((f) => !OWN_CODES.has(f.code)), ...own],
    checks: [...review.checks.filter((c) => c.check !== "own_verifier"), check],
  };
}

export async function recordVerifierFindings(
  prisma: PrismaClient,
  revisionId: string,
  findings: readonly VerifierFinding[],
): Promise<void> {
  const rev = await prisma.taskRevision.findUnique({ where: { id: revisionId }, select: { contractFindings: true } });
  if (!rev) return;
  await prisma.taskRevision.update({
    where: { id: revisionId },
    data: { contractFindings: jsonColumn(withVerifierFindings(rev.contractFindings, findings)) },
  });
}
