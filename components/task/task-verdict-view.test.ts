import { describe, expect, it } from "vitest";
import type { GateOutcome } from "@/lib/gates/types";
import { computedVerdict, verdictView } from "./task-verdict-view";

const at = (file: string, line: number) => ({ file, line });

describe("verdictView", () => {
  it("no verdict, no panel", () => expect(verdictView(null)).toBeNull());
  it("one statement: its kind, words and line", () => {
    const v = { verdict: "passes", text: "The difficulty gate passes", source: at("calibration/scores.md", 111) };
    expect(verdictView({ ...v, statements: [v] })).toEqual({
      kind: "passes",
      label: "passes",
      // the contributor's words are a claim: neutral, never the green of a measured pass
      badge: "claim",
      text: "The difficulty gate passes",
      where: "calibration/scores.md:111",
      others: [],
    });
  });
  it.each([
    ["passes", true],
    ["undetermined", false],
    ["stated", false],
  ])("another file saying %s contradicts an undetermined verdict: %s", (other, contradicts) => {
    const v = { verdict: "undetermined", text: "UNDETERMINED", source: at("calibration/scores.md", 3) };
    const spec = { verdict: other, text: "x", source: at("SPEC.md", 9) };
    const view = verdictView({ ...v, statements: [v, spec] })!;
    expect(view.others).toEqual([expect.objectContaining({ where: "SPEC.md:9", contradicts })]);
  });
});

describe("computedVerdict: the gates' verdict shown beside the contributor's claim", () => {
  const cases: [GateOutcome[], string, string][] = [
    [["pass", "pass"], "passes on measured evidence", "pass"],
    [["pass", "insufficient"], "not shown yet", "insufficient"],
    [["pass", "claimed"], "not shown yet", "insufficient"],
    [["claimed", "fail", "pass"], "does not pass", "fail"],
  ];
  it.each(cases)("%j -> %s", (outcomes, label, badge) => {
    expect(computedVerdict(outcomes.map((outcome) => ({ outcome })))).toEqual({ label, badge });
  });

  it("every kind the contributor states gets the neutral claim badge", () => {
    for (const kind of ["passes", "does_not_pass", "undetermined", "stated", "something else"]) {
      const v = { verdict: kind, text: "x", source: at("calibration/scores.md", 1) };
      expect(verdictView({ ...v, statements: [v] })!.badge).toBe("claim");
    }
  });
});
