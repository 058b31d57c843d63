// npm start's first-start line, end to end: a fresh embedded database prints exactly one
// "Sign in: <url>" line, and the next start prints none; the secret is generated, not hard-coded.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "first-start-"));

function prepareOnly(): string {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATABASE_URL: `pglite:${tmp}/db`,
    VBENCH_SEED: "0",
    VBENCH_DATA_DIR: `${tmp}/data`,
    PORT: "4123",
  };
  delete env.BETTER_AUTH_SECRET;
  delete env.VBENCH_BOOTSTRAP_ADMIN_EMAIL;
  delete env.VBENCH_BOOTSTRAP_ADMIN_PASSWORD;
  return execFileSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/start.ts", "--prepare-only"], {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 120_000,
  });
}

describe("npm start on a database with no users", () => {
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  it("prints one Sign in line with a one-time URL, then never again", () => {
    const first = prepareOnly().split("\n");
    const lines = first.filter((l) => l.startsWith("Sign in: "));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Sign in: http:\/\/localhost:4123\/sign-in\/once\?token=[\w-]{40,}$/);
    const secret = fs.readFileSync(path.join(tmp, "data", "auth-secret"), "utf8").trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect((fs.statSync(path.join(tmp, "data", "auth-secret")).mode & 0o777).toString(8)).toBe("600");
    const second = prepareOnly();
    expect(second).not.toMatch(/Sign in: /);
    expect(fs.readFileSync(path.join(tmp, "data", "auth-secret"), "utf8").trim()).toBe(secret);
  }, 240_000);
});
