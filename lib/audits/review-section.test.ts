import { describe, expect, it } from "vitest";
import { renderReviewComment } from "../export";
import { FG, FG_JUDGE, FG_LEDGER, taskBytes } from "./__fixtures__/bundled";
import { auditReviewSection } from "./review-section";
import { storedSuiteResult } from "./serialize";
import { runAuditSuite } from "./suite";
import { GENERIC_JUDGE, genericStoredResult } from "./__fixtures__/generic-result";
import { auditsPageView } from "./page-view";

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

describe("a generic verifier-audit result (a family without a port)", () => {
  const md = () =>
    renderReviewComment({
      task: { id: "verifier-fine" },
      revision: { instructionSha256: "a".repeat(64), judgeId: GENERIC_JUDGE },
      gates: [],
      rows: [],
      verdict: null,
      comments: [],
      openIssues: [],
      sections: [auditReviewSection(genericStoredResult(), null)],
    });

  it("the PR comment grades both gates from it and names the rejected alternative and the other findings", () => {
    const text = md();
    expect(text).toContain("PASS — Shortcut probes stay below the strong-agent bar");
    expect(text).toContain("PASS — Withholding predictions never raises the score");
    // 2 tried (the NFD variant was not run), 1 rejected
    expect(text).toContain(
      "1 of 2 respellings of the oracle scored lower than the oracle (numbers with a decimal point (1 as 1.0): 0.5000)",
    );
    expect(text).toContain("WARN valid_alternative_rejected");
  });

  it("the audits page lists every alternative with its verdict input", () => {
    const view = auditsPageView("verifier-fine", genericStoredResult(), new Map(), new Map());
    expect(view.judges[0].alternatives.map((a) => [a.variant, a.rejected])).toEqual([
      ["key order reversed in every object", false],
      ["numbers with a decimal point (1 as 1.0)", true],
      ["labels in Unicode NFD", false],
    ]);
    expect(view.judges[0].probes?.total).toBe(30);
  });
});
