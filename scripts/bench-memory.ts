// npm run bench:memory — what the processes hold. (1) The import CLI's peak RSS per bundled task
// folder, whole process (/usr/bin/time's maximum resident set; goal < 200 MB). (2) The server's
// process group after warm-up on the bundled tasks: the `npm start` supervisor (scripts/start.mjs)
// and next-server, RSS of each process and the total (goal < 500 MB), after requesting the home
// page, every task page and /api/health a few times. Needs a build for (2) (`npx tsx
// scripts/build-if-needed.ts`); without one, (2) says so. Prints numbers; asserts nothing.
// `-- import` or `-- server` runs one part only. BENCH_MEMORY_PORT picks the server's port (default: one derived from this process id).
// Ends with one line per goal: `bench:memory: import CLI peak <N> MB (goal < 200 MB)` (the largest
// folder's peak) and `bench:memory: server group <M> MB (goal < 500 MB)`.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const TASKS = path.resolve("prisma/fixtures/tasks");
const MiB = 1024 * 1024;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-memory-"));

// what `npm run -s import` runs (its node flags included), without npm's own process around it
const importCommand = (JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.import as string)
  .split(/\s+/)
  .map((w) => (w === "node" ? process.execPath : w));

/** the largest import peak (MB) over the bundled folders */
function importPeaks(): number {
  console.log(`1. import CLI (${importCommand.slice(1).join(" ")}), whole process, peak RSS (goal < 200 MB)`);
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
    console.log(
      `   ${(task + (largest === 0 ? " (empty data dir)" : "")).padEnd(64)} ${(Number(bytes) / 1024).toFixed(0).padStart(6)} KB folder   peak ${(peakKb / 1024).toFixed(0).padStart(5)} MB   (exit ${r.status})`,
    );
    largest = Math.max(largest, peakKb / 1024);
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

/**
 * The server group's total RSS (MB) after warm-up, or null without a build. `label` says which
 * start: the first one imports the bundled tasks inside the server while it serves (PGlite admits
 * one process), so its wasm memory, which never shrinks, keeps what the import grew it to.
 */
async function serverGroup(label: string): Promise<number | null> {
  console.log(`\n2. server process group after warm-up, ${label} (goal < 500 MB total)`);
  if (!fs.existsSync(".next/BUILD_ID")) {
    console.log("   no build (.next/BUILD_ID): run `npx tsx scripts/build-if-needed.ts` first");
    return null;
  }
  const port = process.env.BENCH_MEMORY_PORT ?? String(3400 + (process.pid % 500));
  // what `npm start` runs (scripts/start.mjs), without npm's own process around it
  const child = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
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
    await waitFor(`${base}/api/health?ready=seeded`);
    const ids = fs.readdirSync(TASKS);
    for (let round = 0; round < 3; round++)
      for (const u of ["/", ...ids.map((id) => `/tasks/${id}`), "/api/health"]) await (await fetch(base + u)).text();
    await new Promise((r) => setTimeout(r, 3000)); // let the job worker and GC settle
    const procs = tree(child.pid!);
    let total = 0;
    for (const p of procs) {
      total += p.rss;
      const what = p.pid === child.pid ? "supervisor (scripts/start.mjs)" : /next/.test(p.args) ? "next-server" : p.args.slice(0, 60);
      console.log(`   ${what.padEnd(40)} pid ${String(p.pid).padStart(7)}   ${(p.rss / MiB).toFixed(0).padStart(5)} MB`);
    }
    console.log(`   total                                                     ${(total / MiB).toFixed(0).padStart(5)} MB`);
    return total / MiB;
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    // the next start reuses the data dir: wait until this group has let go of it
    await new Promise<void>((resolve) => child.on("exit", () => resolve()));
  }
}

const only = process.argv.slice(2).find((a) => a === "import" || a === "server");
try {
  const importPeak = only === "server" ? undefined : importPeaks();
  const first = only === "import" ? undefined : await serverGroup("first start (bundled tasks imported while serving)");
  const restart = only === "import" || first === null ? undefined : await serverGroup("a restart (tasks already in)");
  console.log("");
  if (importPeak !== undefined)
    console.log(`bench:memory: import CLI peak ${importPeak.toFixed(0)} MB (goal < 200 MB), largest of the bundled folders`);
  if (first !== undefined)
    console.log(
      `bench:memory: server group ${first === null ? "not measured (no build)" : `${first.toFixed(0)} MB on first start`}` +
        `${restart ? `, ${restart.toFixed(0)} MB on a restart` : ""} (goal < 500 MB)`,
    );
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
