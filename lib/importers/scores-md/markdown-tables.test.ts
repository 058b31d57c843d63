import { describe, expect, it } from "vitest";
import { parseMarkdown } from "./markdown-tables";
import { parseScoresMd } from "./parse-scores-md";

describe("parseMarkdown reads tables as GitHub renders them", () => {
  it("a table without a leading pipe, with its line numbers", () => {
    const doc = parseMarkdown("# Runs\n\nharness | model | score\n--- | --- | ---\nCodex CLI | gpt-5.6 | **0.05**\n");
    expect(doc.tables).toHaveLength(1);
    expect(doc.tables[0]).toMatchObject({ headers: ["harness", "model", "score"], lineStart: 3, lineEnd: 5, heading: "Runs" });
    expect(doc.tables[0].rows).toEqual([{ line: 5, cells: ["Codex CLI", "gpt-5.6", "**0.05**"] }]);
  });

  it("a table inside a list item keeps its source line", () => {
    const doc = parseMarkdown("- Runs:\n\n  | harness | score |\n  |---|---|\n  | Claude Code | 0.04 |\n");
    expect(doc.tables[0].rows).toEqual([{ line: 5, cells: ["Claude Code", "0.04"] }]);
  });

  it("an indented code block and a fenced block are not tables", () => {
    const doc = parseMarkdown("Example:\n\n    | harness | score |\n    |---|---|\n    | X | 1 |\n\n```\n| a | b |\n|---|---|\n```\n");
    expect(doc.tables).toEqual([]);
    expect(doc.proseLines).toEqual([1]);
  });

  it("an escaped pipe stays inside its cell", () => {
    const doc = parseMarkdown("| a | b |\n|---|---|\n| `x \\| y` | 2 |\n");
    expect(doc.tables[0].rows[0].cells).toEqual(["`x | y`", "2"]);
  });

  it("rows come out of a pipe-less table in a list the same as from a plain one", () => {
    const plain = parseScoresMd("| harness | model | reward |\n|---|---|---|\n| Codex CLI | gpt-5.6-sol | 0.030 |\n");
    const listed = parseScoresMd("- lineup\n\n  harness | model | reward\n  ---|---|---\n  Codex CLI | gpt-5.6-sol | 0.030\n");
    expect(listed.rows.map((r) => [r.harness, r.model, r.claimedScore])).toEqual(
      plain.rows.map((r) => [r.harness, r.model, r.claimedScore]),
    );
    expect(listed.rows[0].sourceLine).toBe(5);
  });
});
