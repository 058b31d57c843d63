// npm run -s bench:first-start — a fresh clone's first `npm start`, timed from outside.
// Clones HEAD (committed work only) into a temp dir, hard-links node_modules (cp -al: no network,
// npm ci's download is not what this measures), then does what npm ci's postinstall does
// (prisma generate, the prebuilt CLIs) and runs `npm start` on a free port with the default
// database (.data/pglite in the clone). Prints, from the start of `npm start`: the build done, the
// first 200 from the sign-in page, the `Sign in:` line, the bundled tasks imported; then a second
// start of the same clone (built, seeded). `--npm-ci` also times `npm ci` in its own clone (needs
// the registry or npm's cache). The machine's load average is printed with the numbers.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const secs = (ms: number | undefined) => (ms === undefined ? "never" : `${(ms / 1000).toFixed(1)} s`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** A clone of HEAD with node_modules hard-linked and what npm ci's postinstall makes; returns its path. */
function freshClone(tmp: string, name: string): string {
  const repo = path.join(tmp, name);
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, repo]);
  return repo;
}

function postinstall(repo: string): number {
  execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(repo, "node_modules")]);
  const t0 = performance.now();
  // package.json's postinstall, as npm ci runs it (lib/generated and dist/ are not in git)
  const r = spawnSync("npm", ["run", "-s", "postinstall"], { cwd: repo, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`postinstall failed in ${repo}:\n${r.stdout}${r.stderr}`);
  return performance.now() - t0;
}

interface StartTimes {
  buildDone?: number;
  firstPage?: number;
  signInLine?: number;
  seeded?: number;
  seedLine?: string;
}

/** Runs `npm start` in repo until the bundled tasks are in (or limitMs), then stops its process group. */
async function timeStart(repo: string, limitMs = 600_000): Promise<StartTimes> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1" };
  // the newcomer's defaults: the embedded database in the clone, the first admin with a link
  for (const name of ["DATABASE_URL", "VBENCH_DATA_DIR", "VBENCH_SEED", "VBENCH_BOOTSTRAP_ADMIN_EMAIL", "VBENCH_BOOTSTRAP_ADMIN_PASSWORD"])
    delete env[name];
  const t0 = performance.now();
  const child = spawn("npm", ["start"], { cwd: repo, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const times: StartTimes = {};
  const at = () => performance.now() - t0;
  let out = "";
  const onLine = (line: string) => {
    if (/^built in \d+ s/.test(line) || /^build is up to date/.test(line)) times.buildDone ??= at();
    if (line.startsWith("Sign in: ")) times.signInLine ??= at();
    if (line.startsWith("[seed] ") && !/importing \d+ bundled/.test(line)) times.seedLine = line;
  };
  for (const stream of [child.stdout!, child.stderr!])
    stream.on("data", (d: Buffer) => {
      const text = out.slice(out.lastIndexOf("\n") + 1) + d.toString();
      out += d.toString();
      const lines = text.split("\n");
      lines.slice(0, -1).forEach(onLine);
    });
  const exited = new Promise<number | null>((r) => child.on("exit", r));
  let code: number | null | undefined;
  void exited.then((c) => (code = c));
  const base = `http://127.0.0.1:${port}`;
  try {
    while (at() < limitMs && code === undefined) {
      if (times.firstPage === undefined) {
        if (await answers(`${base}/sign-in`)) times.firstPage = at();
      } else if (await answers(`${base}/api/health?ready=seeded`)) {
        times.seeded = at();
        // the Sign in line follows the first answer of /api/health (start.mjs): a moment to print it
        if (times.signInLine === undefined) await new Promise((r) => setTimeout(r, 2000));
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    if (code !== undefined) throw new Error(`npm start exited (${code}) early:\n${out.slice(-3000)}`);
    return times;
  } finally {
    if (code === undefined) {
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    }
  }
}

/** whether url answers 200 (false while nothing listens) */
function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    async (r) => (await r.arrayBuffer(), r.status === 200),
    () => false,
  );
}

function report(what: string, t: StartTimes) {
  console.log(`${what} (load average ${load()}):`);
  console.log(`  build done            ${secs(t.buildDone)}`);
  console.log(`  first page (200)      ${secs(t.firstPage)}   (GET /sign-in)`);
  console.log(`  Sign in: line         ${secs(t.signInLine)}`);
  console.log(`  bundled tasks in      ${secs(t.seeded)}   (/api/health?ready=seeded; console: ${t.seedLine ?? "nothing to import"})`);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-first-start-"));
try {
  console.log(`bench:first-start: ${os.availableParallelism()} cores, load average ${load()} at start; clone of HEAD in ${tmp}`);
  if (process.argv.includes("--npm-ci")) {
    const repo = freshClone(tmp, "npm-ci");
    const t0 = performance.now();
    const r = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: repo, encoding: "utf8" });
    if (r.status !== 0) console.log(`npm ci failed (exit ${r.status}):\n${r.stderr.slice(-2000)}`);
    else console.log(`npm ci (incl. postinstall): ${secs(performance.now() - t0)} (load average ${load()})`);
  }
  const repo = freshClone(tmp, "repo");
  console.log(`postinstall (prisma generate, CLI bundle) on hard-linked node_modules: ${secs(postinstall(repo))}`);
  const first = await timeStart(repo);
  report("first npm start (fresh clone: build, migrations, first admin; bundled tasks imported while serving)", first);
  report("second npm start (same clone: built, seeded)", await timeStart(repo, 180_000));
  console.log(
    `bench:first-start: first page ${secs(first.firstPage)} after npm start (goal <= 60 s), bundled tasks in at ${secs(first.seeded)}`,
  );
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
