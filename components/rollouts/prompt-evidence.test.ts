import { describe, expect, it } from "vitest";
import { instructionMentions } from "./prompt-evidence";

describe("instructionMentions: what the log shows of the prompt", () => {
  it.each([
    [
      "an ls -l listing the earlier instruction's size",
      [
        { index: 0, text: "system prompt" },
        { index: 3, text: "total 12\n-r--r--r-- 1 agent agent 6887 Aug 12 20:51 instruction.md\ndrwxr-xr-x 2 agent agent 4096 media" },
      ],
      [{ step: 3, excerpt: "-r--r--r-- 1 agent agent 6887 Aug 12 20:51 instruction.md" }],
    ],
    ["nothing names it", [{ index: 0, text: "ls\nmedia" }], []],
    [
      "a long line is cut",
      [{ index: 1, text: `cat /workspace/instruction.md ${"x".repeat(300)}` }],
      [{ step: 1, excerpt: `cat /workspace/instruction.md ${"x".repeat(300)}`.slice(0, 160) + "…" }],
    ],
  ])("%s", (_label, steps, expected) => {
    expect(instructionMentions(steps)).toEqual(expected);
  });

  it("keeps at most `max` mentions, in step order", () => {
    const steps = Array.from({ length: 10 }, (_, i) => ({ index: i, text: `wc -c instruction.md # ${i}` }));
    expect(instructionMentions(steps, 2).map((m) => m.step)).toEqual([0, 1]);
  });
});
