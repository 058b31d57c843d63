import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDashboardGitSource } from "./allowed-source";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-gitdir-"));
fs.mkdirSync(path.join(root, "bench"));
fs.symlinkSync("/etc", path.join(root, "escape"));

describe("checkDashboardGitSource", () => {
  it.each([
    ["https://github.test/org/bench.git", root, { ok: true, source: "https://github.test/org/bench.git" }],
    ["bench", root, { ok: true, source: fs.realpathSync(path.join(root, "bench")) }],
    [path.join(root, "bench"), root, { ok: true, source: fs.realpathSync(path.join(root, "bench")) }],
  ])("accepts %s", (src, dir, out) => expect(checkDashboardGitSource(src, dir)).toEqual(out));

  it.each([
    ["../../etc", root, /outside VBENCH_GIT_DIR/],
    ["/etc", root, /outside VBENCH_GIT_DIR/],
    ["escape", root, /outside VBENCH_GIT_DIR/],
    ["missing", root, /no repository missing/],
    ["bench", undefined, /set VBENCH_GIT_DIR/],
    ["file:///etc", root, /file:\/\/ URLs are not accepted/],
    ["ssh://git@github.test/org/bench.git", root, /only https repository URLs/],
    ["git@github.test:org/bench.git", root, /only https repository URLs/],
  ])("refuses %s", (src, dir, why) => {
    const r = checkDashboardGitSource(src, dir);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(why);
  });
});
