import { describe, expect, it } from "vitest";
import { verdictView } from "./task-verdict-view";

const at = (file: string, line: number) => ({ file, line });

describe("verdictView", () => {
  it("no verdict, no panel", () => expect(verdictView(null)).toBeNull());
  it("one statement: its kind, words and line", () => {
    const v = { verdict: "passes", text: "The difficulty gate passes", source: at("calibration/scores.md", 111) };
    expect(verdictView({ ...v, statements: [v] })).toEqual({
      kind: "passes",
      label: "passes",
      badge: "pass",
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
