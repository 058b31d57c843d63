// npm run bench:uploads — uploads against a real server on loopback (`scripts/start.ts --no-build`
// on a temp PGlite dir; needs a build: `npx next build` first, under the build lock). Prints, per
// case: wall time, the server's peak RSS (all its processes, sampled every 20 ms) and the worst
// /api/health latency while the upload ran. Cases: 1, 10 and 20 MB ledgers (19.9 MB for the last),
// a 15 MB trajectory, trajectories of 200k lines and of one 19 MB line, and a 1 GB chunked body (generated on the fly, never held) that must be
// refused with 413. Data is generated here; nothing is downloaded.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { readEnvOf } from "../lib/env";

const PORT = readEnvOf(["BENCH_PORT"]).BENCH_PORT ?? 3281;
const BASE = `http://127.0.0.1:${PORT}`;
const TASK = "demo-shapes-activity";
const ADMIN = { email: "bench-admin@example.org", password: "bench-admin-password-0123" };
const BOUNDARY = "----vbenchBench9f3a";
const MB = 1024 * 1024;
const ANSWER_TIMEOUT_MS = 60_000;

if (!fs.existsSync(".next/BUILD_ID")) {
  console.error("bench:uploads: NOT MEASURED: no build (.next/BUILD_ID): run `npm run build` first (under flock /tmp/vbench-build.lock)");
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-uploads-"));
const server = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/start.ts", "--no-build"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATABASE_URL: `pglite:${dataDir}`,
    VBENCH_SEED: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    VBENCH_BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    VBENCH_BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let serverLog = "";
server.stdout.on("data", (c) => (serverLog += c));
server.stderr.on("data", (c) => (serverLog += c));

function treeRss(root: number): number {
  const kids = new Map<number, number[]>();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1].split(" ")[1]);
      kids.set(ppid, [...(kids.get(ppid) ?? []), Number(d)]);
    } catch {
      /* the process ended */
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      total += m ? Number(m[1]) * 1024 : 0;
    } catch {
      /* ended */
    }
    stack.push(...(kids.get(pid) ?? []));
  }
  return total;
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/health?ready=seeded`)).ok) return; // the server imports the bundled tasks after it answers
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not come up:\n${serverLog.slice(-2000)}`);
}

async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function fieldPart(name: string, value: string) {
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
}
function fileHead(name: string, filename: string) {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
}
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** POST a body from a generator, chunked; returns status, wall ms, and how many bytes went out. */
function post(cookie: string, chunks: () => Generator<Buffer>): Promise<{ status: number; ms: number; sent: number; body: string }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    let finished = false;
    const req = http.request(
      `${BASE}/api/tasks/${TASK}/uploads`,
      { method: "POST", headers: { cookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "transfer-encoding": "chunked" } },
      (res) => {
        answered = true;
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => {
          finished = true;
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, sent, body });
        });
      },
    );
    req.on("error", (e) => setTimeout(() => (answered ? undefined : reject(e)), 1000));
    // an upload the server never answers is a finding, not a bench that waits forever
    const noAnswer = setTimeout(() => {
      if (finished) return;
      req.destroy();
      const state = answered ? "a status line but no complete answer" : "no answer";
      reject(
        new Error(`${state} in ${ANSWER_TIMEOUT_MS / 1000} s after sending ${sent} bytes; server log tail:\n${serverLog.slice(-3000)}`),
      );
    }, ANSWER_TIMEOUT_MS);
    noAnswer.unref();
    const it = chunks();
    const pump = () => {
      while (!answered) {
        const { value, done } = it.next();
        if (done) return void req.end();
        sent += value.byteLength;
        if (!req.write(value)) return void req.once("drain", pump);
      }
      req.destroy();
    };
    pump();
  });
}

function* ledgerBody(bytes: number, label: string) {
  yield fieldPart("kind", "ledger");
  yield fieldPart("label", label);
  yield fieldPart("claimedScore", "0.5");
  yield fileHead("file", `${label}.json`);
  const one = (i: number) => `{"verb": "enter", "nouns": ["purple_diamond"], "start_frame": ${i}, "end_frame": ${i + 5}}`;
  let size = 0;
  let i = 0;
  let chunk = '{"actions": [';
  while (size + chunk.length < bytes - 64 * 1024) {
    chunk += (i ? ", " : "") + one(i++);
    if (chunk.length > 256 * 1024) {
      yield Buffer.from(chunk);
      size += chunk.length;
      chunk = "";
    }
  }
  yield Buffer.from(chunk + "]}");
  yield tail;
}

