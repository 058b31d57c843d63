import { describe, expect, it } from "vitest";
import { renderBlocks, renderSection, renderText } from "./render-blocks";
import { findingsFromStored } from "./stored-findings";

describe("renderText", () => {
  it.each([
    ["plain", false, "plain"],
    [["ran ", { code: "0963eb1a…c3e1" }, ", not ", { strong: "shipped" }], false, "ran `0963eb1a…c3e1`, not **shipped**"],
    [["a | b ", { code: "x|y" }], true, "a \\| b `x\\|y`"],
    ["", true, "—"],
    ["<b>x</b>\nnext", false, "&lt;b&gt;x&lt;/b&gt; next"],
    [[{ strong: "" }, "x"], false, "x"],
  ] as const)("%j (cell %s) -> %j", (text, inCell, out) => {
    expect(renderText(text as never, inCell)).toBe(out);
  });
});

describe("renderBlocks", () => {
  it("keeps a paragraph a paragraph", () => {
    expect(renderBlocks([{ kind: "paragraph", text: "# not a heading" }])).toEqual(["\\# not a heading"]);
    expect(renderBlocks([{ kind: "paragraph", text: "| not a table" }])).toEqual(["\\| not a table"]);
  });
  it("renders a table with alignment and drops empty blocks", () => {
    expect(
      renderBlocks([
        { kind: "bullets", items: [] },
        {
          kind: "table",
          columns: [{ title: "a" }, { title: "n", align: "right" }],
          rows: [
            ["x", "1"],
            ["", "2"],
          ],
        },
        { kind: "table", columns: [{ title: "empty" }], rows: [] },
      ]),
    ).toEqual(["| a | n |", "|---|---:|", "| x | 1 |", "| — | 2 |"]);
  });
  it("folds details with the blank line GitHub needs", () => {
    expect(renderBlocks([{ kind: "details", summary: "2 more", blocks: [{ kind: "bullets", items: ["a", "b"] }] }])).toEqual([
      "<details>",
      "<summary>2 more</summary>",
      "",
      "- a",
      "- b",
      "",
      "</details>",
    ]);
    expect(renderBlocks([{ kind: "details", summary: "nothing", blocks: [{ kind: "bullets", items: [] }] }])).toEqual([]);
  });
  it("says None. for an empty section", () => {
    expect(renderSection({ id: "x", title: "Audits <b>", blocks: [] })).toEqual(["### Audits &lt;b&gt;", "", "None."]);
  });
});

describe("findingsFromStored", () => {
  it.each([
    ["an unknown severity reads as a warning", { message: "m", severity: "fatal" }, { severity: "warning" }],
    ["a blank message is skipped", { message: "  ", severity: "error" }, null],
    ["a non-string message is skipped", { message: 3 }, null],
    ["a fractional line is absent", { message: "m", line: 1.5 }, { line: null }],
    ["a blank file and a numeric field are absent", { message: "m", file: " ", field: 7 }, { file: null, field: null }],
    ["null is skipped", null, null],
  ])("%s", (_name, entry, expected) => {
    const out = findingsFromStored([entry]);
    if (expected === null) expect(out).toEqual([]);
    else expect(out[0]).toMatchObject(expected);
  });

  it("reads stored findings defensively", () => {
    expect(
      findingsFromStored(
        [
          { code: "c", file: "SPEC.md", line: 56, field: "yaml card", message: "broken", severity: "error" },
          { message: "no severity" },
          { severity: "info" },
          "junk",
          { message: "bad line", line: -1, severity: "info" },
        ],
        "row A",
      ),
    ).toEqual([
      { severity: "error", file: "SPEC.md", line: 56, field: "yaml card", message: "broken", row: "row A" },
      { severity: "warning", file: null, line: null, field: null, message: "no severity", row: "row A" },
      { severity: "info", file: null, line: null, field: null, message: "bad line", row: "row A" },
    ]);
    expect(findingsFromStored(null)).toEqual([]);
  });
});
