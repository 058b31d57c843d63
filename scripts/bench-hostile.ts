// npm run bench:hostile — hostile inputs against a built server on loopback (`scripts/start.ts
// --no-build` on a throwaway PGlite dir; needs `next build` first). Uploads (malformed forms,
// ledgers, trajectories), archives (zip-slip, symlinks, devices, bombs), server actions, every
// API route and page as the wrong actor or token, malformed params, and verifiers (hostile judges
// in the real sandbox, in this process). Prints `inputs`, `5xx` (goal 0), `wrongly allowed`
// (goal 0: a request that must be refused got 2xx or a page's content), `path leaks` (an answer
// naming the data dir, the temp dir or the working dir) and `memory peak` (the server's RSS).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createAuth } from "../lib/auth/auth";
import { addTaskMember } from "../lib/auth/membership";
import { createApiToken } from "../lib/auth/tokens";
import { createUser } from "../lib/auth/users";
import { openDatabase } from "../lib/db/client";
import { readEnvOf } from "../lib/env";
import { fixtureFiles } from "../lib/sandbox/__tests__/load-fixture";
import { DEFAULT_LIMITS } from "../lib/sandbox/limits";
import { probeSandbox } from "../lib/sandbox/probe";
import { runVerifier } from "../lib/sandbox/run-verifier";
import { BOUNDARY, hostileArchives, hostileLedgers, hostileTrajectories, multipart, type Part } from "./lib/hostile-inputs";

const PORT = readEnvOf(["BENCH_PORT"]).BENCH_PORT ?? 3287;
const BASE = `http://127.0.0.1:${PORT}`;
const OWN = "demo-shapes-activity";
const OTHER = "kart-race-telemetry-ledger-s1";
const PASSWORD = "bench-hostile-password-0123";
const SECRET = "bench-hostile-secret-0123456789-abcdefghijklmnop";

if (!fs.existsSync(".next/BUILD_ID")) {
  console.error("bench:hostile needs a production build: run `npx tsx scripts/build-if-needed.ts` first");
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-hostile-"));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  DATABASE_URL: `pglite:${dataDir}/db`,
  VBENCH_DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: SECRET,
  VBENCH_SEED: "1",
  VBENCH_AUTH_RATE_LIMIT: "0",
  VBENCH_WRITE_RATE_LIMIT: "0",
  VBENCH_UPLOAD_IDLE_MS: "2000",
  VBENCH_UPLOAD_TOTAL_MS: "4000",
  NEXT_TELEMETRY_DISABLED: "1",
};

// 1. the database: seeded tasks, then our actors (a contributor on OWN only, a maintainer) and tokens
const prep = spawnSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/start.ts", "--prepare-only"], {
  env,
  encoding: "utf8",
});
if (prep.status !== 0) throw new Error(`prepare failed: ${prep.stderr}`);
const db = await openDatabase(env.DATABASE_URL);
const auth = createAuth(db.prisma, { secret: SECRET, env: { VBENCH_AUTH_RATE_LIMIT: "0" } });
const people = {} as Record<"contributor" | "maintainer", { id: string; email: string }>;
for (const role of ["contributor", "maintainer"] as const) {
  const email = `${role}@hostile.test`;
  const u = await createUser(db.prisma, auth, { email, name: role, role, password: PASSWORD });
  people[role] = { id: u.id, email };
}
await addTaskMember(db.prisma, OWN, people.contributor.id, people.maintainer.id);
const token = async (userId: string, access: "read" | "write", taskIds: string[] | null) =>
  (await createApiToken(db.prisma, { userId, name: "hostile", access, taskIds, expiresInDays: 1 })).secret;
const tokens = {
  ownWrite: await token(people.contributor.id, "write", [OWN]),
  otherScoped: await token(people.maintainer.id, "write", [OTHER]),
  readOnly: await token(people.maintainer.id, "read", null),
};
const mediaOwn = (await db.prisma.media.findFirst({ where: { revision: { taskId: OTHER } }, select: { id: true } }))?.id ?? "none";
await db.close();

// 2. the server, its memory sampled every 50 ms
const server = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/start.ts", "--no-build"], {
  env: { ...env, VBENCH_SEED: "0" },
  stdio: ["ignore", "pipe", "pipe"],
});
let log = "";
server.stdout.on("data", (c) => (log += c));
server.stderr.on("data", (c) => (log += c));
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, treeRss(server.pid!))), 50);
function treeRss(root: number): number {
  const kids = new Map<number, number[]>();
  for (const d of fs.readdirSync("/proc").filter((n) => /^\d+$/.test(n)))
    try {
      const ppid = Number(fs.readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1].split(" ")[1]);
      kids.set(ppid, [...(kids.get(ppid) ?? []), Number(d)]);
    } catch {
      /* ended */
    }
  let total = 0;
  for (const stack = [root]; stack.length;) {
    const pid = stack.pop()!;
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {
      /* ended */
    }
    stack.push(...(kids.get(pid) ?? []));
  }
  return total;
}
for (let i = 0; ; i++) {
  if (i > 600) throw new Error(`server did not come up:\n${log.slice(-2000)}`);
  if (
    await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 500));
}
async function signIn(email: string): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const cookies = { contributor: await signIn(people.contributor.email), maintainer: await signIn(people.maintainer.email) };

