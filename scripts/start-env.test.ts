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
