// Issue 23 finding 4 replayed on the real upload route: a signed-in contributor's cookie riding
// on a write from another origin (another site, another port, a sibling subdomain, Origin: null,
// or no Origin but a same-site/cross-site Sec-Fetch-Site) is refused with 403 in the one error
// shape and stores nothing; the app's own pages and Bearer tokens still upload.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("./next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { importTaskFolder } from "../../importers/store/import-task-folder";
import { BOUNDARY, multipartBytes } from "../../uploads/__tests__/multipart-bodies";
import { POST as upload } from "@/app/api/tasks/[id]/uploads/route";
import { countAll, openHarness, TEST_ORIGIN, type Harness } from "./harness";

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const TASK = "demo-shapes-activity";
const LEDGER = new Uint8Array(fs.readFileSync(path.join(DEMO, "calibration/rollouts/claude-opus-4.8.solution.json")));

function uploadRequest(headers: Headers, label: string, ledger: Uint8Array = LEDGER): Request {
  headers.set("content-type", `multipart/form-data; boundary=${BOUNDARY}`);
  const body = multipartBytes([
    { name: "kind", value: "ledger" },
    { name: "label", value: label },
    { name: "file", filename: "claude.json", bytes: ledger },
  ]) as Uint8Array<ArrayBuffer>;
  return new Request(`${TEST_ORIGIN}/api/tasks/${TASK}/uploads`, { method: "POST", headers, body });
}

async function send(req: Request) {
  const res = await upload(req, { params: Promise.resolve({ id: TASK }) });
  return { status: res.status, body: (await res.json()) as { ok: boolean; error?: { code: string; message: string } } };
}

describe.each(testDatabaseKinds())("cross-origin writes on $name", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind, { ownTask: TASK, otherTask: "other-task" });
    expect((await importTaskFolder(h.db.prisma, DEMO)).ok).toBe(true);
  }, 120_000);
  afterAll(async () => h?.close());

  /** the contributor's browser headers, with these changed (null removes one) */
  const contributorWith = (changes: Record<string, string | null>) => {
    const headers = h.headersOf("contributor");
    for (const [k, v] of Object.entries(changes))
      if (v === null) headers.delete(k);
      else headers.set(k, v);
    return headers;
  };

  it.each<[string, Record<string, string | null>, RegExp]>([
    ["another site", { origin: "http://evil.example" }, /cross-origin request from http:\/\/evil\.example/],
    ["another port on the same host", { origin: "http://127.0.0.1:4000" }, /cross-origin/],
    ["a sibling subdomain", { origin: "http://a.review.test", host: "review.test" }, /cross-origin/],
    ["Origin: null", { origin: "null" }, /not a web origin/],
    ["no Origin, Sec-Fetch-Site: same-site", { origin: null, "sec-fetch-site": "same-site" }, /same-site request refused/],
    ["no Origin, Sec-Fetch-Site: cross-site", { origin: null, "sec-fetch-site": "cross-site" }, /cross-site request refused/],
  ])("a cookie write from %s is 403 and stores nothing", async (_name, changes, reason) => {
    const before = await countAll(h);
    const r = await send(uploadRequest(contributorWith(changes), "refused"));
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ ok: false, error: { code: "FORBIDDEN", message: expect.stringMatching(reason) } });
    expect(await countAll(h)).toEqual(before);
  });

  it("a cookie write from the app's own page is stored (201)", async () => {
    // bytes of its own (one more newline): the token test may have stored LEDGER already, and the
    // same bytes again are not a new ledger
    const own = new Uint8Array([...LEDGER, 0x0a]);
    const r = await send(uploadRequest(contributorWith({ "sec-fetch-site": "same-origin" }), "own page", own));
    expect(r.status).toBe(201);
  });

  it("a Bearer token is not subject to the Origin check", async () => {
    const t = await h.token("contributor", { access: "write", taskIds: [TASK] });
    const headers = new Headers({ authorization: `Bearer ${t.secret}`, origin: "http://evil.example", "sec-fetch-site": "cross-site" });
    const r = await send(uploadRequest(headers, "token"));
    expect([200, 201]).toContain(r.status);
  });
});
