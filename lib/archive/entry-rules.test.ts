import { describe, expect, it } from "vitest";
import { checkEntryPath, DEFAULT_ARCHIVE_LIMITS as L, kindOfMode, kindOfTarType, refuseKind } from "./entry-rules";

describe("checkEntryPath", () => {
  it.each([
    ["task/task.toml", "task/task.toml"],
    ["./task/instruction.md", "task/instruction.md"],
    ["task/calibration/", "task/calibration"],
    ["./", ""],
  ])("%s is %s", (name, path) => expect(checkEntryPath(name, L)).toEqual({ ok: true, path }));

  it.each([
    ["../x", /leaves the archive root/],
    ["task/../../x", /leaves the archive root/],
    ["/etc/passwd", /absolute/],
    ["C:/x", /absolute/],
    ["a\\..\\b", /backslash/],
    ["a//b", /empty or \. segment/],
    ["a/./b", /empty or \. segment/],
    ["a\u0000b", /NUL/],
    ["a\nb", /control character/],
    ["x".repeat(300), /longer than 240/],
    [Array.from({ length: 30 }, () => "d").join("/"), /deeper than 24/],
  ])("%j is refused", (name, why) => {
    const r = checkEntryPath(name, L);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(why);
  });
});

describe("entry kinds", () => {
  it.each([
    [0o100644, false, "file"],
    [0o040755, true, "directory"],
    [0o120777, false, "symlink"],
    [0o020644, false, "device"],
    [0o060644, false, "device"],
    [0o010644, false, "fifo"],
    [0, true, "directory"],
    [0, false, "file"],
  ] as const)("mode %o -> %s", (mode, dir, kind) => expect(kindOfMode(mode, dir)).toBe(kind));
  it.each([
    ["File", "file"],
    ["SymbolicLink", "symlink"],
    ["Link", "hardlink"],
    ["CharacterDevice", "device"],
    ["FIFO", "fifo"],
  ] as const)("tar %s -> %s", (t, kind) => expect(kindOfTarType(t)).toBe(kind));
  it("refuses every kind but files and folders", () => {
    expect(["file", "directory", "symlink", "hardlink", "device", "fifo", "other"].map((k) => refuseKind(k as never) === null)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