// 3. the inputs
type Expect = "refused" | "any";
const tally = { inputs: 0, fiveXX: [] as string[], wronglyAllowed: [] as string[], pathLeaks: [] as string[] };
const LEAKS = [dataDir, os.tmpdir() + "/", process.cwd()];
async function send(
  what: string,
  expect: Expect,
  url: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
  content?: string,
) {
  tally.inputs += 1;
  let status = 0;
  let body = "";
  try {
    const res = await fetch(url.startsWith("http") ? url : BASE + url, {
      redirect: "manual",
      ...init,
      signal: AbortSignal.timeout(60_000),
    });
    status = res.status;
    body = await res.text();
  } catch (e) {
    tally.fiveXX.push(`${what}: no answer (${e instanceof Error ? e.message : e})`);
    return;
  }
  if (status >= 500) tally.fiveXX.push(`${what}: ${status} ${body.slice(0, 160)}`);
  if (expect === "refused" && status >= 200 && status < 300) tally.wronglyAllowed.push(`${what}: ${status}`);
  if (content !== undefined && status === 200 && body.includes(content)) tally.wronglyAllowed.push(`${what}: shows ${content}`);
  for (const leak of LEAKS) if (body.includes(leak)) tally.pathLeaks.push(`${what}: names ${leak}`);
}
const form = (parts: Part[], who: string, extra: Record<string, string> = {}) => ({
  method: "POST",
  headers: { cookie: who, origin: BASE, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...extra },
  body: new Uint8Array(multipart(parts)),
});
const C = cookies.contributor;
// progress on stderr, so a long run shows where it is
const phase = (name: string) =>
  console.error(
    `[bench:hostile] ${name} (after ${tally.inputs} inputs: ${tally.fiveXX.length} 5xx, ${tally.wronglyAllowed.length} wrongly allowed)`,
  );

phase("uploads");
// uploads: hostile fields and files on the contributor's own task
const fieldValues = [
  "",
  " 1",
  "0x1",
  "1e",
  "NaN",
  "Infinity",
  "-1",
  "2",
  "1".repeat(5000),
  "a\u0000b",
  "0.5",
  "\ud800",
  "<script>",
  "../../x",
];
for (const kind of ["ledger", "rollout", "", "other", "ledger\u0000"])
  for (const v of fieldValues)
    await send(
      `upload kind=${kind} claimedScore=${JSON.stringify(v).slice(0, 20)}`,
      "any",
      `/api/tasks/${OWN}/uploads`,
      form(
        [
          { name: "kind", value: kind },
          { name: "label", value: v },
          { name: "claimedScore", value: v },
          { name: "file", filename: "x.json", bytes: new TextEncoder().encode("{}") },
        ],
        C,
      ),
    );
for (const [what, bytes] of hostileLedgers())
  for (const label of ["a", "b"])
    await send(
      `ledger ${what}`,
      "any",
      `/api/tasks/${OWN}/uploads`,
      form(
        [
          { name: "kind", value: "ledger" },
          { name: "label", value: label },
          { name: "file", filename: `${label}.json`, bytes },
        ],
        C,
      ),
    );
for (const [what, bytes] of hostileTrajectories())
  for (const label of ["a", "b"])
    await send(
      `trajectory ${what}`,
      "any",
      `/api/tasks/${OWN}/uploads`,
      form(
        [
          { name: "kind", value: "rollout" },
          { name: "label", value: label },
          { name: "file", filename: `${label}.jsonl`, bytes },
        ],
        C,
      ),
    );
for (const ct of [
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=x".repeat(50),
  "application/json",
  "text/plain",
  "",
])
  await send(`upload content-type ${ct.slice(0, 30)}`, "any", `/api/tasks/${OWN}/uploads`, {
    method: "POST",
    headers: { cookie: C, origin: BASE, "content-type": ct },
    body: "--x\r\n",
  });
