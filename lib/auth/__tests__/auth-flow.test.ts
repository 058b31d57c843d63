// better-auth on our real databases: password sign-in, session lookup, sign-out, one-time links,
// cookie flags, GitHub configuration. No server: requests go straight to auth.handler.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { authOptions, createAuth, type Auth } from "../auth";
import { identify } from "../actor";
import { createSignInLink, consumeSignInLink } from "../sign-in-links";
import { createUser, ensureFirstAdmin } from "../users";

const BASE = "http://127.0.0.1:3999";
const SECRET = "test-secret-test-secret-test-secret-0123456789";

function post(path: string, body: unknown, cookie?: string) {
  return new Request(BASE + "/api/auth" + path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe.each(testDatabaseKinds())("auth on $name", (kind) => {
  let db: Awaited<ReturnType<typeof kind.open>>;
  let auth: Auth;
  beforeAll(async () => {
    db = await kind.open();
    auth = createAuth(db.prisma, { secret: SECRET, env: { VBENCH_AUTH_RATE_LIMIT: "0" } });
  });
  afterAll(async () => db?.drop());

  it("signs in with a password, finds the session, signs out", async () => {
    await createUser(db.prisma, auth, { email: "Maint@Example.org", name: "Maint", role: "maintainer", password: "correct horse battery" });
    const bad = await auth.handler(post("/sign-in/email", { email: "maint@example.org", password: "wrong password!!" }));
    expect(bad.status).toBe(401);
    const res = await auth.handler(post("/sign-in/email", { email: "maint@example.org", password: "correct horse battery" }));
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http here; https public URL turns it on (below)
    const cookie = cookieOf(res);
    const who = await identify(db.prisma, auth, new Headers({ cookie }), { allowBearer: true });
    expect(who).toMatchObject({ ok: true, actor: { role: "maintainer", name: "Maint" } });
    expect(await db.prisma.session.count()).toBe(1);
    const out = await auth.handler(post("/sign-out", {}, cookie));
    expect(out.status).toBe(200);
    const after = await identify(db.prisma, auth, new Headers({ cookie }), { allowBearer: true });
    expect(after).toMatchObject({ ok: true, actor: { role: "anonymous" } });
  });

  it("sets Secure, __Secure- prefixed cookies when the public URL is https", async () => {
    const https = createAuth(db.prisma, {
      secret: SECRET,
      env: { BETTER_AUTH_URL: "https://review.example.org", VBENCH_AUTH_RATE_LIMIT: "0" },
    });
    await createUser(db.prisma, https, { email: "tls@example.org", name: "Tls", role: "viewer", password: "correct horse battery" });
    const res = await https.handler(
      new Request("https://review.example.org/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://review.example.org" },
        body: JSON.stringify({ email: "tls@example.org", password: "correct horse battery" }),
      }),
    );
    expect(res.status).toBe(200);
    const c = res.headers.getSetCookie().find((x) => x.includes("session_token"))!;
    expect(c).toMatch(/^__Secure-/);
    expect(c).toMatch(/; Secure/i);
    expect(c).toMatch(/HttpOnly/i);
    expect(c).toMatch(/SameSite=Lax/i);
  });

  it("refuses a cross-origin sign-in (CSRF)", async () => {
    const res = await auth.handler(
      new Request(BASE + "/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://evil.example", cookie: "better-auth.session_token=x" },
        body: JSON.stringify({ email: "maint@example.org", password: "correct horse battery" }),
      }),
    );
    expect(res.status).toBe(403);
  });

  it("refuses public sign-up", async () => {
    const res = await auth.handler(post("/sign-up/email", { email: "x@example.org", password: "0123456789abc", name: "X" }));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await db.prisma.user.count({ where: { email: "x@example.org" } })).toBe(0);
  });

  it("a one-time link signs in once, and only once", async () => {
    const u = await createUser(db.prisma, auth, { email: "inv@example.org", name: "Inv", role: "contributor" });
    const { token } = await createSignInLink(db.prisma, { userId: u.id, purpose: "invite" });
    const stored = await db.prisma.signInLink.findFirstOrThrow({ where: { userId: u.id } });
    expect(stored.tokenHash).not.toContain(token);
    const res = await auth.handler(post("/one-time-link/consume", { token }));
    expect(res.status).toBe(200);
    const who = await identify(db.prisma, auth, new Headers({ cookie: cookieOf(res) }), { allowBearer: false });
    expect(who).toMatchObject({ ok: true, actor: { userId: u.id, role: "contributor" } });
    const again = await auth.handler(post("/one-time-link/consume", { token }));
    expect(again.status).toBe(401);
    expect(await again.text()).toMatch(/already used/);
  });

  it("an expired link is refused", async () => {
    const u = await createUser(db.prisma, auth, { email: "old@example.org", name: "Old", role: "viewer" });
    const { token } = await createSignInLink(db.prisma, { userId: u.id, purpose: "invite", now: new Date(Date.now() - 8 * 86400_000) });
    expect(await consumeSignInLink(db.prisma, token)).toEqual({ ok: false, reason: expect.stringMatching(/expired/) });
  });

  it("first start creates one admin and a sign-in URL, then never again", async () => {
    const fresh = await kind.open();
    try {
      const a = createAuth(fresh.prisma, { secret: SECRET });
      const first = await ensureFirstAdmin(fresh.prisma, a, { baseUrl: BASE, env: {} });
      expect(first).toMatchObject({
        created: true,
        email: "admin@vbench.localhost",
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3999\/sign-in\/once\?token=[\w-]{40,}$/),
      });
      expect(await fresh.prisma.user.findMany({ select: { role: true } })).toEqual([{ role: "admin" }]);
      expect(await ensureFirstAdmin(fresh.prisma, a, { baseUrl: BASE, env: {} })).toEqual({ created: false });
    } finally {
      await fresh.drop();
    }
  });

  // finding 13: the first admin was admin@localhost, which better-auth's email check refuses at
  // sign-in (INVALID_EMAIL), so the password they set could never be used
  it("the first-start admin signs in with the password they set after the one-time link", async () => {
    const fresh = await kind.open();
    try {
      const a = createAuth(fresh.prisma, { secret: SECRET, env: { VBENCH_AUTH_RATE_LIMIT: "0" } });
      const first = await ensureFirstAdmin(fresh.prisma, a, { baseUrl: BASE, env: {} });
      if (!first.created) throw new Error("no admin was created");
      const token = new URL(first.url).searchParams.get("token");
      const linked = await a.handler(post("/one-time-link/consume", { token }));
      expect(linked.status).toBe(200);
      await a.api.setPassword({ body: { newPassword: "the-admins-own-password" }, headers: new Headers({ cookie: cookieOf(linked) }) });
      const signedIn = await a.handler(post("/sign-in/email", { email: first.email, password: "the-admins-own-password" }));
      expect(signedIn.status).toBe(200);
      expect(await a.handler(post("/sign-in/email", { email: first.email, password: "not-the-password" }))).toMatchObject({ status: 401 });
    } finally {
      await fresh.drop();
    }
  });
});

