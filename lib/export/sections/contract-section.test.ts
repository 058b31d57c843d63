import { describe, expect, it } from "vitest";
import { contractGroups, contractSection } from "./contract-section";

const f = (code: string, line: number | null) => ({
  code,
  severity: "error" as const,
  file: "steps/solve/instruction.md",
  line,
  message: "m",
  evidence: "e",
  fix: "x",
});

describe("contract section", () => {
  it("groups findings by code in order and cites file:line", () => {
    const review = {
      findings: [f("a", 74), f("a", 75), f("b", null)],
      checks: [{ check: "repository_hygiene", state: "absent" as const, note: "no git history" }],
    };
    expect(contractGroups(review.findings).map((g) => [g.code, g.findings.length])).toEqual([
      ["a", 2],
      ["b", 1],
    ]);
    const s = contractSection(review);
    expect(s.blocks[1]).toEqual({
      kind: "bullets",
      items: [
        ["error: ", { code: "steps/solve/instruction.md:74" }, " m. Evidence: e. Fix: x"],
        ["error: ", { code: "steps/solve/instruction.md:75" }, " m. Evidence: e. Fix: x"],
      ],
    });
    expect(s.blocks[4]).toEqual({ kind: "bullets", items: [["not checked: ", { code: "repository_hygiene" }, " (no git history)"]] });
  });

  it("no findings says so, never 'passed'", () => {
    expect(contractSection({ findings: [], checks: [] }).blocks).toEqual([
      { kind: "paragraph", text: "No contract findings from the checks that ran." },
    ]);
  });
});
