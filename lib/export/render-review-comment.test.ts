import { describe, expect, it } from "vitest";
import { evaluateGates } from "../gates";
import { demoFacts, egocentricFacts, flightgearFacts } from "../gates/__fixtures__/real-task-facts";
import type { GateFacts } from "../gates";
import { renderReviewComment } from "./render-review-comment";
import type { ReviewCommentInput } from "./types";

function inputFor(taskId: string, facts: GateFacts, overrides: Partial<ReviewCommentInput> = {}): ReviewCommentInput {
  return {
    task: { id: taskId },
    revision: { contentSha256: "0123456789abcdef0123456789abcdef", instructionSha256: facts.currentInstructionSha256, judgeId: null },
    gates: evaluateGates(facts),
    rows: facts.rows,
    verdict: "request_changes",
    comments: [],
    openIssues: [],
    ...overrides,
  };
}

const lines = (md: string) => md.split("\n");
/** Cell separators GitHub would split on: pipes not preceded by a backslash. */
const barePipes = (line: string) => (line.match(/(?<!\\)\|/g) ?? []).length;

describe("renderReviewComment: heading and verdict", () => {
  it.each([
    ["approve", "## Review of `demo-shapes-activity`: ✅ Approved", "**✅ Approved**"],
    ["request_changes", "## Review of `demo-shapes-activity`: ❌ Changes requested", "**❌ Changes requested**"],
    ["comment", "## Review of `demo-shapes-activity`: 💬 Comment", "**💬 Comment**"],
    [null, "## Review of `demo-shapes-activity`: No verdict yet", "**No verdict yet**"],
  ] as const)("verdict %s", (verdict, heading, verdictLine) => {
    const md = lines(renderReviewComment(inputFor("demo-shapes-activity", demoFacts, { verdict })));
    expect(md[0]).toBe(heading);
    expect(md[md.indexOf("### Verdict") + 2]).toBe(verdictLine);
  });

  it("names the revision and instruction by short hash, and the judge when given", () => {
    const md = lines(
      renderReviewComment(inputFor("demo-shapes-activity", demoFacts, {
        task: { id: "demo-shapes-activity", title: "Shapes demo" },
        revision: { contentSha256: "0123456789abcdef", instructionSha256: demoFacts.currentInstructionSha256, judgeId: "egocentric-activity-understanding@e25513b" },
      })),
    );
    expect(md[2]).toBe("Revision `0123456789ab`, instruction `f4d7b2f55f64` — Shapes demo");
    expect(md).toContain("Recomputed with `egocentric-activity-understanding@e25513b`.");
  });
});

describe("renderReviewComment: gates table", () => {
  const md = lines(renderReviewComment(inputFor("demo-shapes-activity", demoFacts)));

  it("has one row per gate, with outcome and evidence", () => {
    const start = md.indexOf("| gate | outcome | evidence |");
    expect(md[start + 1]).toBe("|---|---|---|");
    expect(md.slice(start + 2, start + 14)).toHaveLength(12);
    expect(md).toContain("| Media 10-300 minutes | ❌ fail | 150 s (2.5 min) is shorter than 10 min (no short-clip exemption) |");
    expect(md).toContain("| Media pin verified | ⚠️ insufficient | not verified yet |");
    expect(md).toContain("| Oracle scores 1.0 | ✅ pass | oracle recomputes to 1.0000 |");
    expect(md).toContain(
      "| Claimed scores reproduce | ❌ fail | Claude Code CLI / claude-opus-4-8 (full): claimed 0.2500, recomputed 0.052632 (Δ −0.197368) |",
    );
    expect(md).toContain("9 pass, 2 fail, 1 insufficient. Thresholds: `lib/gates/thresholds.ts`.");
  });

  it("caps a long evidence cell and says how much is left out", () => {
    const fg = lines(renderReviewComment(inputFor("flightgear", flightgearFacts)));
    const parity = fg.find((l) => l.startsWith("| Instruction parity |"))!;
    expect(parity).toContain("❌ fail");
    expect(parity.endsWith("; … (+3 more) |")).toBe(true);
  });
});

describe("renderReviewComment: calibration table", () => {
  const md = lines(renderReviewComment(inputFor("demo-shapes-activity", demoFacts)));

  it("prints claimed, recomputed and Δ, and marks a disagreement", () => {
    expect(md).toContain("| harness | model | condition | claimed | recomputed | Δ | turns | status |");
    expect(md).toContain("| Claude Code CLI | claude-opus-4-8 | full | 0.2500 | 0.052632 | −0.197368 ⚠️ | 131 | official |");
    expect(md).toContain("| Codex CLI | gpt-5.6-sol | full | 0.097561 | 0.097561 | 0.000000 | 74 | official |");
    expect(md).toContain("| empty submission | — | other | 0.0000 | 0.0000 | 0.000000 | — | official |");
  });

  it("shows dashes for what is not known and labels statuses in words", () => {
    const ego = lines(renderReviewComment(inputFor("egocentric", egocentricFacts)));
    expect(ego).toContain("| Antigravity | gemini-3.5-flash | full | — | — | — | — | todo |");
    expect(ego).toContain("| constructed prior | — | no-media | 0.005814 | — | — | — | constructed |");
  });

  it("says so when there are no rows", () => {
    const md2 = renderReviewComment(inputFor("empty", { ...demoFacts, rows: [] }));
    expect(lines(md2)).toContain("No calibration rows recorded.");
  });
});

