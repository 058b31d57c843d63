import { describe, expect, it } from "vitest";
import { relativeToRoot } from "./inside-root";

describe("relativeToRoot", () => {
  it.each([
    ["EEXIST: file already exists, mkdir '/tmp/p-1/a-2/task/a'", "/tmp/p-1/a-2", "EEXIST: file already exists, mkdir 'task/a'"],
    ["ENOENT '/tmp/p-1/a-2'", "/tmp/p-1/a-2/", "ENOENT '.'"],
    ["two: /r/x/a and /r/x/b", "/r/x", "two: a and b"],
    ["a sibling /tmp/p-10/x stays", "/tmp/p-1", "a sibling /tmp/p-10/x stays"],
    ["nothing here", "/tmp/p-1", "nothing here"],
    ["the root folder / is never stripped", "/", "the root folder / is never stripped"],
  ])("%j under %j -> %j", (text, root, want) => {
    expect(relativeToRoot(text, root)).toBe(want);
  });
});
