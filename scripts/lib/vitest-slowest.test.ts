import { describe, expect, it } from "vitest";
import { fileDurations, slowestTable } from "./vitest-slowest";

const ROOT = "/repo";
const file = (name: string, startTime: unknown, endTime: unknown, tests = 1) => ({
  name,
  startTime,
  endTime,
  assertionResults: Array.from({ length: tests }, () => ({})),
});

describe("fileDurations", () => {
  it("orders files slowest first, relative to the root, ties by path", () => {
    const report = {
      testResults: [file("/repo/a.test.ts", 1000, 1500, 2), file("/repo/lib/b.test.ts", 0, 3000), file("/repo/c.test.ts", 10, 510)],
    };
    expect(fileDurations(report, ROOT)).toEqual([
      { file: "lib/b.test.ts", ms: 3000, tests: 1 },
      { file: "a.test.ts", ms: 500, tests: 2 },
      { file: "c.test.ts", ms: 500, tests: 1 },
    ]);
  });

  it.each([
    ["no start time", file("/repo/x.test.ts", undefined, 5)],
    ["a string end time", file("/repo/x.test.ts", 0, "5")],
    ["an infinite end time", file("/repo/x.test.ts", 0, Infinity)],
    ["no name", { startTime: 0, endTime: 5 }],
    ["null", null],
  ])("leaves out a file with %s", (_why, entry) => {
    expect(fileDurations({ testResults: [entry, file("/repo/ok.test.ts", 0, 7)] }, ROOT)).toEqual([
      { file: "ok.test.ts", ms: 7, tests: 1 },
    ]);
  });

  it("keeps a path outside the root whole and never reports a negative time", () => {
    expect(fileDurations({ testResults: [file("/elsewhere/x.test.ts", 9, 4, 0)] }, ROOT)).toEqual([
      { file: "/elsewhere/x.test.ts", ms: 0, tests: 0 },
    ]);
  });

  it.each([[null], [{}], [{ testResults: "x" }]])("refuses a report without testResults: %j", (report) => {
    expect(() => fileDurations(report, ROOT)).toThrow(/no testResults array/);
  });
});

describe("slowestTable", () => {
  const durations = [
    { file: "b.test.ts", ms: 3000, tests: 4 },
    { file: "a.test.ts", ms: 750, tests: 1 },
    { file: "c.test.ts", ms: 250, tests: 2 },
  ];

  it("prints the top N with seconds and each file's share of the sum", () => {
    expect(slowestTable(durations, 2)).toEqual([
      "slowest 2 of 3 vitest files (sum of file times 4.0 s):",
      "    3.0 s  75%  b.test.ts (4 tests)",
      "    0.8 s  19%  a.test.ts (1 tests)",
    ]);
  });

  it("prints every file when there are fewer than N, and an empty report without dividing by zero", () => {
    expect(slowestTable(durations, 10)).toHaveLength(4);
    expect(slowestTable([], 10)).toEqual(["slowest 0 of 0 vitest files (sum of file times 0.0 s):"]);
    expect(slowestTable([{ file: "z.test.ts", ms: 0, tests: 0 }], 1)[1]).toBe("    0.0 s   0%  z.test.ts (0 tests)");
  });
});
