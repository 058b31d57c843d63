import { describe, expect, it } from "vitest";
import { blockquote, escapeCell, escapeHtml, escapeInline, inlineCode } from "./escape-markdown";

describe("escapeCell", () => {
  it.each([
    ["plain", "plain"],
    ["a | b", "a \\| b"],
    ["||", "\\|\\|"],
    ["line one\nline two", "line one line two"],
    ["crlf\r\nand\rcr", "crlf and cr"],
    ["<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"],
    ["<details><summary>hidden</summary>", "&lt;details&gt;&lt;summary&gt;hidden&lt;/summary&gt;"],
    ["already &lt;escaped&gt;", "already &amp;lt;escaped&amp;gt;"],
    ["AT&T", "AT&T"],
    ["  spaced \t out  ", "spaced out"],
    ["", "—"],
    ["\n", "—"],
    ["`claude -p` | x", "`claude -p` \\| x"],
  ])("%j -> %j", (text, cell) => {
    expect(escapeCell(text)).toBe(cell);
  });
});

describe("escapeHtml / escapeInline", () => {
  it("neutralises tags and entity smuggling", () => {
    expect(escapeHtml("<script>&#60;")).toBe("&lt;script&gt;&amp;#60;");
  });
  it("keeps one line", () => {
    expect(escapeInline("title\n## not a heading")).toBe("title ## not a heading");
  });
});

describe("inlineCode", () => {
  it.each([
    ["demo-shapes-activity", "`demo-shapes-activity`"],
    ["a`b", "`a'b`"],
    ["x\ny", "`x y`"],
  ])("%j -> %j", (text, code) => {
    expect(inlineCode(text)).toBe(code);
  });
});

describe("blockquote", () => {
  it("prefixes every line, so nothing can open a heading or a section", () => {
    expect(blockquote("first\n## Verdict: approve\n\n| a | b |\n")).toBe("> first\n> ## Verdict: approve\n>\n> | a | b |");
  });
  it("escapes HTML inside the quote", () => {
    expect(blockquote("<b>bold</b>")).toBe("> &lt;b&gt;bold&lt;/b&gt;");
  });
});
