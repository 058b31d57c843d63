// The server under attack: a throwaway PGlite dir (or, with a postgresql:// DATABASE_URL, a fresh
// database on that server) seeded by `scripts/start.ts --prepare-only`, our actors (a contributor
// on OWN only, a viewer, a maintainer, an admin, and a bystander the admin's allowed calls act on)
// and their tokens written straight to the database, then the built server (`start.ts --no-build`)
// on loopback with its process tree's memory sampled every 50 ms. The webhook is on (a secret the
// bench signs with); with `s3`, media goes through a real S3-compatible server (s3rver) on loopback.
// `crash()` kills the server's whole process tree with SIGKILL and starts it again on the same data.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createAuth } from "../../lib/auth/auth";
import { addTaskMember } from "../../lib/auth/membership";
import { createApiToken } from "../../lib/auth/tokens";
import { createUser } from "../../lib/auth/users";
import { openDatabase } from "../../lib/db/client";
import { createRun } from "../../lib/jobs/run-store";
import { startS3rver, type RunningS3 } from "../../lib/storage/__tests__/s3rver";
import { freshPostgresDatabase } from "./postgres";

export const OWN = "demo-shapes-activity";
export const OTHER = "kart-race-telemetry-ledger-s1";
const PASSWORD = "bench-hostile-password-0123";
const SECRET = "bench-hostile-secret-0123456789-abcdefghijklmnop";

export type Person = "contributor" | "viewer" | "maintainer" | "admin";
export const PEOPLE: readonly Person[] = ["contributor", "viewer", "maintainer", "admin"];
export const WEBHOOK_SECRET = "bench-hostile-webhook-secret-0123456789";