for (const row of [
  "",
  "{}",
  "null",
  "[]",
  '{"harness":"x".repeat(9)}',
  JSON.stringify({ status: "official", score: 2 }),
  "{".repeat(10_000),
])
  await send(
    `row ${row.slice(0, 20)}`,
    "any",
    `/api/tasks/${OWN}/rows`,
    form(
      [
        { name: "row", value: row },
        { name: "ledger", filename: "l.json", bytes: new TextEncoder().encode("{}") },
      ],
      C,
    ),
  );

phase("archives");
// archives: every hostile one as a revision of the contributor's own task
for (const [what, bytes] of hostileArchives())
  await send(`archive ${what}`, "any", `/api/tasks/${OWN}/revisions`, form([{ name: "archive", filename: "task.zip", bytes }], C));

phase("routes");
// routes: the wrong actor, the wrong token, cross-origin, malformed params
const writes: Array<[string, string]> = [
  [`/api/tasks/${OTHER}/uploads`, "upload"],
  [`/api/tasks/${OTHER}/rows`, "rows"],
  [`/api/tasks/${OTHER}/revisions`, "revisions"],
  [`/api/media/${mediaOwn}`, "media fetch"],
];
const reads = [
  `/api/tasks/${OTHER}/status`,
  `/tasks/${OTHER}/export.md`,
  `/api/media/${mediaOwn}`,
  `/api/media/${mediaOwn}/progress`,
  "/api/jobs/none",
];
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
for (const [url, what] of writes) {
  const body = multipart([
    { name: "kind", value: "ledger" },
    { name: "label", value: "x" },
  ]);
  const ct = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
  await send(`${what} anonymous`, "refused", url, { method: "POST", headers: { origin: BASE, ...ct }, body });
  if (!url.includes("/media/"))
    await send(`${what} contributor on another task`, "refused", url, {
      method: "POST",
      headers: { cookie: C, origin: BASE, ...ct },
      body,
    });
  await send(`${what} token scoped to ${OWN}`, url.includes(OTHER) || url.includes("/media/") ? "refused" : "any", url, {
    method: "POST",
    headers: { ...bearer(tokens.ownWrite), ...ct },
    body,
  });
  await send(`${what} read-only token`, "refused", url, { method: "POST", headers: { ...bearer(tokens.readOnly), ...ct }, body });
  for (const origin of ["http://evil.example", "null", `http://127.0.0.1:${PORT + 1}`, "http://localhost.evil.example"])
    await send(`${what} cross-origin ${origin}`, "refused", url, {
      method: "POST",
      headers: { cookie: cookies.maintainer, origin, ...ct },
      body,
    });
  await send(`${what} sec-fetch-site cross-site`, "refused", url, {
    method: "POST",
    headers: { cookie: cookies.maintainer, "sec-fetch-site": "cross-site", ...ct },
    body,
  });
  for (const bad of ["Bearer ", "Bearer x", "Bearer vbr_" + "a".repeat(43), "Basic YTpi", "Bearer " + tokens.ownWrite + "x"])
    await send(`${what} auth ${bad.slice(0, 14)}`, "refused", url, { method: "POST", headers: { authorization: bad, ...ct }, body });
}
for (const url of reads) {
  await send(`GET ${url} anonymous`, "refused", url);
  // a token scoped to OWN reading OTHER's data (every signed-in role may read every task: no contributor cell)
  await send(`GET ${url} token scoped elsewhere`, url.includes("/jobs/") ? "any" : "refused", url, { headers: bearer(tokens.ownWrite) });
}
const params = [
  "%00",
  "%ZZ",
  "..",
  "%2e%2e",
  "a".repeat(5000),
  "%F0%9F%92%A9",
  "%C0%AE",
  "con",
  "x%2F..%2F..",
  "%ED%A0%80",
  "'; drop table task;--",
  "$(id)",
];
for (const p of params) {
  for (const tpl of [
    "/api/tasks/P/status",
    "/api/media/P",
    "/api/media/P/progress",
    "/api/jobs/P",
    "/tasks/P",
    "/tasks/P/files/P",
    "/tasks/P/ledgers/P",
    "/tasks/P/rollouts/P",
    "/tasks/P/revisions/P",
    "/tasks/P/export.md",
  ])
    await send(`GET ${tpl} with ${p.slice(0, 12)}`, "any", tpl.replaceAll("P", p), { headers: { cookie: cookies.maintainer } });
  await send(
    `POST uploads with ${p.slice(0, 12)}`,
    "any",
    `/api/tasks/${p}/uploads`,
    form([{ name: "kind", value: "ledger" }], cookies.maintainer),
  );
}
for (const m of ["PUT", "PATCH", "DELETE", "OPTIONS"])
  for (const url of [`/api/tasks/${OWN}/uploads`, `/api/tasks/${OWN}/status`, "/api/health", `/api/media/${mediaOwn}`])
    await send(`${m} ${url}`, "any", url, { method: m, headers: { cookie: C, origin: BASE } });

