import { describe, expect, it } from "vitest";
import { jsonStatements, keyValueStatements, lineOf, markdownStatements } from "./statements";

const view = (file: string, text: string) =>
  markdownStatements(file, text).map((s) => ({ text: s.text, line: s.lines[0], context: s.context, tableRow: s.tableRow }));

describe("markdownStatements", () => {
  it("sentences keep the line they start on; emphasis and backticks are dropped", () => {
    const got = view("a.md", "The **Codex** run is `pre-contract`. The Claude run\nwas interrupted.\n");
    expect(got).toEqual([
      { text: "The Codex run is pre-contract.", line: 1, context: [], tableRow: false },
      { text: "The Claude run was interrupted.", line: 1, context: [], tableRow: false },
    ]);
  });
  it("a match on a wrapped line is cited at that line", () => {
    const [s] = markdownStatements("a.md", "one two three\nfour reconstruction\n");
    expect(lineOf(s, s.text.indexOf("reconstruction"))).toBe(2);
    expect(lineOf(s, 0)).toBe(1);
  });
  it("headings and bold leads are the context of what follows; list items are their own paragraphs", () => {
    const got = view("a.md", "## Claude Code\n\n**Antigravity — notes.** It was coached.\n- **video-only** — replayed.\n- plain item\n");
    expect(got).toEqual([
      { text: "Claude Code", line: 1, context: [], tableRow: false },
      { text: "Antigravity — notes.", line: 3, context: ["Claude Code", "Antigravity — notes."], tableRow: false },
      { text: "It was coached.", line: 3, context: ["Claude Code", "Antigravity — notes."], tableRow: false },
      { text: "- video-only — replayed.", line: 4, context: ["Claude Code", "video-only"], tableRow: false },
      { text: "- plain item", line: 5, context: ["Claude Code"], tableRow: false },
    ]);
  });
  it("table rows are statements at their own line; the header (column names) and the rule line are not", () => {
    expect(view("a.md", "| a | b |\n|---|---|\n| Codex | 0.1 |\n")).toEqual([
      { text: "| Codex | 0.1 |", line: 3, context: [], tableRow: true },
    ]);
  });
  it("code fences are skipped, a YAML fence is read key by key, a deeper heading replaces a sibling", () => {
    const text =
      "# A\n## B\n```bash\nclaude --append-system-prompt x\n```\n## C\n```yaml\nx: one\n  y: two\n    continued\n# comment\n```\n";
    expect(view("SPEC.md", text)).toEqual([
      { text: "A", line: 1, context: [], tableRow: false },
      { text: "B", line: 2, context: ["A"], tableRow: false },
      { text: "C", line: 6, context: ["A"], tableRow: false },
      { text: "x: one", line: 8, context: ["A", "C"], tableRow: false },
      { text: "y: two continued", line: 9, context: ["A", "C"], tableRow: false },
    ]);
  });
});

describe("jsonStatements and keyValueStatements", () => {
  it("every string field of every object, with the files that object names and the line it is on", () => {
    const text = JSON.stringify({ artifacts: [{ file: "codex.jsonl", solution: "codex.solution.json", status: "pre-contract" }] }, null, 2);
    expect(jsonStatements("m.json", text, JSON.parse(text)).map((s) => [s.text, s.lines[0], s.objectFiles, s.context])).toEqual([
      ["status: pre-contract", 6, ["codex.jsonl", "codex.solution.json"], ["artifacts"]],
    ]);
  });
  it("key: value lines, blank lines skipped", () => {
    expect(keyValueStatements("r.txt", "a: 1\n\nend: usage limit\n").map((s) => [s.text, s.lines[0]])).toEqual([
      ["a: 1", 1],
      ["end: usage limit", 3],
    ]);
  });
});
