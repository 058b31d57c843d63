// npm run bench:memory — what the processes hold. (1) The import CLI's peak RSS per bundled task
// folder, whole process (/usr/bin/time's maximum resident set; goal < 200 MB). (2) What `npm start`
// leaves running after warm-up on the bundled tasks: npm's own process (it stays resident while
// the server runs), its script shell and next-server (scripts/start.mjs becomes it; a supervisor
// stays beside it only when started without npm start's malloc variables), RSS of each and the total
// (goal < 500 MB), after requesting the home page, every task page and /api/health a few times.
// It runs `npm start -- --no-build`: the same processes, without building when the sources moved.
// Every figure in MB (10^6 bytes) and MiB (2^20 bytes), labelled. Exits 1 when it cannot measure:
// no build for (2) (`npm run build`), no /usr/bin/time, an import that fails, a server that never
// answers. `-- import` or `-- server` runs one part only. BENCH_MEMORY_PORT picks the server's port
// (default: one derived from this process id). Ends with one line per goal and the load.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cannotMeasure, machineLoad } from "./lib/bench-load";

const TASKS = path.resolve("prisma/fixtures/tasks");
const MiB = 1024 * 1024;
const MB = 1_000_000;
/** "519.2 MB (495.2 MiB)" */
const size = (bytes: number) => `${(bytes / MB).toFixed(1)} MB (${(bytes / MiB).toFixed(1)} MiB)`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-memory-"));

// what `npm run -s import` runs (its node flags included), without npm's own process around it
const importCommand = (JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.import as string)
  .split(/\s+/)
  .map((w) => (w === "node" ? process.execPath : w));

/** the largest import peak (bytes) over the bundled folders */
function importPeaks(): number {
  console.log(`1. import CLI (${importCommand.slice(1).join(" ")}), whole process, peak RSS (goal < 200 MB)`);
  if (!fs.existsSync("/usr/bin/time"))
    cannotMeasure("bench:memory", "no /usr/bin/time to read the import's peak RSS (apt-get install time)");
  // a stale dist/cli would be rebuilt inside the first measured run
  spawnSync(process.execPath, ["scripts/build-clis.mjs", "--if-needed"], { stdio: "ignore" });
  // as npm ci's postinstall does: the template is built by its own short process, not by the import
  spawnSync(process.execPath, ["dist/cli/pglite-template.mjs"], { stdio: "inherit" });
  const db = `pglite:${path.join(tmp, "import-db")}`;
  // the first import goes into an empty data dir (copied from the PGlite template, lib/db/pglite-template.ts;
  // it ran initdb in-process before, 824 MB), the others into that existing dir
  let largest = 0;
  for (const task of fs.readdirSync(TASKS).sort()) {
    const folder = path.join(TASKS, task);
    const bytes = execFileSync("du", ["-sb", folder], { encoding: "utf8" }).split("\t")[0];
    const r = spawnSync("/usr/bin/time", ["-f", "%M", ...importCommand, "--salvage-spec", folder], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: db },
    });
    const peakKb = Number(r.stderr.trim().split("\n").at(-1));
    if (r.status !== 0 || !Number.isFinite(peakKb))
      cannotMeasure("bench:memory", `the import of ${task} failed (exit ${r.status}): ${r.stderr.slice(-1500)}`);
    console.log(
      `   ${(task + (largest === 0 ? " (empty data dir)" : "")).padEnd(64)} ${(Number(bytes) / 1024).toFixed(0).padStart(6)} KiB folder   peak ${size(peakKb * 1024)}`,
    );
    largest = Math.max(largest, peakKb * 1024);
  }
  return largest;
}

/** pid, parent pid, RSS (bytes) and command of every process on the machine */
function processTable() {
  return execFileSync("ps", ["-eo", "pid=,ppid=,rss=,args="], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((l) => {
      const [pid, ppid, rss, ...args] = l.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), rss: Number(rss) * 1024, args: args.join(" ") };
    });
}

function tree(root: number) {
  const all = processTable();
  const out = all.filter((p) => p.pid === root);
  for (let i = 0; i < out.length; i++) out.push(...all.filter((p) => p.ppid === out[i].pid));
  return out;
}