phase("pages");
// pages: anonymous is sent to sign-in, a contributor never sees another task, a maintainer does
const pages = ["", "/audits", "/compare", "/export", "/revisions"];
const ownTitle = "demo-shapes-activity";
for (const p of pages) {
  await send(`page /tasks/${OTHER}${p} anonymous`, "refused", `/tasks/${OTHER}${p}`, {}, OTHER);
  tally.inputs += 1;
  const ok = await fetch(`${BASE}/tasks/${OWN}${p}`, { headers: { cookie: cookies.maintainer } });
  const text = await ok.text();
  if (ok.status !== 200 || !text.includes(ownTitle))
    tally.wronglyAllowed.push(`page /tasks/${OWN}${p} maintainer: ${ok.status} (a maintainer must see it)`);
}
for (const p of ["/admin/users", "/admin/settings", "/import", "/settings/tokens", "/settings/account"])
  await send(`page ${p} anonymous`, "refused", p);
for (const p of ["/admin/users", "/admin/settings"])
  await send(`page ${p} contributor`, "refused", p, { headers: { cookie: C } }, "admin@");

phase("server actions");
// server actions: unknown ids, hostile bodies, cross-origin
for (const id of ["", "0", "f".repeat(42), "../x", "%00"])
  for (const body of ["", "null", "[null]", '["$@1"]', "{".repeat(1000), "a=1"])
    await send(`action ${id.slice(0, 6)} ${body.slice(0, 8)}`, "any", `/tasks/${OWN}`, {
      method: "POST",
      headers: { cookie: C, origin: BASE, "next-action": id, "content-type": "text/plain;charset=UTF-8" },
      body,
    });
for (const origin of ["http://evil.example", "null"])
  await send(`action cross-origin ${origin}`, "refused", `/tasks/${OWN}`, {
    method: "POST",
    headers: { cookie: C, origin, "next-action": "0".repeat(42), "content-type": "text/plain" },
    body: "[]",
  });

phase("sign-in");
// sign-in: wrong passwords with rotating X-Forwarded-For must end in 429, never in a session
for (let i = 0; i < 30; i++)
  await send(`sign-in wrong password ${i}`, "refused", "/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": `10.0.${i}.1` },
    body: JSON.stringify({ email: people.maintainer.email, password: `wrong-${i}` }),
  });

phase("verifiers");
// verifiers: hostile judges in the real sandbox (in this process: the sandbox is the same code the server runs)
let verifierRuns = 0;
const verifierProblems: string[] = [];
if (probeSandbox().ok)
  for (const judge of [
    "crash",
    "loop",
    "sleep",
    "alloc",
    "network",
    "escape",
    "etc-passwd",
    "print-100mb",
    "no-reward",
    "bad-reward",
    "logs-bytes",
    "logs-files",
  ]) {
    const r = await runVerifier({
      files: fixtureFiles(judge),
      solution: new TextEncoder().encode("{}"),
      solutionTarget: "/workspace/output/solution.json",
      limits: { ...DEFAULT_LIMITS, wallMs: 10_000, cpuSeconds: 3, logsBytes: 16 * 1024 * 1024, logsFiles: 500 },
    });
    verifierRuns += 1;
    tally.inputs += 1;
    const escaped = judge === "escape" && (r.rewardObject as { escapes?: string[] } | null)?.escapes?.length;
    if (escaped) verifierProblems.push(`escape: ${JSON.stringify(r.rewardObject)}`);
    if (r.status === "scored" && !["escape", "logs-bytes"].includes(judge)) verifierProblems.push(`${judge} scored`);
  }
tally.wronglyAllowed.push(...verifierProblems);

clearInterval(sampler);
server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
fs.rmSync(dataDir, { recursive: true, force: true });
const server5xxInLog = (log.match(/⨯|Error: /g) ?? []).length;
console.log(`inputs           ${tally.inputs} (${verifierRuns} verifier runs in the sandbox)`);
console.log(`5xx              ${tally.fiveXX.length}`);
console.log(`wrongly allowed  ${tally.wronglyAllowed.length}`);
console.log(`path leaks       ${tally.pathLeaks.length}`);
console.log(`memory peak      ${(peak / 1048576).toFixed(0)} MiB (server process tree RSS)`);
console.log(`server log errors ${server5xxInLog}`);
for (const line of [...tally.fiveXX, ...tally.wronglyAllowed, ...tally.pathLeaks].slice(0, 300)) console.log(`  ${line}`);
process.exit(tally.fiveXX.length + tally.wronglyAllowed.length + tally.pathLeaks.length ? 1 : 0);
