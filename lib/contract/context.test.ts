// Context excerpts, table-tested on a five-line file: the cited line with two neighbours each side,
// clipped at the file's edges; no context without a line, for a file the reader cannot give, or
// for a line past the end (a stale line never shows the wrong text).
import { describe, expect, it } from "vitest";
import { withContext } from "./context";
import type { ContractFinding } from "./types";

const FILE = ["one", "two", "three", "four", "five"].join("\n");
const finding = (line: number | null, file = "a.md"): ContractFinding => ({
  code: "doc_contradicts_constant",
  severity: "error",
  file,
  line,
  message: "m",
  evidence: "e",
  fix: "f",
});
const read = (path: string) => (path === "a.md" ? FILE : null);

describe("withContext", () => {
  it.each([
    ["the middle", 3, { firstLine: 1, lines: ["one", "two", "three", "four", "five"] }],
    ["the first line", 1, { firstLine: 1, lines: ["one", "two", "three"] }],
    ["the last line", 5, { firstLine: 3, lines: ["three", "four", "five"] }],
    ["no line", null, undefined],
    ["past the end", 9, undefined],
  ])("%s", (_, line, expected) => expect(withContext([finding(line)], read)[0].context).toEqual(expected));

  it("a file the reader cannot give (binary, history-only) gets none; a long line is cut", () => {
    expect(withContext([finding(1, "blob.bin")], read)[0].context).toBeUndefined();
    const [f] = withContext([finding(1)], () => "x".repeat(1000));
    expect(f.context!.lines[0]).toHaveLength(241);
  });
});