async function waitFor(url: string, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url}`);
}

/** Prints each process of the group under `root` (npm's pid) and the total; returns the total RSS in bytes. */
function groupRss(root: number): number {
  const procs = tree(root);
  let total = 0;
  for (const p of procs) {
    total += p.rss;
    const what =
      p.pid === root
        ? "npm (npm start)"
        : /^(\/bin\/)?sh /.test(p.args)
          ? "sh (npm's script shell)"
          : /next-server|next\/dist\/bin\/next/.test(p.args)
            ? "next-server"
            : /scripts\/start\.mjs/.test(p.args)
              ? "supervisor (scripts/start.mjs)"
              : p.args.slice(0, 60);
    console.log(`   ${what.padEnd(40)} pid ${String(p.pid).padStart(7)}   ${size(p.rss).padStart(22)}`);
  }
  // under npm start, scripts/start.mjs becomes next-server (no supervisor beside it: start.mjs says why)
  if (!procs.some((p) => /next-server/.test(p.args)) || procs.length < 2)
    cannotMeasure("bench:memory", `expected npm and next-server, found: ${procs.map((p) => p.args.slice(0, 60)).join("; ")}`);
  console.log(`   total (${procs.length} processes)                                    ${size(total).padStart(22)}   (${machineLoad()})`);
  return total;
}

/** lib/importers/off-thread/parse-off-thread.ts's IDLE_MS */
const PARSE_THREAD_IDLE_MS = 60_000;

/**
 * The total RSS (bytes) of what `npm start` leaves running, after warm-up. `label` says which
 * start: the first one imports the bundled tasks inside the server while it serves (PGlite admits
 * one process), so its wasm memory, which never shrinks, keeps what the import grew it to.
 */
async function serverGroup(label: string, settled = false): Promise<{ warm: number; settled?: number }> {
  console.log(`\n2. what npm start leaves running after warm-up, ${label} (goal < 500 MB total)`);
  if (!fs.existsSync(".next/BUILD_ID")) cannotMeasure("bench:memory", "no build (.next/BUILD_ID): run `npm run build` first");
  const port = process.env.BENCH_MEMORY_PORT ?? String(3400 + (process.pid % 500));
  // `npm start` itself, npm's process included (it stays resident while the server runs)
  const child = spawn("npm", ["start", "--", "--no-build"], {
    env: {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      VBENCH_DATA_DIR: path.join(tmp, "data"),
      DATABASE_URL: `pglite:${path.join(tmp, "server-db")}`,
      VBENCH_ANONYMOUS_READ: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health?ready=seeded`).catch((e: Error) => cannotMeasure("bench:memory", e.message));
    const ids = fs.readdirSync(TASKS);
    for (let round = 0; round < 3; round++)
      for (const u of ["/", ...ids.map((id) => `/tasks/${id}`), "/api/health"]) await (await fetch(base + u)).text();
    await new Promise((r) => setTimeout(r, 3000)); // let the job worker and GC settle
    const warm = groupRss(child.pid!);
    if (!settled) return { warm };
    // the import's parse thread (lib/importers/off-thread) stays warm for 60 s after its last folder,
    // with tsx's esbuild service beside it: what is still there once its idle time has passed
    await new Promise((r) => setTimeout(r, PARSE_THREAD_IDLE_MS + 10_000));
    console.log(`   ${PARSE_THREAD_IDLE_MS / 1000 + 10} s later (the parse thread's idle time past):`);
    return { warm, settled: groupRss(child.pid!) };
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    // the next start reuses the data dir: wait until this group has let go of it
    await new Promise<void>((resolve) => child.on("exit", () => resolve()));
  }
}

const only = process.argv.slice(2).find((a) => a === "import" || a === "server");
try {
  const importPeak = only === "server" ? undefined : importPeaks();
  const first = only === "import" ? undefined : await serverGroup("first start (bundled tasks imported while serving)", true);
  const restart = only === "import" ? undefined : (await serverGroup("a restart (tasks already in)")).warm;
  console.log("");
  const verdict = (bytes: number, goalMb: number) => (bytes < goalMb * MB ? "met" : "NOT met");
  if (importPeak !== undefined)
    console.log(
      `bench:memory: import CLI peak ${size(importPeak)}, largest of the bundled folders (goal < 200 MB: ${verdict(importPeak, 200)}; ${machineLoad()})`,
    );
  const firstSettled = first?.settled;
  if (first !== undefined && firstSettled !== undefined && restart !== undefined)
    console.log(
      `bench:memory: npm start's processes ${size(first.warm)} on first start after warm-up (${size(firstSettled)} once the parse thread's ` +
        `idle time passed), ${size(restart)} on a restart (goal < 500 MB: ${verdict(first.warm, 500)} / ${verdict(firstSettled, 500)} / ` +
        `${verdict(restart, 500)}; ${machineLoad()})`,
    );
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
