// The oracle a never-seen folder's verifier is run on (found by reading solve.sh as text), and the
// empty submission of its shape. Table-tested: each row is a folder layout and what a reviewer
// would take as its oracle.
import { describe, expect, it } from "vitest";
import { emptySubmissionOf, findOracle, solveShHeredoc, solveShSources } from "./verifier-submissions";

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);
const folder = (files: Record<string, string>) => new Map(Object.entries(files).map(([p, t]) => [p, enc(t)]));
const S = "steps/solve/solution/";

describe("findOracle", () => {
  const cases: [string, Record<string, string>, { path: string; how: string } | { reason: RegExp }][] = [
    ["oracle.json wins", { [`${S}oracle.json`]: "{}", [`${S}other.json`]: "[]" }, { path: `${S}oracle.json`, how: "solution/oracle.json" }],
    [
      "the file solve.sh copies, among several",
      {
        [`${S}solve.sh`]: "#!/bin/bash\n# cp nothing.json here\ncp /solution/answer.json /workspace/output/solution.json\n",
        [`${S}answer.json`]: "{}",
        [`${S}draft.json`]: "{}",
      },
      { path: `${S}answer.json`, how: "the file solve.sh copies (/solution/answer.json)" },
    ],
    [
      "quoted source with flags",
      { [`${S}solve.sh`]: 'cp -f "$DIR/ledger.json" /workspace/output/solution.json\n', [`${S}ledger.json`]: "{}", [`${S}x.json`]: "{}" },
      { path: `${S}ledger.json`, how: "the file solve.sh copies ($DIR/ledger.json)" },
    ],
    [
      "a heredoc solve.sh writes",
      { [`${S}solve.sh`]: "mkdir -p /workspace/output\ncat > /workspace/output/solution.json <<'EOF'\n{\"events\": [1]}\nEOF\n" },
      { path: `${S}solve.sh`, how: "the JSON solve.sh writes (heredoc)" },
    ],
    ["the only JSON in solution/", { [`${S}gold.json`]: "{}" }, { path: `${S}gold.json`, how: "the only JSON file in solution/" }],
    [
      "two JSON files and no solve.sh",
      { [`${S}a.json`]: "{}", [`${S}b.json`]: "{}" },
      { reason: /holds 2 JSON files and solve.sh names none/ },
    ],
    [
      "a solve.sh that generates",
      { [`${S}solve.sh`]: "python3 make.py > /workspace/output/solution.json\n" },
      { reason: /solve.sh copies or writes no JSON/ },
    ],
    ["nothing", {}, { reason: /solution\/ holds no JSON file/ }],
  ];
  it.each(cases)("%s", (_name, files, want) => {
    const got = findOracle(folder(files));
    if ("reason" in want) {
      expect(got.ok).toBe(false);
      expect(got.ok ? "" : got.reason).toMatch(want.reason);
    } else expect(got.ok && { path: got.path, how: got.how }).toEqual(want);
  });

  it("reads the heredoc's body exactly", () => {
    expect(solveShHeredoc('cat > out.json <<EOF\n{"a": 1}\nEOF\n')).toBe('{"a": 1}');
    expect(solveShHeredoc("cat <<EOF\nnot json target\nEOF\n")).toBeNull();
    expect(solveShSources("cp a.json b.json\n  install -m 644 c.json d\n# cp e.json f")).toEqual(["a.json", "c.json"]);
  });
});

describe("emptySubmissionOf", () => {
  it.each([
    ['{"events": [{"t": 1}], "n": 3}', '{"events":[],"n":3}'],
    ['{"a": {"b": [1, 2], "c": "x"}}', '{"a":{"b":[],"c":"x"}}'],
    ["[1, 2]", "[]"],
    ['\uFEFF{"x": []}', '{"x":[]}'],
  ])("%s -> %s", (oracle, empty) => {
    expect(dec(emptySubmissionOf(enc(oracle))!)).toBe(empty);
  });
  it("is null for bytes that are not JSON", () => expect(emptySubmissionOf(enc("{"))).toBeNull());
});
