// The contract's statement readers are linear in the text: on the hostile inputs of bench:text,
// four times the text gives about four times the regex work (characters, counted; no clock). The
// bound 6 is 4 (linear) with room for fixed costs; a quadratic reader gives about 16.
import { describe, expect, it } from "vitest";
import { HOSTILE_INPUTS } from "../importers/__tests__/hostile-text";
import { regexCharsRead } from "../importers/__tests__/regex-work";
import type { ScoringNumber } from "../judges/scoring-contract";
import { capStatements } from "./cap-statements";
import { proseRanges } from "./code-prose";
import { docConstantFindings } from "./doc-constants";
import { toleranceStatements } from "./tolerance-statements";
import { weightStatements } from "./weight-statements";

const SMALL = 8 * 1024;
const LINEAR_GROWTH_BOUND = 6;
const WEIGHTS: ScoringNumber[] = [
  { kind: "weight", key: "items_collected", label: "items", unit: "weight", value: 0.3, names: ["items"] },
  { kind: "weight", key: "explosions", label: "explosions", unit: "weight", value: 0.15 },
];

const READERS: [string, (text: string) => unknown][] = [
  ["cap statements", capStatements],
  ["tolerance statements", toleranceStatements],
  ["weight statements", (t) => weightStatements(t, WEIGHTS)],
  ["prose ranges of code", (t) => proseRanges("judge.py", t)],
  [
    "doc constants",
    (t) =>
      docConstantFindings([
        { path: "judge.py", text: t },
        { path: "README.md", text: t },
      ]),
  ],
];

describe.each(READERS)("%s: regex work grows linearly with the text", (_, read) => {
  it.each(HOSTILE_INPUTS.map((input) => [input.name, input] as const))("%s", (_name, input) => {
    const small = regexCharsRead(() => read(input.make(SMALL))).chars;
    const large = regexCharsRead(() => read(input.make(4 * SMALL))).chars;
    expect(large).toBeLessThanOrEqual(LINEAR_GROWTH_BOUND * Math.max(small, SMALL));
  });
});

describe("doc constants: one scan finds what a regex per constant found", () => {
  it("a mention stating another value is a finding at its line; the definition line and the executed value are not", () => {
    const judge = "AGENT_MAX = 0.10\nFRAME_TOL = 5\n# AGENT_MAX is 0.5 here\n# FRAME_TOL: 5\n";
    const readme = "Agents score at most AGENT_MAX (0.50).\nFRAME_TOL is 5 frames.\n";
    const found = docConstantFindings([
      { path: "judge.py", text: judge },
      { path: "README.md", text: readme },
    ]).map((f) => [f.file, f.line, f.message]);
    expect(found).toEqual([
      ["judge.py", 3, "judge.py:3 says AGENT_MAX is 0.5; judge.py:1 executes AGENT_MAX = 0.1"],
      ["README.md", 1, "README.md:1 says AGENT_MAX is 0.50; judge.py:1 executes AGENT_MAX = 0.1"],
    ]);
  });
});
