import { describe, expect, it } from "vitest";
import { taskVerdictOf, verdictIn, verdictKind } from "./task-verdict";

describe("verdictIn: the task's own verdict line in one file", () => {
  it.each<[string, string, number, string] | [string, null]>([
    ["**Verdict:** DOES NOT PASS — the Claude row is a rejected document.", "does_not_pass", 1, "Verdict: DOES NOT PASS"],
    ["intro\n\n**Verdict: passes on all measured gates.**", "passes", 3, "passes on all measured gates."],
    ["## Verdict\n\nUndetermined until the Claude row is re-run.", "undetermined", 1, "Undetermined until"],
    ["## Verdict: inconclusive", "undetermined", 1, "inconclusive"],
    ["verdict: fails the ablation bar", "does_not_pass", 1, "fails the ablation bar"],
    [
      "**The difficulty gate is currently UNDETERMINED — none of the four rows is a clean measurement.**",
      "undetermined",
      1,
      "UNDETERMINED",
    ],
    ["The calibration DOES NOT PASS the strong-agent bar.", "does_not_pass", 1, "DOES NOT PASS"],
    ["**The difficulty gate passes, but read why before trusting it.**", "passes", 1, "gate passes"],
    // the explicit line wins over a shouted word earlier in the file
    ["It FAILS the old metric.\n\n**Verdict:** PASSES under the shipped judge.", "passes", 3, "PASSES under"],
    ["**Verdict:** ready for maintainer review", "stated", 1, "ready for maintainer review"],
  ])("%s -> %s", (text, kind, line?, contains?) => {
    const v = verdictIn("calibration/scores.md", text);
    expect(v?.verdict).toBe(kind);
    expect(v?.source.line).toBe(line);
    expect(v?.text).toContain(contains!.replace("Verdict: ", ""));
  });

  it.each([
    "| oracle | PASSES |", // one gate's result in a table
    "The oracle passes and the empty submission scores 0.", // not about the task's gate, not bold
    "Every probe returns 0.0000.",
    "",
  ])("no verdict: %s", (text) => {
    expect(verdictIn("calibration/scores.md", text)).toBeNull();
  });
});

describe("verdictKind", () => {
  it.each([
    ["does not pass", "does_not_pass"],
    ["blocked on the Claude re-run", "does_not_pass"],
    ["not yet determined", "undetermined"],
    ["PASS", "passes"],
    ["clears the family bar", "passes"],
    ["see below", "stated"],
  ])("%s -> %s", (words, kind) => {
    expect(verdictKind(words)).toBe(kind);
  });
});

describe("taskVerdictOf: scores.md and SPEC.md together", () => {
  const files = (scores: string, spec: string) =>
    new Map([
      ["calibration/scores.md", new TextEncoder().encode(scores)],
      ["SPEC.md", new TextEncoder().encode(spec)],
    ]);
  it("the most cautious statement is the task's, and a contradiction is a finding naming both lines", () => {
    const { verdict, findings } = taskVerdictOf(files("x\n**Verdict:** UNDETERMINED", "```yaml\nverdict: PASSES\n```"));
    expect(verdict).toMatchObject({ verdict: "undetermined", source: { file: "calibration/scores.md", line: 2 } });
    expect(verdict?.statements.map((s) => [s.source.file, s.verdict])).toEqual([
      ["calibration/scores.md", "undetermined"],
      ["SPEC.md", "passes"],
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        code: "verdict_contradiction",
        severity: "error",
        message: expect.stringMatching(/scores\.md:2 says .*SPEC\.md:2 says/),
      }),
    ]);
  });
  it("agreeing files raise no finding", () => {
    expect(taskVerdictOf(files("**Verdict:** passes", "verdict: PASSES")).findings).toEqual([]);
  });
  it("a verdict in other words cannot contradict", () => {
    expect(taskVerdictOf(files("**Verdict:** see the maintainer", "verdict: PASSES")).findings).toEqual([]);
  });
  it("no statement, no verdict", () => {
    expect(taskVerdictOf(files("# Calibration", "title: x"))).toEqual({ verdict: null, findings: [] });
  });
});
