// npm start with a bad environment variable (finding 14): it stops before touching anything,
// naming the variable and the reason, instead of serving with the limit silently gone (NaN).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "start-env-"));

function start(extra: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/start.ts", "--prepare-only"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `pglite:${tmp}/db`, VBENCH_DATA_DIR: `${tmp}/data`, VBENCH_SEED: "0", ...extra },
    encoding: "utf8",
    timeout: 120_000,
  });
}

describe("npm start refuses a bad environment", () => {
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  it.each([
    ["VBENCH_MAX_UPLOAD_BYTES", "20MB", /VBENCH_MAX_UPLOAD_BYTES must be a size in bytes.*\(got "20MB"\)/],
    ["PORT", "three thousand", /PORT must be a TCP port/],
  ])(
    "%s=%s: exit 2, the variable named, nothing created",
    (name, value, message) => {
      const r = start({ [name]: value });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(fs.existsSync(path.join(tmp, "db"))).toBe(false);
      expect(fs.existsSync(path.join(tmp, "data"))).toBe(false);
    },
    120_000,
  );
});

describe("npm start prepares the database in a child process", () => {
  it("--prepare-only: the database line, then the first start's Sign in line last; exit 0", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "start-prepare-"));
    try {
      const r = start({ DATABASE_URL: `pglite:${dir}/db`, VBENCH_DATA_DIR: `${dir}/data` });
      expect(r.status).toBe(0);
      const lines = r.stdout.trim().split("\n");
      expect(lines[0]).toMatch(/^database pglite:.*: applied \d+ migration\(s\)$/);
      expect(lines.at(-1)).toMatch(/^Sign in: http:\/\/localhost:3000\/sign-in\/once\?token=\S+$/);
      // the child released the data dir when it exited: a second process may open it
      expect(fs.existsSync(`${dir}/db.lock`)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