function* trajectoryBody(bytes: number) {
  yield fieldPart("kind", "rollout");
  yield fieldPart("label", "bench trajectory");
  yield fileHead("file", "bench.jsonl");
  const line = (i: number) =>
    JSON.stringify({
      type: "item.completed",
      item: {
        id: `item_${i}`,
        type: "command_execution",
        command: `ls frame_${i}.png`,
        aggregated_output: "x".repeat(60),
        exit_code: 0,
        status: "completed",
      },
    }) + "\n";
  let size = 0;
  let i = 0;
  let chunk = "";
  while (size < bytes) {
    chunk += line(i++);
    if (chunk.length > 256 * 1024) {
      yield Buffer.from(chunk);
      size += chunk.length;
      chunk = "";
    }
  }
  yield Buffer.from(chunk);
  yield tail;
}

/** 9.17: many short lines, or one line of nearly the whole limit. */
function* trajectoryLines(lines: number, lineBytes: number, label: string) {
  yield fieldPart("kind", "rollout");
  yield fieldPart("label", label);
  yield fileHead("file", `${label}.jsonl`);
  let chunk = "";
  for (let i = 0; i < lines; i++) {
    chunk +=
      JSON.stringify({
        type: "item.completed",
        item: { id: `i${i}`, type: "agent_message", text: "y".repeat(Math.max(0, lineBytes - 80)) },
      }) + "\n";
    if (chunk.length > 256 * 1024) {
      yield Buffer.from(chunk);
      chunk = "";
    }
  }
  yield Buffer.from(chunk);
  yield tail;
}

function* hugeBody(bytes: number) {
  yield fieldPart("kind", "ledger");
  yield fieldPart("label", "1 GB");
  yield fileHead("file", "huge.json");
  const block = Buffer.alloc(MB, 0x20);
  for (let sent = 0; sent < bytes; sent += block.length) yield block;
  yield tail;
}

async function measure(name: string, cookie: string, body: () => Generator<Buffer>) {
  const pid = server.pid!;
  const base = treeRss(pid);
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 20);
  let worstHealth = 0;
  let pinging = true;
  const pinger = (async () => {
    while (pinging) {
      const t = performance.now();
      await fetch(`${BASE}/api/health`)
        .then((r) => r.arrayBuffer())
        .catch(() => {});
      worstHealth = Math.max(worstHealth, performance.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const r = await post(cookie, body);
  pinging = false;
  await pinger;
  clearInterval(sampler);
  const answer = (() => {
    try {
      const j = JSON.parse(r.body);
      return j.ok
        ? j.alreadyStored
          ? "already stored"
          : `stored${j.format ? ` (${j.format}, ${j.toolCallTurns} turns)` : ""}`
        : `${j.error.code}: ${j.error.message.slice(0, 80)}`;
    } catch {
      return r.body.slice(0, 80);
    }
  })();
  console.log(
    [
      name.padEnd(26),
      `HTTP ${r.status}`,
      `${(r.ms / 1000).toFixed(2)} s`.padStart(8),
      `sent ${(r.sent / MB).toFixed(1)} MB`.padStart(14),
      `server RSS ${(base / MB).toFixed(0)} -> peak ${(peak / MB).toFixed(0)} MB (+${((peak - base) / MB).toFixed(0)})`.padEnd(38),
      `worst /api/health ${worstHealth.toFixed(0)} ms`,
      answer,
    ].join("  "),
  );
  return r;
}

try {
  await waitForHealth();
  const cookie = await signIn();
  console.log(`server on ${BASE} (PGlite in ${dataDir}); task ${TASK}`);
  await measure("ledger 1 MB", cookie, () => ledgerBody(1 * MB, "bench-1mb"));
  await measure("ledger 10 MB", cookie, () => ledgerBody(10 * MB, "bench-10mb"));
  await measure("ledger 19.9 MB", cookie, () => ledgerBody(Math.floor(19.9 * MB), "bench-19.9mb"));
  await measure("trajectory 15 MB", cookie, () => trajectoryBody(15 * MB));
  await measure("trajectory 200k lines", cookie, () => trajectoryLines(200_000, 90, "bench-200k-lines"));
  await measure("trajectory one 19 MB line", cookie, () => trajectoryLines(1, 19 * MB, "bench-one-line"));
  const huge = await measure("1 GB chunked body", cookie, () => hugeBody(1024 * MB));
  if (huge.status !== 413) {
    console.error("the 1 GB body was not refused with 413");
    process.exitCode = 1;
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