export interface Target {
  base: string;
  port: number;
  dataDir: string;
  password: string;
  people: Record<Person | "bystander", { id: string; email: string }>;
  /** "pglite" or "postgres" */
  database: string;
  /** the bucket, when the run stores media in S3 */
  s3: RunningS3 | null;
  /** a Media row of OWN pinned to `benchMedia.bytes` (the S3 probe uploads it) */
  benchMedia: { id: string; bytes: Buffer };
  cookies: Record<Person, string>;
  tokens: { ownWrite: string; otherScoped: string; readOnly: string };
  /** a media row of OTHER (or "none"), and a job run on OTHER's latest revision */
  mediaOther: string;
  jobOther: string;
  memoryPeak(): number;
  /** the server's stdout and stderr so far */
  log(): string;
  /** SIGKILL to the server's whole process tree (web server and its job worker), then start it again */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

export interface TargetOptions {
  port: number;
  s3: boolean;
  /** loopback endpoints the server may fetch from over http (the bench's git server) */
  fetchAllow: string[];
}

const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");

export async function startTarget({ port, s3: withS3, fetchAllow }: TargetOptions): Promise<Target> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-hostile-"));
  const pg = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "") ? await freshPostgresDatabase(process.env.DATABASE_URL!) : null;
  const s3 = withS3 ? await startS3rver(dataDir, "bench-hostile") : null;
  const env = {
    ...process.env,
    ...(s3?.env ?? {}),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: pg?.url ?? `pglite:${dataDir}/db`,
    VBENCH_DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: SECRET,
    VBENCH_SEED: "1",
    // sign-in limits stay on (the flood must meet them: "0" also turned off the per-account limit,
    // so the right password after 30 wrong ones signed in, a wrongly allowed the bench caused)
    VBENCH_WRITE_RATE_LIMIT: "0",
    VBENCH_UPLOAD_IDLE_MS: "2000",
    VBENCH_UPLOAD_TOTAL_MS: "4000",
    GITHUB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    VBENCH_PUBLIC_URL: base,
    // the bench's own git server on loopback; anything else a clone URL names stays refused
    ...(fetchAllow.length ? { VBENCH_FETCH_ALLOW_HTTP: "1", VBENCH_FETCH_ALLOW: fetchAllow.join(",") } : {}),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const prep = spawnSync(process.execPath, [tsx, "scripts/start.ts", "--prepare-only"], { env, encoding: "utf8" });
  if (prep.status !== 0) throw new Error(`prepare failed: ${prep.stderr}`);

  const db = await openDatabase(env.DATABASE_URL);
  const auth = createAuth(db.prisma, { secret: SECRET, env: { VBENCH_AUTH_RATE_LIMIT: "0" } });
  const people = {} as Target["people"];
  for (const role of [...PEOPLE, "bystander"] as const) {
    const email = `${role}@hostile.test`;
    const u = await createUser(db.prisma, auth, { email, name: role, role: role === "bystander" ? "viewer" : role, password: PASSWORD });
    people[role] = { id: u.id, email };
  }
  await addTaskMember(db.prisma, OWN, people.contributor.id, people.admin.id);
  const token = async (userId: string, access: "read" | "write", taskIds: string[] | null) =>
    (await createApiToken(db.prisma, { userId, name: "hostile", access, taskIds, expiresInDays: 1 })).secret;
  const tokens = {
    ownWrite: await token(people.contributor.id, "write", [OWN]),
    otherScoped: await token(people.maintainer.id, "write", [OTHER]),
    readOnly: await token(people.maintainer.id, "read", null),
  };
  const mediaOther = (await db.prisma.media.findFirst({ where: { revision: { taskId: OTHER } }, select: { id: true } }))?.id ?? "none";
  const revisionOther = await db.prisma.taskRevision.findFirstOrThrow({ where: { taskId: OTHER }, orderBy: { importedAt: "desc" } });
  // a queued run row only (nothing enqueues it in the job system): what a scoped token must not read
  const jobOther = (await createRun(db.prisma, { kind: "audit", params: {}, revisionId: revisionOther.id, actorId: null, judgeId: null }))
    .id;
  // bytes of the bench's own (so its cache file and bucket key are the bench's alone), pinned on OWN
  const benchBytes = crypto.randomBytes(64 * 1024);
  const revisionOwn = await db.prisma.taskRevision.findFirstOrThrow({ where: { taskId: OWN }, orderBy: { importedAt: "desc" } });
  const benchMediaId = (
    await db.prisma.media.create({
      data: {
        revisionId: revisionOwn.id,
        sha256: crypto.createHash("sha256").update(benchBytes).digest("hex"),
        byteLength: benchBytes.length,
        sources: {},
      },
    })
  ).id;
  await db.close();

  let server: ChildProcess;
  let log = "";
  let peak = 0;
  let sampler: NodeJS.Timeout | undefined;
  const launch = async () => {
    server = spawn(process.execPath, [tsx, "scripts/start.ts", "--no-build"], {
      env: { ...env, VBENCH_SEED: "0" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group: crash() kills the whole tree at once
    });
    server.stdout!.on("data", (c) => (log += c));
    server.stderr!.on("data", (c) => (log += c));
    clearInterval(sampler);
    sampler = setInterval(() => (peak = Math.max(peak, treeRss(server.pid!))), 50);
    await waitForHealth(base, server, () => log);
  };
  await launch();
  const signIn = async (email: string) => {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };
  const cookies = {} as Record<Person, string>;
  for (const who of PEOPLE) cookies[who] = await signIn(people[who].email);
  const exited = () => new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r(null) : server.once("exit", r)));
  return {
    base,
    port,
    dataDir,
    password: PASSWORD,
    people,
    database: pg ? "postgres" : "pglite",
    s3,
    benchMedia: { id: benchMediaId, bytes: benchBytes },
    cookies,
    tokens,
    mediaOther,
    jobOther,
    memoryPeak: () => peak,
    log: () => log,
    crash: async () => {
      process.kill(-server.pid!, "SIGKILL");
      await exited();
      log += "\n[bench:hostile] server killed with SIGKILL; starting again\n";
      await launch();
    },
    stop: async () => {
      clearInterval(sampler);
      server.kill("SIGTERM");
      await exited();
      await s3?.close();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(base: string, server: ChildProcess, log: () => string) {
  for (let i = 0; ; i++) {
    if (i > 600 || server.exitCode !== null) throw new Error(`server did not come up:\n${log().slice(-2000)}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** RSS of a process and all its descendants (the server, its workers and the sandboxes it starts). */
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
