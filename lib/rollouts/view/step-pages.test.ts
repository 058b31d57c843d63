import { describe, expect, it } from "vitest";
import { cutText, pageContaining, pageRange, pageStarts } from "./step-pages";

const L = { maxSteps: 3, maxChars: 100, stepCap: 60 };

describe("pageStarts", () => {
  it.each([
    { name: "empty: one empty page", lengths: [], want: [0] },
    { name: "by step count", lengths: [1, 1, 1, 1, 1, 1, 1], want: [0, 3, 6] },
    { name: "by text budget", lengths: [50, 40, 20, 10], want: [0, 2] },
    { name: "a huge step counts only its cut head and still gets a page", lengths: [10, 5000, 5000, 1], want: [0, 2] },
  ])("$name", ({ lengths, want }) => expect(pageStarts(lengths, L)).toEqual(want));
});

describe("pageContaining / pageRange", () => {
  const starts = [0, 3, 6];
  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [7, 2],
    [99, 2],
  ])("position %d is on page %d", (pos, page) => expect(pageContaining(starts, pos)).toBe(page));
  it("ranges clamp to the pages there are", () => {
    expect(pageRange(starts, 7, 1)).toEqual({ page: 1, from: 3, to: 6 });
    expect(pageRange(starts, 7, 9)).toEqual({ page: 2, from: 6, to: 7 });
    expect(pageRange(starts, 7, -1)).toEqual({ page: 0, from: 0, to: 3 });
  });
});

describe("cutText", () => {
  it("keeps short text whole and says how much of a long one is left out", () => {
    expect(cutText("abc", 5)).toEqual({ text: "abc", omittedChars: 0 });
    expect(cutText("abcdefgh", 5)).toEqual({ text: "abcde", omittedChars: 3 });
  });
  it("never splits a surrogate pair", () => {
    expect(cutText("abcd😀xyz", 5)).toEqual({ text: "abcd", omittedChars: 5 });
  });
});
