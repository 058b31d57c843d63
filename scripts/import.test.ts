// The import CLI end to end: real process, real PGlite directory.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../lib/db/client";
import { seedMigratedPgliteDir } from "../lib/db/__tests__/test-databases";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");

function runImport(dbDir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [path.resolve("scripts/run-cli.mjs"), "import", ...args], {
    env: { ...process.env, DATABASE_URL: `pglite:${dbDir}` },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

async function taskCount(dbDir: string) {
  const db = await openDatabase(`pglite:${dbDir}`);
  try {
    return await db.prisma.task.count();
  } finally {
    await db.close();
  }
}

describe("npm run import", () => {
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-import-cli-"));
  // a migrated directory: each CLI run opens it instead of paying initdb (test-databases.ts)
  beforeAll(() => seedMigratedPgliteDir(dbDir));

  it("refuses a broken folder, names file and reason, exits 1 and writes nothing", async () => {
    const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vbench-broken-")), "demo-shapes-activity");
    fs.cpSync(DEMO, broken, { recursive: true });
    fs.writeFileSync(path.join(broken, "task.toml"), "[metadata\nfamily = 1\n");
    // the directory is shared with the import test, which may run first: nothing more than before
    const before = await taskCount(dbDir);
    const r = runImport(dbDir, broken);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/not imported, nothing written/);
    expect(r.err).toMatch(/task\.toml, line \d+/);
    expect(await taskCount(dbDir)).toBe(before);
  });

  it("imports a folder, says what it stored, and a second run is a no-op", async () => {
    const first = runImport(dbDir, DEMO);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/✓ demo-shapes-activity: revision new .* \d+ rows, \d+ ledgers, .* \d+ score runs/);
    const again = runImport(dbDir, DEMO);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/revision unchanged/);
    expect(await taskCount(dbDir)).toBe(1);
  });

  it("exits 2 with usage when given no folder, or an unknown option", () => {
    expect(runImport(dbDir).code).toBe(2);
    const r = runImport(dbDir, "--frobnicate", DEMO);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown option --frobnicate/);
  });
});
