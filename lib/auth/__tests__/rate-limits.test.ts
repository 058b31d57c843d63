// Issue 23 finding 5 replayed: rotating X-Forwarded-For does not get around the sign-in limits
// (the client's address comes from the socket, stamped by lib/auth/stamp-client-ip.ts), one
// account is locked after 10 failed passwords from any address, and writes through route
// handlers are limited per API token and per user (429 with Retry-After, the one error shape).
import { spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("./next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { startRouteServer } from "../../cli/__tests__/route-server";
import { POST as authPost, GET as authGet } from "@/app/api/auth/[...all]/route";
import { POST as postRow } from "@/app/api/tasks/[id]/rows/route";
import { createAuth, type Auth } from "../auth";
import { trustedProxies } from "../../ip/client-ip";
import { WindowLimiter } from "../rate-limit";
import { installClientIpStamp } from "../stamp-client-ip";
import { setWriteLimiter } from "../write-limit";
import { openHarness, TEST_SECRET, type Harness } from "./harness";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const PASSWORD = "harness-password-0123";
let n = 0;
const rotatingIp = () => `198.51.${Math.floor(++n / 250) % 250}.${(n % 250) + 1}`;

describe("the server's client address", () => {
  const preload = path.join(ROOT, "scripts/lib/client-ip-preload.ts");
  const echo = `
    import http from "node:http";
    const s = http.createServer((req, res) => res.end(String(req.headers["x-vbench-client-ip"])));
    s.listen(0, "127.0.0.1", async () => {
      const r = await fetch("http://127.0.0.1:" + s.address().port, { headers: { "x-forwarded-for": "203.0.113.9", "x-vbench-client-ip": "8.8.8.8" } });
      console.log(await r.text());
      s.close();
    });`;
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ["--import", "tsx", "--import", preload, "--input-type=module", "-e", echo], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
  it("is the socket's, whatever the client sends (the preload npm start gives next start)", () => {
    expect(run({}).stdout.trim()).toBe("127.0.0.1");
  });
  it("is the forwarded one only when the socket is a trusted proxy", () => {
    expect(run({ VBENCH_TRUSTED_PROXY: "127.0.0.1" }).stdout.trim()).toBe("203.0.113.9");
  });
});

let addressCount = 0;
describe.each(testDatabaseKinds().map((kind, kindIndex) => ({ ...kind, kindIndex })))("rate limits on $name", (kind) => {
  const { kindIndex } = kind;
  let h: Harness;
  let server: Awaited<ReturnType<typeof startRouteServer>>;
  let uninstall: () => void;
  const g = globalThis as unknown as { __vbenchAuth?: Promise<Auth> };
  const useFreshLimitedAuth = () => {
    // rate limits on (the harness turns them off), counting from zero
    g.__vbenchAuth = Promise.resolve(createAuth(h.db.prisma, { secret: TEST_SECRET, env: {} }));
    (globalThis as { __vbenchSignInLimiter?: unknown }).__vbenchSignInLimiter = undefined;
  };
  // better-auth keeps its per-address counts in one store for the whole process: each test
  // connects from its own loopback address (all of 127/8 is local), so tests do not share counts
  let from = "127.0.0.1";
  const useNextAddress = () => (from = `127.0.${kindIndex}.${++addressCount + 1}`);
  const signIn = (email: string, password: string) =>
    new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
      const body = JSON.stringify({ email, password });
      const req = http.request(
        `${server.url}/api/auth/sign-in/email`,
        {
          method: "POST",
          localAddress: from,
          headers: {
            "content-type": "application/json",
            origin: server.url,
            "x-forwarded-for": rotatingIp(),
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (c) => (text += c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string | undefined, body: text }),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });

  beforeAll(async () => {
    h = await openHarness(kind);
    const none = trustedProxies([]);
    if (!none.ok) throw new Error("an empty proxy list is valid");
    uninstall = installClientIpStamp(none.list);
    server = await startRouteServer([
      { method: "POST", pattern: /^\/api\/auth\/(?<all>.+)$/, handler: authPost as never },
      { method: "GET", pattern: /^\/api\/auth\/(?<all>.+)$/, handler: authGet as never },
    ]);
  }, 120_000);
  afterAll(async () => {
    uninstall?.();
    setWriteLimiter(undefined);
    await server?.close();
    await h?.close();
  });

  it("40 wrong passwords from 40 forged addresses lock the account; then the right one is refused too", async () => {
    useFreshLimitedAuth();
    useNextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await signIn(h.users.viewer.email, `wrong-password-${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const right = await signIn(h.users.viewer.email, PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(right.body)).toEqual({ ok: false, error: { code: "RATE_LIMITED", message: expect.stringMatching(/this account/) } });
    // another account is not affected
    expect((await signIn(h.users.maintainer.email, PASSWORD)).status).toBe(200);
  });

  it("guesses spread over many accounts and forged addresses hit the per-address limit", async () => {
    useFreshLimitedAuth();
    useNextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await signIn(`nobody-${i}@harness.test`, "wrong-password-x")).status);
    // better-auth's /sign-in/email rule (30 a minute) keyed on the stamped socket address
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual(Array(5).fill(429));
  });

  it("writes through a route are limited per token and per user, with Retry-After", async () => {
    setWriteLimiter(new WindowLimiter({ max: 3, windowMs: 60_000 }));
    const write = async (headers: Headers) => {
      const f = new FormData();
      f.set("row", "{}");
      const res = await postRow(new Request(`http://127.0.0.1:3999/api/tasks/${h.ownTask}/rows`, { method: "POST", headers, body: f }), {
        params: Promise.resolve({ id: h.ownTask }),
      });
      return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as { error?: { code: string } } };
    };
    const a = await h.token("contributor", { access: "write", taskIds: [h.ownTask] });
    const b = await h.token("contributor", { access: "write", taskIds: [h.ownTask] });
    const bearer = (t: { secret: string }) => new Headers({ authorization: `Bearer ${t.secret}` });
    const first = [await write(bearer(a)), await write(bearer(a)), await write(bearer(a))];
    expect(first.map((r) => r.status)).not.toContain(429);
    const over = await write(bearer(a));
    expect(over.status).toBe(429);
    expect(over.body.error?.code).toBe("RATE_LIMITED");
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect((await write(bearer(b))).status).not.toBe(429);
    // the user's browser session has its own count
    for (let i = 0; i < 3; i++) expect((await write(h.headersOf("maintainer"))).status).not.toBe(429);
    expect((await write(h.headersOf("maintainer"))).status).toBe(429);
  });
});
