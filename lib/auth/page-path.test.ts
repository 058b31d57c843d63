import { describe, expect, it } from "vitest";
import { sameSitePath } from "./page-path";

describe("sameSitePath", () => {
  it.each([
    ["/admin/settings", "/admin/settings"],
    ["/tasks/a/ledgers/b?event=E3", "/tasks/a/ledgers/b?event=E3"],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["https://evil.example/", null],
    ["", null],
    [null, null],
    ["/" + "a".repeat(3000), null],
  ])("%s -> %s", (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });
});
