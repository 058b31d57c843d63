import { describe, expect, it } from "vitest";
import { readToolHistogram } from "./tool-histogram";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("readToolHistogram: the tool calls a digest counts", () => {
  it.each([
    ["uniq -c", "    280 Read\n    146 Bash\n      9 Write\n", 435, ["Read", "Bash", "Write"]],
    ["name: count", "# tool calls of fable-run\nRead: 280\nBash: 146\n\nWrite: 9\n", 435, ["Read", "Bash", "Write"]],
    ["tab separated", "exec_command\t120\nview_image\t20\n", 140, ["exec_command", "view_image"]],
    ["name count", "exec_command 120\nview_image 20\n", 140, ["exec_command", "view_image"]],
    ["a total line that agrees", "Read: 280\nBash: 146\nTotal: 426\n", 426, ["Read", "Bash"]],
    ["name = count, CRLF", "mcp__ffmpeg = 3\r\nRead = 4\r\n", 7, ["mcp__ffmpeg", "Read"]],
  ])("%s", (_label, text, total, names) => {
    const r = readToolHistogram(bytes(text));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.histogram.total).toBe(total);
      expect(r.histogram.tools.map((t) => t.name)).toEqual(names);
    }
  });

  it.each([
    [
      "a line without a count",
      "Read: 280\nlots of Bash\n",
      { line: 2, reason: 'expected "<count> <tool>" or "<tool>: <count>", found "lots of Bash"' },
    ],
    ["a fractional count", "Read: 2.5\n", { line: 1, reason: 'expected "<count> <tool>" or "<tool>: <count>", found "Read: 2.5"' }],
    ["a tool counted twice", "Read: 1\nRead: 2\n", { line: 2, field: "Read", reason: "Read is counted twice" }],
    [
      "a total that is not the sum",
      "Read: 280\nBash: 146\ntotal: 435\n",
      { line: 3, field: "total", reason: "the stated total 435 is not the sum of the counts (426)" },
    ],
    ["an empty file", "\n# nothing\n", { reason: "no tool counts" }],
  ])("refuses %s", (_label, text, problem) => {
    expect(readToolHistogram(bytes(text))).toEqual({ ok: false, problem });
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(readToolHistogram(new Uint8Array([0xc3]))).toEqual({ ok: false, problem: { reason: "not valid UTF-8" } });
  });
});
