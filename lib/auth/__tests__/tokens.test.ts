// API tokens through guardRoute on real databases: expired, revoked, unknown, read-only on a
// write, limited to another task; nothing written on refusal, last use recorded.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("./next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { revokeApiToken } from "../tokens";
import { countAll, openHarness, type Harness } from "./harness";

type RouteFn = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(
  file: string,
  method: string,
  path: string,
  params: Record<string, string>,
  authorization: string | null,
  body?: BodyInit,
) {
  const mod = (await import(/* @vite-ignore */ `../../../${file}`)) as Record<string, RouteFn>;
  const headers = new Headers(authorization ? { authorization } : {});
  const res = await mod[method](new Request(`http://127.0.0.1:3999${path}`, { method, headers, body }), {
    params: Promise.resolve(params),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text.startsWith("{") ? (JSON.parse(text) as { ok: boolean; error?: { code: string; message: string } }) : null,
  };
}

const exportMd = (h: Harness, auth: string | null, task = h.ownTask) =>
  call("app/tasks/[id]/export.md/route.ts", "GET", `/tasks/${task}/export.md`, { id: task }, auth);
const postRow = (h: Harness, auth: string | null, task = h.ownTask) => {
  const f = new FormData();
  f.set("row", "{}");
  return call("app/api/tasks/[id]/rows/route.ts", "POST", `/api/tasks/${task}/rows`, { id: task }, auth, f);
};

describe.each(testDatabaseKinds())("API tokens on $name", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind);
  }, 120_000);
  afterAll(async () => h?.close());

  it("a valid read token reads, and its last use is recorded", async () => {
    const t = await h.token("viewer", { access: "read" });
    const r = await exportMd(h, `Bearer ${t.secret}`);
    expect([401, 403]).not.toContain(r.status);
    const row = await h.db.prisma.apiToken.findUniqueOrThrow({ where: { id: t.id } });
    expect(row.lastUsedAt).not.toBeNull();
    expect(row.tokenHash).not.toContain(t.secret.slice(4));
  });

  it.each([
    ["no token at all", null, /sign in/],
    ["an unknown token", "Bearer vbr_doesnotexist0000000000000000000000000", /unknown API token/],
    ["not our token format", "Bearer abc.def", /not a vbench-review API token/],
    ["a malformed header", "Bearer", /Bearer <token>/],
  ])("refuses %s with 401", async (_what, auth, message) => {
    const r = await exportMd(h, auth);
    expect(r.status).toBe(401);
    expect(r.json?.error).toMatchObject({ code: "UNAUTHENTICATED", message: expect.stringMatching(message) });
  });

  it("refuses an expired token", async () => {
    const t = await h.token("maintainer", { access: "write" });
    await h.db.prisma.apiToken.update({ where: { id: t.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const r = await exportMd(h, `Bearer ${t.secret}`);
    expect(r).toMatchObject({ status: 401, json: { error: { message: expect.stringMatching(/expired/) } } });
  });

  it("refuses a revoked token", async () => {
    const t = await h.token("maintainer", { access: "write" });
    expect(await revokeApiToken(h.db.prisma, h.users.maintainer.id, t.id)).toBe(true);
    const r = await exportMd(h, `Bearer ${t.secret}`);
    expect(r).toMatchObject({ status: 401, json: { error: { message: expect.stringMatching(/revoked/) } } });
    // someone else cannot revoke your token
    const mine = await h.token("maintainer", { access: "read" });
    expect(await revokeApiToken(h.db.prisma, h.users.viewer.id, mine.id)).toBe(false);
  });

  it("refuses a read token on a write, writing nothing", async () => {
    const t = await h.token("contributor", { access: "read" });
    const before = await countAll(h);
    const r = await postRow(h, `Bearer ${t.secret}`);
    expect(r).toMatchObject({
      status: 403,
      json: { ok: false, error: { code: "FORBIDDEN", message: expect.stringMatching(/read-only/) } },
    });
    const after = await countAll(h);
    expect({ ...after, ApiToken: before.ApiToken }).toEqual(before);
  });

  it("refuses a token limited to another task, on reads and writes", async () => {
    const t = await h.token("maintainer", { access: "write", taskIds: [h.otherTask] });
    const before = await countAll(h);
    expect((await exportMd(h, `Bearer ${t.secret}`, h.ownTask)).status).toBe(403);
    expect((await postRow(h, `Bearer ${t.secret}`, h.ownTask)).status).toBe(403);
    expect(await countAll(h)).toEqual(before);
    expect([401, 403]).not.toContain((await exportMd(h, `Bearer ${t.secret}`, h.otherTask)).status);
  });

  it("a contributor's write token passes the guard on their own task only", async () => {
    const t = await h.token("contributor", { access: "write" });
    expect([401, 403]).not.toContain((await postRow(h, `Bearer ${t.secret}`, h.ownTask)).status);
    expect((await postRow(h, `Bearer ${t.secret}`, h.otherTask)).status).toBe(403);
  });

  it("a token never lifts its user's role: a viewer's write token cannot write", async () => {
    const t = await h.token("viewer", { access: "write" });
    expect((await postRow(h, `Bearer ${t.secret}`)).status).toBe(403);
  });

  it("a bad token is refused even when a valid session cookie comes with it", async () => {
    const mod = (await import("../../../app/tasks/[id]/export.md/route")) as unknown as Record<string, RouteFn>;
    const headers = h.headersOf("admin");
    headers.set("authorization", "Bearer vbr_nope");
    const res = await mod.GET(new Request(`http://127.0.0.1:3999/tasks/${h.ownTask}/export.md`, { headers }), {
      params: Promise.resolve({ id: h.ownTask }),
    });
    expect(res.status).toBe(401);
  });
});
