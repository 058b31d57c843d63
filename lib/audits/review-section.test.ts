import { describe, expect, it } from "vitest";
import { renderReviewComment } from "../export";
import { FG, FG_JUDGE, FG_LEDGER, taskBytes } from "./__fixtures__/bundled";
import { auditReviewSection } from "./review-section";
import { storedSuiteResult } from "./serialize";
import { runAuditSuite } from "./suite";

describe("the PR comment's audit section", () => {
  it("states the omission gate with the thread's numbers and is rendered after the gates", async () => {
    const result = await runAuditSuite(
      {
        taskId: FG,
        pairings: [{ judgeId: FG_JUDGE, isPrimary: true, groundTruth: taskBytes(FG, "steps/solve/tests/ground_truth.json"), options: {} }],
        ledgers: [FG_LEDGER("codex-gpt-5.6-sol")],
        strongAgentBar: 0.1,
      },
      { audits: ["omission"] },
    );
    const section = auditReviewSection(storedSuiteResult(result), null);
    expect(section).toMatchObject({ id: "audit-findings", placement: "after-gates" });
    const md = renderReviewComment({
      task: { id: FG },
      revision: { instructionSha256: "a".repeat(64), judgeId: FG_JUDGE },
      gates: [],
      rows: [],
      verdict: null,
      comments: [],
      openIssues: [],
      sections: [section],
    });
    expect(md).toContain("Scorer audits");
    expect(md).toContain("FAIL — Withholding predictions never raises the score: codex-gpt-5.6-sol");
    expect(md).toMatch(/0\.0938 \| 0\.3291 \| 45\/65 \| 20/);
    expect(md).toContain("INSUFFICIENT — Shortcut probes stay below the strong-agent bar");
  });
});
