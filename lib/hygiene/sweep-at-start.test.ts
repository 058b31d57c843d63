// The server's start hook (instrumentation.ts register(), which Next calls once per server process)
// really sweeps: a temp dir left by a process that is gone is removed, one whose creator is alive
// (this test process) is kept. temp-dirs.test.ts covers the sweep itself; this covers that the
// start calls it (issue 23 finding 12).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// the start hook also starts the bundled-task import, whose module is server-only
vi.mock("server-only", () => ({}));

const base = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-at-start-"));
const saved = {
  TMPDIR: process.env.TMPDIR,
  NEXT_RUNTIME: process.env.NEXT_RUNTIME,
  VBENCH_WORKER: process.env.VBENCH_WORKER,
  VBENCH_SEED: process.env.VBENCH_SEED,
  DATABASE_URL: process.env.DATABASE_URL,
};

afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  fs.rmSync(base, { recursive: true, force: true });
});

describe("the server's start hook", () => {
  it("removes a crashed process's temp dir and keeps a live one's", async () => {
    // a pid that existed and is gone: a child that has exited
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid;
    expect(gone).toBeGreaterThan(0);
    const stale = path.join(base, `vbench-verifier-${gone}-abc123`);
    const held = path.join(base, `vbench-push-${process.pid}-def456`);
    for (const d of [stale, held]) fs.mkdirSync(d);
    fs.writeFileSync(path.join(stale, "reward.txt"), "1");

    process.env.TMPDIR = base; // os.tmpdir() reads it on every call
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.VBENCH_WORKER = "0"; // no job worker: only the start's own housekeeping runs
    process.env.VBENCH_SEED = "0"; // no bundled-task import
    // the home page is still warmed at start (VBENCH_SEED=0 too): on a database of this test's own,
    // never the default .data/pglite (a dir: copied from the PGlite template, no initdb here)
    process.env.DATABASE_URL = `pglite:${path.join(base, "db")}`;
    const log = vi.spyOn(console, "log");
    const { register } = await import("../../instrumentation");
    await register();

    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(held)).toBe(true);

    // the background work the start began ends before this test does
    const { startBackgroundWork, seedingState } = await import("../seeding/bundled-seeding");
    await startBackgroundWork();
    expect(seedingState()).toEqual({ state: "off", imported: 0 });
    expect(log.mock.calls.map((c) => String(c[0]))).toContainEqual(
      expect.stringMatching(/^\[statuses\] computed 0 task status\(es\) ahead in \d+ ms$/),
    );
    log.mockRestore();
    const { getDb } = await import("../data/db");
    await (await getDb()).close();
  });
});
