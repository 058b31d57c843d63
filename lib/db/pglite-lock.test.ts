// The PGlite directory lock: one process per directory, the holder named, a dead holder's lock
// taken over. The cross-process case runs a real second process against a directory this one holds.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PgliteInUseError, acquirePgliteLock, lockFileOf, processAlive } from "./pglite-lock";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const dirOf = (name: string) => path.join(tmp, name);
const holderOf = (dir: string) => JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8"));

describe("acquirePgliteLock", () => {
  it("writes <dir>.lock with this pid and removes it on release", () => {
    const dir = dirOf("a");
    const release = acquirePgliteLock(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
  });

  it("refuses while another live process holds it, naming that process", () => {
    const dir = dirOf("b");
    fs.writeFileSync(lockFileOf(dir), JSON.stringify({ pid: 424242, command: "scripts/start.ts", since: "2026-12-03T10:00:00Z" }));
    const err = (() => {
      try {
        acquirePgliteLock(dir, (pid) => pid === 424242);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(PgliteInUseError);
    expect((err as Error).message).toMatch(/in use by process 424242 \(scripts\/start\.ts, since 2026-12-03T10:00:00Z\)/);
    expect((err as Error).message).toContain(`remove ${lockFileOf(dir)}`);
    // the holder's lock is left alone
    expect(holderOf(dir).pid).toBe(424242);
  });

  it("takes over the lock of a process that is gone, and an unreadable lock file", () => {
    const dead = dirOf("c");
    fs.writeFileSync(lockFileOf(dead), JSON.stringify({ pid: 424243, command: "x", since: "y" }));
    const release = acquirePgliteLock(dead, () => false);
    expect(holderOf(dead).pid).toBe(process.pid);
    release();
    const garbled = dirOf("d");
    fs.writeFileSync(lockFileOf(garbled), "{half");
    acquirePgliteLock(garbled)();
    expect(fs.existsSync(lockFileOf(garbled))).toBe(false);
  });

  it("lets this process open a directory twice; the lock goes with the last release", () => {
    const dir = dirOf("e");
    const first = acquirePgliteLock(dir);
    const second = acquirePgliteLock(dir);
    first();
    first(); // idempotent: does not release the second open
    expect(fs.existsSync(lockFileOf(dir))).toBe(true);
    second();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
  });

  it("processAlive: this process yes, a pid no process has no", () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(2 ** 22 + 7)).toBe(false);
    expect(processAlive(-1)).toBe(false);
  });
});

describe("openDatabase on a PGlite directory another process holds", () => {
  it("a second process is refused with the holder's pid before PGlite touches the directory", () => {
    // this process holds the directory (the lock openDatabase takes; no initdb needed for that)
    const dir = dirOf("db");
    const release = acquirePgliteLock(dir);
    try {
      const r = spawnSync(
        process.execPath,
        [
          "--import",
          "tsx",
          "-e",
          `import("./lib/db/client.ts").then((m) => m.openDatabase(${JSON.stringify(`pglite:${dir}`)})).then(() => console.log("opened")).catch((e) => { console.error(e.message); process.exit(3); })`,
        ],
        { cwd: path.resolve(import.meta.dirname, "../.."), encoding: "utf8", timeout: 120_000 },
      );
      expect(r.stdout).not.toContain("opened");
      expect(r.status).toBe(3);
      expect(r.stderr).toContain(`in use by process ${process.pid}`);
      // refused before PGlite created anything in the directory
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      release();
    }
  }, 120_000);
});