describe("auth configuration", () => {
  const prisma = {} as never;
  it("enables GitHub only when both id and secret are set, refusing one without the other", () => {
    expect(authOptions(prisma, { secret: SECRET, env: {} }).socialProviders).toBeUndefined();
    // half a configuration is refused at start, naming the missing half (lib/env.ts)
    expect(() => authOptions(prisma, { secret: SECRET, env: { GITHUB_CLIENT_ID: "id" } })).toThrow(/GITHUB_CLIENT_SECRET must be set/);
    const on = authOptions(prisma, { secret: SECRET, env: { GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "s" } });
    expect(on.socialProviders?.github).toMatchObject({ clientId: "id", clientSecret: "s", disableImplicitSignUp: true });
    const open = authOptions(prisma, {
      secret: SECRET,
      env: { GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "s", VBENCH_GITHUB_SIGNUP: "1" },
    });
    expect(open.socialProviders?.github).toMatchObject({ disableImplicitSignUp: false });
  });
  it("uses Secure cookies exactly when the public URL is https", () => {
    expect(authOptions(prisma, { secret: SECRET, env: { BETTER_AUTH_URL: "https://review.example.org" } }).advanced?.useSecureCookies).toBe(
      true,
    );
    expect(authOptions(prisma, { secret: SECRET, env: { BETTER_AUTH_URL: "http://localhost:3000" } }).advanced?.useSecureCookies).toBe(
      false,
    );
    expect(authOptions(prisma, { secret: SECRET, env: {} }).advanced?.defaultCookieAttributes).toEqual({ httpOnly: true, sameSite: "lax" });
  });
  it("never signs up by email", () => {
    expect(authOptions(prisma, { secret: SECRET, env: {} }).emailAndPassword).toMatchObject({ enabled: true, disableSignUp: true });
  });
});
