import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { hostReadOnlyEntries, orderEntries, parseLddPaths } from "./read-only-binds";

describe("parseLddPaths", () => {
  it("takes the resolved paths and the loader, not the vdso or missing libraries", () => {
    // ldd /usr/bin/python3 on Debian 12, plus a made-up "not found" line
    const text = [
      "/usr/bin/python3.11:",
      "\tlinux-vdso.so.1 (0x00007ffd1b5f2000)",
      "\tlibm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x00007f2c9c2a0000)",
      "\tlibfoo.so.1 => not found",
      "\t/lib64/ld-linux-x86-64.so.2 (0x00007f2c9c39c000)",
      "",
    ].join("\n");
    expect(parseLddPaths(text)).toEqual(["/lib/x86_64-linux-gnu/libm.so.6", "/lib64/ld-linux-x86-64.so.2"]);
  });

  it("finds nothing in a static binary's answer", () => {
    expect(parseLddPaths("\tnot a dynamic executable\n")).toEqual([]);
  });
});

describe("orderEntries", () => {
  it("puts binds first, then symlinks, each path once", () => {
    expect(
      orderEntries([
        { kind: "symlink", path: "/usr/bin/python3", target: "python3.11" },
        { kind: "bind", path: "/usr/lib/x/libc.so.6" },
        { kind: "bind", path: "/usr/bin/python3.11" },
        { kind: "bind", path: "/usr/lib/x/libc.so.6" },
      ]),
    ).toEqual([
      { kind: "bind", path: "/usr/bin/python3.11" },
      { kind: "bind", path: "/usr/lib/x/libc.so.6" },
      { kind: "symlink", path: "/usr/bin/python3", target: "python3.11" },
    ]);
  });
});

describe.runIf(fs.existsSync("/usr/bin/ldd") && fs.existsSync("/usr/bin/python3"))("hostReadOnlyEntries on this host", () => {
  it("binds the interpreters and their libraries, never /usr, /usr/local or a compiler", () => {
    const entries = hostReadOnlyEntries();
    const binds = entries.filter((e) => e.kind === "bind").map((e) => e.path);
    expect(binds).toContain(fs.realpathSync("/usr/bin/python3"));
    expect(binds).toContain(fs.realpathSync("/bin/bash"));
    expect(binds.some((p) => /\/libc\.so\.6$/.test(p))).toBe(true);
    for (const p of binds) {
      expect(p).not.toBe("/usr");
      expect(p.startsWith("/usr/local")).toBe(false);
      expect(p).not.toMatch(/\/(gcc|cc|ld|node|git|curl|wget)$/);
    }
    expect(entries.filter((e) => e.kind === "symlink").map((e) => e.path)).toContain("/usr/bin/python3");
  });
});
