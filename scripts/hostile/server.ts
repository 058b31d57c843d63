// The server under attack: a throwaway PGlite dir seeded by `scripts/start.ts --prepare-only`, our
// actors (a contributor on OWN only, a viewer, a maintainer) and their tokens written straight to
// the database, then the built server (`start.ts --no-build`) on loopback with its process tree's
// memory sampled every 50 ms.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createAuth } from "../../lib/auth/auth";
import { addTaskMember } from "../../lib/auth/membership";
import { createApiToken } from "../../lib/auth/tokens";
import { createUser } from "../../lib/auth/users";
import { openDatabase } from "../../lib/db/client";
import { createRun } from "../../lib/jobs/run-store";

export const OWN = "demo-shapes-activity";
export const OTHER = "kart-race-telemetry-ledger-s1";
const PASSWORD = "bench-hostile-password-0123";
const SECRET = "bench-hostile-secret-0123456789-abcdefghijklmnop";

export type Person = "contributor" | "viewer" | "maintainer";

export interface Target {
  base: string;
  port: number;
  dataDir: string;
  password: string;
  people: Record<Person, { id: string; email: string }>;
  cookies: Record<Person, string>;
  tokens: { ownWrite: string; otherScoped: string; readOnly: string };
  /** a media row of OTHER (or "none"), and a job run on OTHER's latest revision */
  mediaOther: string;
  jobOther: string;
  memoryPeak(): number;
  /** the server's stdout and stderr so far */
  log(): string;
  stop(): Promise<void>;
}

const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");

export async function startTarget(port: number): Promise<Target> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-bench-hostile-"));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: `pglite:${dataDir}/db`,
    VBENCH_DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: SECRET,
    VBENCH_SEED: "1",
    // sign-in limits stay on (the flood must meet them: "0" also turned off the per-account limit,
    // so the right password after 30 wrong ones signed in, a wrongly allowed the bench caused)
    VBENCH_WRITE_RATE_LIMIT: "0",
    VBENCH_UPLOAD_IDLE_MS: "2000",
    VBENCH_UPLOAD_TOTAL_MS: "4000",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const prep = spawnSync(process.execPath, [tsx, "scripts/start.ts", "--prepare-only"], { env, encoding: "utf8" });
  if (prep.status !== 0) throw new Error(`prepare failed: ${prep.stderr}`);

  const db = await openDatabase(env.DATABASE_URL);
  const auth = createAuth(db.prisma, { secret: SECRET, env: { VBENCH_AUTH_RATE_LIMIT: "0" } });
  const people = {} as Target["people"];
  for (const role of ["contributor", "viewer", "maintainer"] as const) {
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
  const mediaOther = (await db.prisma.media.findFirst({ where: { revision: { taskId: OTHER } }, select: { id: true } }))?.id ?? "none";
  const revisionOther = await db.prisma.taskRevision.findFirstOrThrow({ where: { taskId: OTHER }, orderBy: { importedAt: "desc" } });
  // a queued run row only (nothing enqueues it in the job system): what a scoped token must not read
  const jobOther = (await createRun(db.prisma, { kind: "audit", params: {}, revisionId: revisionOther.id, actorId: null, judgeId: null }))
    .id;
  await db.close();

  const server = spawn(process.execPath, [tsx, "scripts/start.ts", "--no-build"], {
    env: { ...env, VBENCH_SEED: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout!.on("data", (c) => (log += c));
  server.stderr!.on("data", (c) => (log += c));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(server.pid!))), 50);
  await waitForHealth(base, server, () => log);
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
  const cookies = {
    contributor: await signIn(people.contributor.email),
    viewer: await signIn(people.viewer.email),
    maintainer: await signIn(people.maintainer.email),
  };
  return {
    base,
    port,
    dataDir,
    password: PASSWORD,
    people,
    cookies,
    tokens,
    mediaOther,
    jobOther,
    memoryPeak: () => peak,
    log: () => log,
    stop: async () => {
      clearInterval(sampler);
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
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
