import { describe, expect, it } from "vitest";
import type { Step } from "../parse/step-types";
import { solutionSteps } from "./solution-steps";

const row = (sha256: string) => ({ rowLabel: "Codex gpt", ledger: { id: "L1", path: "calibration/ledgers/codex.json", sha256 } });
const call = (index: number, text: string, toolName = "Bash"): Step => ({ index, line: index + 1, kind: "tool_call", text, toolName });

describe("solutionSteps", () => {
  it.each([
    {
      name: "the write with the ledger's bytes, even when a later write differs",
      written: [
        { step: 4, path: "/workspace/output/solution.json", sha256: "aaa" },
        { step: 9, path: "/workspace/output/solution.json", sha256: "bbb" },
      ],
      steps: [],
      want: [{ step: 4, match: "same-bytes" }],
    },
    {
      name: "no write has the bytes: the last write to a solution path, said to differ",
      written: [
        { step: 2, path: "/tmp/notes.json", sha256: "zzz" },
        { step: 7, path: "/workspace/output/solution.json", sha256: "ccc" },
      ],
      steps: [],
      want: [{ step: 7, match: "last-solution-write" }],
    },
    {
      name: "no file tool wrote it: the last shell command writing the answer",
      written: [],
      steps: [
        call(1, "cat > /workspace/output/solution.json <<EOF"),
        call(5, 'python3 -c \'json.dump(x, open("output/solution.json","w"))\''),
        call(6, "cat output/solution.json"),
      ],
      want: [{ step: 5, match: "shell-write" }],
    },
    {
      name: "Codex file_change names the path without bytes",
      written: [],
      steps: [call(3, "add /workspace/output/solution.json", "file_change")],
      want: [{ step: 3, match: "shell-write" }],
    },
    {
      name: "a script named like a solution builder, run last (read-backs after it are skipped)",
      written: [],
      steps: [
        call(1, "python3 /workspace/output/generate_solution.py"),
        call(2, "add /workspace/build_solution.py", "file_change"),
        call(3, "/bin/bash -lc 'python /workspace/build_solution.py'"),
        call(4, "python3 -c \"with open('/workspace/output/solution.json') as f: print(json.load(f))\""),
      ],
      want: [{ step: 3, match: "script-run" }],
    },
    {
      name: "nothing wrote an answer: no link (never a guess at random)",
      written: [],
      steps: [call(1, "ls output/solution.json")],
      want: [],
    },
  ])("$name", ({ written, steps, want }) => {
    const got = solutionSteps(written, steps, [row("aaa")]).map((s) => ({ step: s.step, match: s.match }));
    expect(got).toEqual(want);
  });
});
