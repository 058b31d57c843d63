// For npm run bench:scale: the home page's first load after a server start on a database that is
// already full (VBENCH_SEED=0, as a node at scale runs), once the server has computed the statuses
// ahead (its `[statuses] computed …` line), then more loads. Through HTTP against the built app
// (`scripts/start.mjs --no-build`), anonymous reads on. Prints numbers; asserts nothing.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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

async function timedGet(url: string, mustContain: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url);
  const html = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok || !html.includes(mustContain)) throw new Error(`GET ${url}: ${res.status}, the page does not list ${mustContain}`);
  return ms;
}

export async function firstHomeAfterStart(databaseUrl: string, probeTask: string, runs: number): Promise<void> {
  console.log(`\n3. The home page over HTTP after a server start on this database (VBENCH_SEED=0)`);
  if (!fs.existsSync(".next/BUILD_ID")) {
    console.log("   no build (.next/BUILD_ID): run `npx tsx scripts/build-if-needed.ts` first");
    return;
  }
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
    if (!warm) throw new Error(`the server printed no "[statuses] computed" line in 180 s:\n${out.slice(-2000)}`);
    console.log(
      `   statuses computed at start: ${warm[1]} in ${warm[2]} ms (${((performance.now() - started) / 1000).toFixed(1)} s after the start)`,
    );
    const home = `http://127.0.0.1:${port}/`;
    const first = await timedGet(home, probeTask);
    const rest: number[] = [];
    for (let i = 0; i < runs; i++) rest.push(await timedGet(home, probeTask));
    rest.sort((a, b) => a - b);
    const pct = (p: number) => rest[Math.min(rest.length - 1, Math.floor((p / 100) * rest.length))];
    console.log(
      `   first GET / after the start ${first.toFixed(0)} ms; the next ${runs}: p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms`,
    );
    console.log(
      `bench:scale: home page over HTTP after a start (VBENCH_SEED=0): first ${first.toFixed(0)} ms, then p50 ${pct(50).toFixed(0)} / ` +
        `p95 ${pct(95).toFixed(0)} ms (goal p95 < 200 ms)`,
    );
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.on("exit", () => resolve())));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
