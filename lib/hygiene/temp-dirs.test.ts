import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTempDirSync, sweepable, sweepTempDirs, type TempEntry } from "./temp-dirs";

const START = 1_000_000;
const facts = { processStartMs: START, alive: (pid: number) => pid === 100 || pid === process.pid };
const dir = (name: string, mtimeMs = START - 1): TempEntry => ({ name, isDirectory: true, mtimeMs });

describe("sweepable", () => {
  it.each<[string, TempEntry, boolean]>([
    ["a dead creator's verifier dir", dir("vbench-verifier-4242-aB3dE9"), true],
    ["a dead creator's dir made after this process started", dir("vbench-push-4242-aB3dE9", START + 5), true],
    ["a live creator's dir, however old", dir("vbench-verifier-100-aB3dE9", 0), false],
    ["our own dir", dir(`vbench-archive-${process.pid}-aB3dE9`, 0), false],
    ["an old dir without a pid (mkdtemp's form before pids), older than us", dir("vbench-verifier-aB3dE9"), true],
    ["the same, newer than us (someone may be using it)", dir("vbench-verifier-aB3dE9", START + 1), false],
    ["a test's own dir with our prefix", dir("vbench-archive-test-aB3dE9", 0), false],
    ["a file, not a directory", { name: "vbench-verifier-4242-aB3dE9", isDirectory: false, mtimeMs: 0 }, false],
    ["somebody else's prefix", dir("other-4242-aB3dE9", 0), false],
    ["pid 0", dir("vbench-push-0-aB3dE9", 0), false],
  ])("%s: %s", (_what, entry, swept) => {
    expect(sweepable([entry], facts)).toEqual(swept ? [entry.name] : []);
  });
});

describe("sweepTempDirs on a real directory", () => {
  let base: string;
  beforeAll(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), "hygiene-test-"));
  });
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it("removes a dead process's dirs (with their content) and keeps its own and live ones", () => {
    // a pid that certainly ended: a child that ran and exited
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid!;
    const left = path.join(base, `vbench-verifier-${dead}-Zz9Yy8`);
    fs.mkdirSync(path.join(left, "logs"), { recursive: true });
    fs.writeFileSync(path.join(left, "logs", "big.bin"), "x".repeat(1000));
    const mine = makeTempDirSync("vbench-push-", base);
    const parent = path.join(base, `vbench-archive-${process.ppid}-Qq1Ww2`);
    fs.mkdirSync(parent);
    expect(sweepTempDirs(base)).toBe(1);
    expect(fs.existsSync(left)).toBe(false);
    expect(fs.existsSync(mine)).toBe(true);
    expect(fs.existsSync(parent)).toBe(true);
    expect(path.basename(mine)).toMatch(new RegExp(`^vbench-push-${process.pid}-[A-Za-z0-9]{6}$`));
  });
});
