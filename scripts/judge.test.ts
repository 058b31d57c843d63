// End-to-end: spawns the CLI as `npm run judge` does (the prebuilt bundle, scripts/run-cli.mjs), on bundled parity cases;
// and as README leads with it (`bin/judge`, which runs `node dist/cli/judge.cjs`: checks its own fingerprint, then judges
// from a V8 code cache). The launcher's own contract (environment, arguments, symlinks) is in judge-launcher.test.ts.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { actualVerdict, compareVerdict, loadParityCorpus, PARITY_CORPUS_ROOT } from "../lib/judges/__tests__/parity";
import { parsePyJson, pyToPlain } from "../lib/judges/pyjson";
import { SUPPORTED_JUDGE_IDS } from "../lib/judges/judge-table";
import type { JudgeResult } from "../lib/judges/types";
import {
  bundleIsFresh,
  ensureClisBuilt,
  JUDGE_LOADER_COMMAND,
  JUDGE_README_COMMAND,
  JUDGE_STAMP_NAME,
  OUT_DIR,
} from "./lib/cli-bundle.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const RUN_CLI = path.join(ROOT, "scripts/run-cli.mjs");

function runCli(args: string[]) {
  const r = spawnSync(process.execPath, [RUN_CLI, "judge", ...args], { cwd: ROOT, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Lines as a Python reader would see them (NaN / Infinity allowed). */
function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => {
      const parsed = parsePyJson(new TextEncoder().encode(l));
      if (!parsed.ok) throw new Error(`not JSON: ${l.slice(0, 200)}`);
      return pyToPlain(parsed.value) as Record<string, unknown>;
    });
}

const KART = "kart-race-telemetry-ledger-s1@1ea24fc";
const kartDir = path.join("lib/judges/__fixtures__/parity", KART);
const gt = path.join(kartDir, "ground_truth.json");
const caseFile = (name: string) => path.join(kartDir, "cases", `${name}.json`);

describe("scripts/judge.ts", () => {
  it("prints one line per solution, in argument order, matching the reference verdicts", () => {
    // the oracle, an empty file, a bare NaN, and a case where the reference judge crashed
    const names = ["oracle", "raw__empty_file", "raw__nan_top", "doc__races_null", "oracle"];
    const r = runCli(["--judge", KART, "--ground-truth", gt, ...names.map(caseFile)]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const lines = jsonLines(r.stdout);
    expect(lines.map((l) => l.file)).toEqual(names.map(caseFile));
    const corpus = loadParityCorpus(KART, PARITY_CORPUS_ROOT);
    names.forEach((name, i) => {
      expect(Object.keys(lines[i])).toEqual(["file", "reward", "reason"]);
      const expected = corpus.cases.find((c) => c.name === name)!.expected;
      const result = { reward: lines[i].reward, reason: lines[i].reason, events: [] } as JudgeResult;
      expect(compareVerdict(expected, actualVerdict(KART, result))).toEqual({ ok: true });
    });
    expect(lines[0].reason).toBe("ok");
  });

  it("adds the event breakdown with --events, and details-ready output for egocentric", () => {
    const ego = "egocentric-activity-understanding@e25513b";
    const dir = path.join("lib/judges/__fixtures__/parity", ego);
    const r = runCli(["--events", `--judge=${ego}`, `--ground-truth=${dir}/ground_truth.json`, `${dir}/cases/oracle__utf8_bom.json`]);
    expect(r.status).toBe(0);
    const [line] = jsonLines(r.stdout);
    expect(Object.keys(line)).toEqual(["file", "reward", "reason", "events"]);
    expect(Array.isArray(line.events)).toBe(true);
    expect(line.reason).toMatch(/^invalid solution: /);
  });

  it("--help documents the usage and exits 0", () => {
    const r = runCli(["--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("--ground-truth");
    expect(r.stdout).toContain(KART);
  });

  it.each([
    ["an unknown judge id", ["--judge", "nope@123", "--ground-truth", gt, caseFile("oracle")], /unknown judge id nope@123/],
    [
      "a missing solution file",
      ["--judge", KART, "--ground-truth", gt, caseFile("oracle"), "no/such.json"],
      /cannot read solution no\/such\.json: ENOENT/,
    ],
    ["a directory as solution", ["--judge", KART, "--ground-truth", gt, kartDir], /not a regular file/],
    ["a missing --ground-truth", ["--judge", KART, caseFile("oracle")], /missing --ground-truth/],
    ["a missing ground-truth file", ["--judge", KART, "--ground-truth", "no/gt.json", caseFile("oracle")], /cannot read ground truth/],
    [
      "an invalid ground truth",
      ["--judge", KART, "--ground-truth", caseFile("raw__empty_file"), caseFile("oracle")],
      /invalid ground truth/,
    ],
    ["an unknown option", ["--judge", KART, "--ground-truth", gt, "--bogus", caseFile("oracle")], /unknown option --bogus/],
  ])("exits 2 with one stderr line and no output on %s", (_what, args, message) => {
    const r = runCli(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
});

/** README's command, run from the checkout as a shell would (the `node` it finds on PATH is this process's). */
function runReadmeCommand(args: string[]) {
  const env = { ...process.env, PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter) };
  const r = spawnSync(path.join(ROOT, JUDGE_README_COMMAND), args, { cwd: ROOT, encoding: "utf8", env });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** One real ledger of a judge version, as bench:cli picks it (the oracle when there is one). */
function oneLedger(id: string): string[] {
  const dir = path.join("lib/judges/__fixtures__/parity", id);
  const cases = fs.readdirSync(path.join(dir, "cases")).sort();
  const ledger = cases.includes("oracle.json") ? "oracle.json" : cases[0];
  return ["--judge", id, "--ground-truth", path.join(dir, "ground_truth.json"), path.join(dir, "cases", ledger)];
}

describe("README's judge command (bin/judge)", () => {
  it("is the command README's Judge CLI section leads with (bench:cli times the same constant)", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("\n## Judge CLI\n"));
    const firstCommand = section.split("```bash\n")[1]?.split("\n")[0];
    expect(firstCommand?.startsWith(`${JUDGE_README_COMMAND} `)).toBe(true);
    expect(JUDGE_LOADER_COMMAND.startsWith("node ")).toBe(true);
  });

  it.each(SUPPORTED_JUDGE_IDS)("prints the same bytes as npm run -s judge's launcher on one ledger of %s", async (id) => {
    await ensureClisBuilt();
    const direct = runReadmeCommand(oneLedger(id));
    const launched = runCli(oneLedger(id));
    expect(direct.stderr).toBe("");
    expect(direct.status).toBe(0);
    expect(jsonLines(direct.stdout)).toHaveLength(1);
    expect(direct.stdout).toBe(launched.stdout);
  });

  it("loads none of node's stream modules on a one-ledger run (start-up: issue 35's CLI goal)", async () => {
    await ensureClisBuilt();
    // node's own modules a process loaded, as it exits; an empty ES module is the baseline
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "judge-load-list-"));
    const hook = path.join(dir, "hook.cjs");
    const empty = path.join(dir, "empty.mjs");
    fs.writeFileSync(
      hook,
      'process.on("exit", () => require("fs").writeFileSync(process.env.LOAD_LIST, process.moduleLoadList.join("\\n")));',
    );
    fs.writeFileSync(empty, "");
    const loaded = (script: string, args: string[]) => {
      const out = path.join(dir, "list.txt");
      const r = spawnSync(process.execPath, ["-r", hook, script, ...args], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, LOAD_LIST: out },
      });
      expect(r.status, r.stderr).toBe(0);
      return new Set(fs.readFileSync(out, "utf8").split("\n"));
    };
    const baseline = loaded(empty, []);
    const [, script] = JUDGE_LOADER_COMMAND.split(" ");
    for (const id of SUPPORTED_JUDGE_IDS) {
      const extra = [...loaded(script, oneLedger(id))].filter((m) => !baseline.has(m));
      // process.stdout, or an ES import of node:fs (its namespace reads every lazy export), loads
      // these: ~20 modules compiled on every start
      expect(
        extra.filter((m) => /stream|NativeModule module$/.test(m)),
        id,
      ).toEqual([]);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("rebuilds and judges with the new code when a judge input no longer matches its fingerprint", async () => {
    await ensureClisBuilt();
    const args = oneLedger(KART);
    const before = runReadmeCommand(args);
    // the stamp records another content for one input: as after a pull that changed that file
    const stampFile = path.join(OUT_DIR, JUDGE_STAMP_NAME);
    const stamp = JSON.parse(fs.readFileSync(stampFile, "utf8")) as { inputs: Record<string, { size: number; sha256: string }> };
    const input = Object.keys(stamp.inputs).find((rel) => rel.startsWith("lib/judges/kart/"));
    expect(input).toBeDefined();
    stamp.inputs[input!] = { ...stamp.inputs[input!], size: stamp.inputs[input!].size + 1, sha256: "0".repeat(64) };
    fs.writeFileSync(stampFile, JSON.stringify(stamp));
    expect(bundleIsFresh({ stampName: JUDGE_STAMP_NAME, entries: ["judge"] })).toBe(false);

    const after = runReadmeCommand(args);
    expect(after.status).toBe(0);
    expect(after.stderr).toMatch(/^judge: its sources changed since the last build: rebuilt dist\/cli/);
    expect(after.stdout).toBe(before.stdout);
    expect(bundleIsFresh({ stampName: JUDGE_STAMP_NAME, entries: ["judge"] })).toBe(true);
    // and the next run checks, finds it fresh and says nothing
    expect(runReadmeCommand(args).stderr).toBe("");
  });
});

/** dist/cli/judge.cjs's loader, required in a child node (plain flags, as a user runs it): what it reports for argv. */
function loaderReport(loader: string, argv: string[]): { cacheAccepted: boolean; lines: string[] } {
  const probe = `
    const { loadJudgeScript } = require(${JSON.stringify(loader)});
    const argv = JSON.parse(process.env.JUDGE_ARGV);
    const { exports, cacheAccepted } = loadJudgeScript(argv);
    const lines = [];
    exports.runJudgeCli(argv, (text) => lines.push(text)).then(() => console.log(JSON.stringify({ cacheAccepted, lines })));`;
  const r = spawnSync(process.execPath, ["-e", probe], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, JUDGE_ARGV: JSON.stringify(argv) },
  });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { cacheAccepted: boolean; lines: string[] };
}

describe("the judge script's V8 code cache (dist/cli/judge.cjs)", () => {
  it.each(SUPPORTED_JUDGE_IDS)("is taken by plain node for %s (a cache V8 rejects would only cost the compile, silently)", async (id) => {
    await ensureClisBuilt();
    expect(loaderReport(path.join(OUT_DIR, "judge.cjs"), oneLedger(id)).cacheAccepted).toBe(true);
  });

  it("exits 2 with one stderr line and judges nothing when the build that names the script is incomplete", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "judge-loader-"));
    fs.copyFileSync(path.join(OUT_DIR, "judge.cjs"), path.join(dir, "judge.cjs"));
    const r = spawnSync(process.execPath, [path.join(dir, "judge.cjs"), ...oneLedger(KART)], { cwd: ROOT, encoding: "utf8" });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^judge: cannot read .*judge-script\.txt \(ENOENT\): build the CLIs with npm run build:cli\n$/);
  });

  it("when V8 rejects a cache, or there is none, compiles the script and judges the same", async () => {
    await ensureClisBuilt();
    const args = oneLedger(KART);
    const expected = loaderReport(path.join(OUT_DIR, "judge.cjs"), args).lines;
    // a copy of the loader and script beside a cache of other bytes (as from another node), then none
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "judge-cache-"));
    const script = fs.readFileSync(path.join(OUT_DIR, "judge-script.txt"), "utf8").trim();
    for (const name of ["judge.cjs", "judge-script.txt", script]) fs.copyFileSync(path.join(OUT_DIR, name), path.join(dir, name));
    const cache = path.join(dir, script.replace(/\.js$/, `.${KART}.cache`));
    fs.writeFileSync(cache, fs.readFileSync(path.join(OUT_DIR, script.replace(/\.js$/, `.${KART}.cache`))).subarray(0, 512));
    const rejected = loaderReport(path.join(dir, "judge.cjs"), args);
    fs.rmSync(cache);
    const without = loaderReport(path.join(dir, "judge.cjs"), args);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(rejected).toEqual({ cacheAccepted: false, lines: expected });
    expect(without).toEqual({ cacheAccepted: false, lines: expected });
    expect(expected).toHaveLength(1);
  });
});
