// For npm run bench:scale: the pages over HTTP against the built app (`scripts/start.mjs
// --no-build`, anonymous reads on) on a database that is already full (VBENCH_SEED=0, as a node at
// scale runs): the home page (the task list) first after the start, once the server has computed
// the statuses ahead (its `[statuses] computed …` line), then p50/p95 over more loads; then one
// task page p50/p95. These are the goal lines; every page must answer 200 and show a generated task
// (the home page: a row of one; the task page: the probe task).
// Throws (the bench exits 1) when there is no build or the server never gets ready.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cannotMeasure, machineLoad } from "./bench-load";

const WARM_LINE = /\[statuses\] computed (\d+) task status\(es\) ahead in (\d+) ms/;

async function waitForLine(out: () => string, re: RegExp, ms: number): Promise<RegExpExecArray | null> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const m = re.exec(out());
    if (m) return m;
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

/** the size of the last page fetched, in bytes (what the browser receives) */
let lastBytes = 0;

async function timedGet(url: string, mustContain: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url);
  const html = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok || !html.includes(mustContain)) throw new Error(`GET ${url}: ${res.status}, the page does not list ${mustContain}`);
  lastBytes = Buffer.byteLength(html);
  return ms;
}

async function repeat(runs: number, f: () => Promise<number>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) ms.push(await f());
  return ms;
}

/** p50 and p95 (nearest rank), in whole ms */
function timings(ms: number[]): { p50: number; p95: number } {
  const s = [...ms].sort((a, b) => a - b);
  const pct = (p: number) => Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]);
  return { p50: pct(50), p95: pct(95) };
}

export async function firstHomeAfterStart(databaseUrl: string, probeTask: string, runs: number): Promise<void> {
  console.log(`\n3. The pages over HTTP after a server start on this database (VBENCH_SEED=0)`);
  if (!fs.existsSync(".next/BUILD_ID")) cannotMeasure("bench:scale", "no build (.next/BUILD_ID): run `npm run build` first");
  const port = process.env.BENCH_PORT ?? String(3900 + (process.pid % 90));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-scale-"));
  let out = "";
  const child = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    env: {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      VBENCH_SEED: "0",
      VBENCH_WORKER: "0",
      VBENCH_ANONYMOUS_READ: "1",
      VBENCH_DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  try {
    const started = performance.now();
    const warm = await waitForLine(() => out, WARM_LINE, 180_000);
    if (!warm) cannotMeasure("bench:scale", `the server printed no "[statuses] computed" line in 180 s:\n${out.slice(-2000)}`);
    console.log(
      `   statuses computed at start: ${warm[1]} in ${warm[2]} ms (${((performance.now() - started) / 1000).toFixed(1)} s after the start)`,
    );
    const homeUrl = `http://127.0.0.1:${port}/`;
    // the home page shows one page of the list (50 tasks in triage order): any generated task's row
    const listed = `data-testid="triage-row" data-task="${probeTask.replace(/\d+$/, "")}`;
    const first = await timedGet(homeUrl, listed);
    const home = timings(await repeat(runs, () => timedGet(homeUrl, listed)));
    console.log(
      `   first GET / after the start ${first.toFixed(0)} ms; the next ${runs}: p50 ${home.p50} ms, p95 ${home.p95} ms (${(lastBytes / 1024).toFixed(0)} KiB of HTML)`,
    );
    const taskUrl = `http://127.0.0.1:${port}/tasks/${probeTask}`;
    await timedGet(taskUrl, probeTask); // its first load compiles nothing (a build) but warms its queries
    const task = timings(await repeat(runs, () => timedGet(taskUrl, probeTask)));
    console.log(`   GET /tasks/${probeTask}, ${runs} loads after one: p50 ${task.p50} ms, p95 ${task.p95} ms`);
    console.log(
      `bench:scale: home page (the task list) over HTTP after a start (VBENCH_SEED=0): first ${first.toFixed(0)} ms, then p50 ${home.p50} / ` +
        `p95 ${home.p95} ms (goal p95 < 200 ms: ${home.p95 < 200 ? "met" : "NOT met"}; ${machineLoad()})`,
    );
    console.log(
      `bench:scale: task page over HTTP: p50 ${task.p50} / p95 ${task.p95} ms (goal p95 < 300 ms: ${task.p95 < 300 ? "met" : "NOT met"}; ${machineLoad()})`,
    );
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.on("exit", () => resolve())));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