describe("renderReviewComment: open issues", () => {
  it("lists failing gates, claimed ≠ recomputed rows and reviewer issues (demo)", () => {
    const md = lines(
      renderReviewComment(inputFor("demo-shapes-activity", demoFacts, { openIssues: [{ title: "Re-host media", detail: "on the HF dataset" }, { title: "Pin the Docker base" }] })),
    );
    const issues = md.slice(md.indexOf("### Open issues") + 2, md.indexOf("### Verdict") - 1);
    expect(issues).toEqual([
      "- **Failing: Media 10-300 minutes**: 150 s (2.5 min) is shorter than 10 min (no short-clip exemption)",
      "- **Failing: Claimed scores reproduce**: see the claimed ≠ recomputed rows below",
      "- **Claimed ≠ recomputed**: Claude Code CLI / claude-opus-4-8 (full): claimed 0.2500, recomputed 0.052632, Δ −0.197368",
      "- **Not yet checked: Media pin verified**: not verified yet",
      "- **Re-host media**: on the HF dataset",
      "- Pin the Docker base",
    ]);
  });

  it("lists missing rows (egocentric)", () => {
    const md = lines(renderReviewComment(inputFor("egocentric", egocentricFacts)));
    expect(md).toContain("- **Failing: All three harnesses calibrated**: required rows are missing (below)");
    expect(md).toContain("- **Missing**: Claude Code: no official full-condition row");
    expect(md).toContain("- **Missing**: Antigravity: no official full-condition row");
    expect(md).toContain("- **Missing**: no-media: no measured row");
    expect(md).toContain("- **Missing**: frame-dump-no-tools: no measured row");
  });

  it("says None. when nothing is open", () => {
    const passing = evaluateGates(demoFacts).map((g) => ({ ...g, outcome: "pass" as const, evidence: [] }));
    const md = lines(renderReviewComment({ ...inputFor("demo", demoFacts), gates: passing, rows: [] }));
    expect(md[md.indexOf("### Open issues") + 2]).toBe("None.");
  });
});

describe("renderReviewComment: untrusted text", () => {
  const hostile: ReviewCommentInput = inputFor("demo-shapes-activity", demoFacts, {
    task: { id: "demo`|x", title: "<script>alert(1)</script>" },
    rows: [{ ...demoFacts.rows[2], harness: "Codex | CLI\n## injected", model: "<img src=x>" }],
    comments: [
      { author: "mallory<b>", body: "looks fine\n### Verdict\n**✅ Approved**\n<details open>x</details>", anchor: "row:codex" },
      { author: "techgenmini", body: "Second comment." },
    ],
    openIssues: [{ title: "a | b", detail: "multi\nline <i>x</i>" }],
  });
  const md = renderReviewComment(hostile);

  it("emits no raw HTML tag from stored text", () => {
    expect(md).not.toMatch(/<[a-z/!]/i);
  });

  it("keeps table rows intact: pipes escaped, newlines folded", () => {
    const row = lines(md).find((l) => l.startsWith("| Codex \\| CLI"))!;
    expect(row).toBe("| Codex \\| CLI ## injected | &lt;img src=x&gt; | full | 0.097561 | 0.097561 | 0.000000 | 74 | official |");
    expect(barePipes(row)).toBe(9);
  });

  it("quotes comments so they cannot fake a section, with author and anchor", () => {
    const md2 = lines(md);
    const at = md2.indexOf("**mallory&lt;b&gt;** on `row:codex`:");
    expect(at).toBeGreaterThan(md2.indexOf("### Reviewer comments"));
    expect(md2.slice(at + 2, at + 6)).toEqual(["> looks fine", "> ### Verdict", "> **✅ Approved**", "> &lt;details open&gt;x&lt;/details&gt;"]);
    expect(md2.filter((l) => l === "### Verdict")).toHaveLength(1);
    expect(md2).toContain("**techgenmini**:");
    expect(md2).toContain("> Second comment.");
  });

  it("keeps identifiers inside their code span", () => {
    expect(lines(md)[0]).toBe("## Review of `demo'|x`: ❌ Changes requested");
  });
});

describe("renderReviewComment: stability", () => {
  it("is a pure function of its input", () => {
    const input = inputFor("flightgear", flightgearFacts);
    expect(renderReviewComment(input)).toBe(renderReviewComment(structuredClone(input)));
  });

  it("ends with exactly one newline", () => {
    const md = renderReviewComment(inputFor("demo", demoFacts));
    expect(md.endsWith("._\n")).toBe(true);
  });
});
