import { describe, expect, it } from "vitest";
import { fileViewOf, parseJsonFile, textPage } from "./file-kind";

const enc = (s: string) => new TextEncoder().encode(s);

describe("file view", () => {
  it.each([
    ["calibration/scores.md", "# x", "markdown"],
    ["calibration/rollouts/a.jsonl", "{}\n", "jsonl"],
    ["calibration/results.json", "{}", "json"],
    ["calibration/notes.txt", "hi", "text"],
    ["calibration/clip.mp4", "\u0000\u0001", "binary"],
  ])("%s -> %s", (path, text, view) => expect(fileViewOf(path, enc(text))).toBe(view));

  it("gzip bytes are binary whatever the name", () => {
    expect(fileViewOf("x.jsonl", new Uint8Array([0x1f, 0x8b, 8]))).toBe("binary");
  });
});

describe("paging", () => {
  const lines = Array.from({ length: 100 }, (_, i) => `line ${String(i).padStart(3, "0")}`).join("\n") + "\n";
  it("pages cut at line ends and together give back the whole file", () => {
    const bytes = enc(lines);
    const first = textPage(bytes, 0, 100);
    expect(first.pages).toBe(Math.ceil(bytes.length / 100));
    let joined = "";
    for (let p = 0; p < first.pages; p++) joined += textPage(bytes, p, 100).text;
    expect(joined).toBe(lines);
    expect(first.text.endsWith("\n")).toBe(true);
  });
  it("a page past the end shows the last page", () => {
    expect(textPage(enc("abc"), 99).page).toBe(0);
  });
});

describe("json", () => {
  it("parses or says why not", () => {
    expect(parseJsonFile(enc('{"a":[1,2]}'))).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJsonFile(enc("{oops")).ok).toBe(false);
  });
});
