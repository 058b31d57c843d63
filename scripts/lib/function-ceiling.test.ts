import { describe, expect, it } from "vitest";
import { functionCeilingProblems, type MeasuredFunction } from "./function-ceiling";

const fn = (name: string, lines: number): MeasuredFunction => ({ file: "lib/a.ts", name, lines });
const why = "a table, one entry a line";

describe("functionCeilingProblems", () => {
  it.each<[string, MeasuredFunction[], Record<string, { lines: number; why: string }>, number]>([
    ["nothing over the ceiling", [fn("small", 80)], {}, 0],
    ["a function over the ceiling, not listed", [fn("big", 81)], {}, 1],
    ["a listed function at its listed length", [fn("big", 120)], { "lib/a.ts big": { lines: 120, why } }, 0],
    ["a listed function that shrank but is still over", [fn("big", 90)], { "lib/a.ts big": { lines: 120, why } }, 0],
    ["a listed function that grew", [fn("big", 121)], { "lib/a.ts big": { lines: 120, why } }, 1],
    ["a listed function now under the ceiling (stale entry)", [fn("big", 80)], { "lib/a.ts big": { lines: 120, why } }, 1],
    ["a listed function that no longer exists", [], { "lib/a.ts gone": { lines: 120, why } }, 1],
  ])("%s", (_, found, exceptions, problems) => {
    expect(functionCeilingProblems(found, exceptions, 80)).toHaveLength(problems);
  });

  it("names the function and both lengths when an exception grows", () => {
    expect(functionCeilingProblems([fn("big", 121)], { "lib/a.ts big": { lines: 120, why } }, 80)).toEqual([
      "lib/a.ts big: 121 lines, its exception allows 120",
    ]);
  });
});
