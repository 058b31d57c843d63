// `npm run -s mutate -- <file> [--max 30] [--tests <path>] [--only L:C,…] [--list]`: applies small
// mutations (scripts/lib/mutations.ts) to one source file, one at a time, runs the tests of the
// file's folder (its own *.test.ts and its __tests__/, not subfolders; or --tests) with a bail after
// each, and reports the mutations no test noticed, with their lines. --only re-runs the mutations
// at those line:column places (a survivor after its test was written).
//
// The working tree is shared with other people's uncommitted work, so nothing is ever mutated in
// it: the repository (without node_modules, which is linked, and without .git / .next / data dirs)
// is copied to a temp dir first and every mutation is written there. That copy's file is restored
// after each mutation, and the copy is removed on exit, on an error and on SIGINT/SIGTERM/SIGHUP.
// CLI tests that run the prebuilt dist/cli bundles do not see a mutation (the bundle is not rebuilt).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMutation, mutationsOf, selectMutations, type Mutation } from "./lib/mutations";

const ROOT = path.resolve(import.meta.dirname, "..");
// what a test run does not need (or must not share): history, build output, local data and caches
const NOT_COPIED = new Set([
  "node_modules",
  ".git",
  ".next",
  ".data",
  ".media-cache",
  "test-results",
  ".test-results",
  "playwright-report",
  "tmp",
]);

interface Options {
  file: string;
  tests: string[];
  max: number;
  only: string[] | null;
  list: boolean;
}

function usage(message: string): never {
  console.error(`${message}\nusage: npm run -s mutate -- <file> [--max 30] [--tests <folder or file>] [--only line:col,…] [--list]`);
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  let file: string | null = null;
  let tests: string | null = null;
  let max = 30;
  let only: string[] | null = null;
  let list = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--list") list = true;
    else if (a === "--max" || a === "--tests" || a === "--only") {
      const v = argv[++i];
      if (v === undefined) usage(`${a} needs a value`);
      if (a === "--tests") tests = v;
      else if (a === "--only") {
        only = v.split(",");
        if (!only.every((p) => /^\d+:\d+$/.test(p))) usage(`--only: line:column places separated by commas, not "${v}"`);
      } else if (!/^[1-9]\d{0,3}$/.test(v)) usage(`--max: a whole number from 1 to 9999, not "${v}"`);
      else max = Number(v);
    } else if (a.startsWith("--")) usage(`unknown option ${a}`);
    else if (file === null) file = a;
    else usage(`one file at a time (got "${file}" and "${a}")`);
  }
  if (file === null) usage("which file?");
  const rel = path.relative(ROOT, path.resolve(file));
  if (rel.startsWith("..") || path.isAbsolute(rel)) usage(`${file}: not inside ${ROOT}`);
  if (!/\.tsx?$/.test(rel) || /\.test\.tsx?$/.test(rel)) usage(`${file}: a .ts/.tsx source file (not a test)`);
  if (!fs.existsSync(path.join(ROOT, rel))) usage(`${file}: no such file`);
  return {
    file: rel,
    tests: tests === null ? folderTests(path.dirname(rel)) : [path.relative(ROOT, path.resolve(tests))],
    max,
    only,
    list,
  };
}

/** The test files of a folder: its own and its __tests__/'s, not its subfolders' (those test other files). */
function folderTests(dir: string): string[] {
  const found: string[] = [];
  for (const d of [dir, path.join(dir, "__tests__")]) {
    if (!fs.existsSync(path.join(ROOT, d))) continue;
    for (const f of fs.readdirSync(path.join(ROOT, d)).sort()) if (/\.test\.tsx?$/.test(f)) found.push(path.join(d, f));
  }
  if (found.length === 0) usage(`${dir} has no tests of its own: name them with --tests`);
  return found;
}

/** A copy of the repository to mutate in; node_modules is a link to the real one. */
function cloneRepo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vbench-mutate-${process.pid}-`));
  for (const entry of fs.readdirSync(ROOT))
    if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, verbatimSymlinks: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

interface RunResult {
  passed: boolean;
  timedOut: boolean;
  ms: number;
  tail: string;
}

let child: ChildProcess | null = null;

/** The tests, bailing at the first failure; killed (its whole process group) after `timeoutMs`. */
function runTests(cwd: string, tests: string[], timeoutMs: number): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const proc = spawn("npx", ["vitest", "run", ...tests, "--maxWorkers=1", "--bail=1", "--reporter=dot"], {
      cwd,
      detached: true, // its own process group, so a timeout ends vitest's workers too
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    child = proc;
    let output = "";
    const keep = (b: Buffer) => (output = (output + b.toString("utf8")).slice(-4000));
    proc.stdout?.on("data", keep);
    proc.stderr?.on("data", keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(proc);
    }, timeoutMs);
    proc.on("close", (code) => {
      clearTimeout(timer);
      child = null;
      resolve({ passed: code === 0 && !timedOut, timedOut, ms: Date.now() - started, tail: output });
    });
  });
}

function killGroup(proc: ChildProcess): void {
  if (proc.pid === undefined || proc.exitCode !== null) return;
  try {
    process.kill(-proc.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

function describeMutation(file: string, m: Mutation): string {
  return `${file}:${m.line}:${m.column} ${m.kind}: ${m.description}`;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const source = fs.readFileSync(path.join(ROOT, opts.file), "utf8");
  const all = mutationsOf(opts.file, source);
  const chosen = opts.only ? all.filter((m) => opts.only?.includes(`${m.line}:${m.column}`)) : selectMutations(all, opts.max);
  console.log(`${opts.file}: ${all.length} mutations found, ${chosen.length} applied; tests: ${opts.tests.join(" ")}`);
  if (opts.list) {
    for (const m of chosen) console.log(`  ${describeMutation(opts.file, m)}`);
    return;
  }

  const clone = cloneRepo();
  const target = path.join(clone, opts.file);
  const cleanUp = () => {
    if (child) killGroup(child);
    fs.rmSync(clone, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.once(signal, () => {
      cleanUp();
      process.exit(130);
    });
  try {
    const baseline = await runTests(clone, opts.tests, 30 * 60_000);
    if (!baseline.passed) {
      console.error(`the tests fail without any mutation; nothing to judge:\n${baseline.tail}`);
      process.exitCode = 1;
      return;
    }
    // a safety net for a mutation that makes a test loop forever, not a speed limit
    const timeoutMs = Math.max(60_000, Math.ceil((2 * baseline.ms) / 1000) * 1000);
    console.log(`baseline: tests pass in ${(baseline.ms / 1000).toFixed(1)} s; each mutation is stopped after ${timeoutMs / 1000} s`);
    const survivors: Mutation[] = [];
    for (const [i, m] of chosen.entries()) {
      fs.writeFileSync(target, applyMutation(source, m));
      let r: RunResult;
      try {
        r = await runTests(clone, opts.tests, timeoutMs);
      } finally {
        fs.writeFileSync(target, source);
      }
      const verdict = r.passed ? "SURVIVED" : r.timedOut ? "killed (timeout)" : "killed";
      console.log(
        `[${i + 1}/${chosen.length}] ${verdict.padEnd(16)} ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${describeMutation(opts.file, m)}`,
      );
      if (r.passed) survivors.push(m);
    }
    console.log(
      `\n${chosen.length - survivors.length} of ${chosen.length} killed; ${survivors.length} survived${survivors.length ? ":" : ""}`,
    );
    for (const m of survivors) console.log(`  ${describeMutation(opts.file, m)}`);
  } finally {
    cleanUp();
  }
}

await main();
