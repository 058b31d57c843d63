// Integration: POST /api/tasks/<id>/uploads through the real route handler (guard, bounded
// reader, store) served on loopback, on PGlite and Postgres, as a signed-in contributor.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// a short idle timeout for the stalled-body test (read once when lib/uploads/read-multipart loads)
process.env.VBENCH_UPLOAD_IDLE_MS = "400";
// and a short total bound (per started 20 MiB of the file limits: the upload route's 20 MB file gets 1.5 s)
// and a cap of 2 bodies per client address for the dripping-body tests
process.env.VBENCH_UPLOAD_TOTAL_MS = "1500";
process.env.VBENCH_UPLOAD_CONNECTIONS = "2";
vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("@/lib/auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { testDatabaseKinds } = await import("../db/__tests__/test-databases");
const { openHarness } = await import("../auth/__tests__/harness");
const { importTaskFolder } = await import("../importers/store/import-task-folder");
const { startRouteServer } = await import("../cli/__tests__/route-server");
const uploads = await import("@/app/api/tasks/[id]/uploads/route");
const { BOUNDARY, multipartBytes } = await import("./__tests__/multipart-bodies");
const { CLIENT_IP_HEADER } = await import("../ip/client-ip");
const { postChunked, postDripping, postStalling } = await import("./__tests__/slow-bodies");

const DEMO = path.resolve("prisma/fixtures/tasks/demo-shapes-activity");
const TASK = "demo-shapes-activity";
const LEDGER = new Uint8Array(fs.readFileSync(path.join(DEMO, "calibration/rollouts/claude-opus-4.8.solution.json")));

for (const kind of testDatabaseKinds()) {
  describe(`upload route on ${kind.name}`, () => {
    let h: Awaited<ReturnType<typeof openHarness>>;
    let server: Awaited<ReturnType<typeof startRouteServer>>;
    let url: string;
    let cookie: Record<string, string>;
    const post = (parts: Parameters<typeof multipartBytes>[0]) =>
      fetch(url, {
        method: "POST",
        headers: { ...cookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipartBytes(parts) as Uint8Array<ArrayBuffer>,
      });

    beforeAll(async () => {
      h = await openHarness(kind, { ownTask: TASK, otherTask: "other-task" });
      expect((await importTaskFolder(h.db.prisma, DEMO)).ok).toBe(true);
      server = await startRouteServer([
        { method: "POST", pattern: /^\/api\/tasks\/(?<id>[^/]+)\/uploads$/, handler: uploads.POST as never },
      ]);
      url = `${server.url}/api/tasks/${TASK}/uploads`;
      // a browser on the page this server serves: its own origin (the guard refuses cross-origin writes)
      cookie = { ...Object.fromEntries(h.headersOf("contributor").entries()), origin: server.url, host: new URL(server.url).host };
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await h?.close();
    });

    it("stores a ledger with its label and claim (201), then the same bytes again as an event (200)", async () => {
      // bytes of this test's own (the same ledger, one more trailing newline): other tests upload LEDGER itself
      const own = new Uint8Array([...LEDGER, 0x0a]);
      const first = await post([
        { name: "kind", value: "ledger" },
        { name: "label", value: "first" },
        { name: "claimedScore", value: "0.052632" },
        { name: "file", filename: "claude.json", bytes: own },
      ]);
      expect(first.status).toBe(201);
      expect(await first.json()).toMatchObject({ ok: true, claimAgrees: true, alreadyStored: false });
      const again = await post([
        { name: "kind", value: "ledger" },
        { name: "label", value: "second" },
        { name: "claimedScore", value: "0.5" },
        { name: "file", filename: "claude.json", bytes: own },
      ]);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ alreadyStored: true, claimAgrees: false });
      const events = await h.db.prisma.uploadEvent.findMany({
        where: { taskId: TASK, sha256: createHash("sha256").update(own).digest("hex") },
        orderBy: { createdAt: "asc" },
      });
      expect(events.map((e) => [e.label, e.claimedScore, e.authorId])).toEqual([
        ["first", 0.052632, h.users.contributor.id],
        ["second", 0.5, h.users.contributor.id],
      ]);
    });

    it.each([
      [
        "a duplicated field",
        [
          { name: "kind", value: "ledger" },
          { name: "label", value: "a" },
          { name: "label", value: "b" },
        ],
        "label",
        /sent more than once/,
      ],
      [
        "claimedScore=0x1",
        [
          { name: "kind", value: "ledger" },
          { name: "label", value: "a" },
          { name: "claimedScore", value: "0x1" },
        ],
        "claimedScore",
        /not a plain decimal/,
      ],
      [
        "claimedScore=1e",
        [
          { name: "kind", value: "ledger" },
          { name: "label", value: "a" },
          { name: "claimedScore", value: "1e" },
        ],
        "claimedScore",
        /not a plain decimal/,
      ],
      [
        "claimedScore=' 1'",
        [
          { name: "kind", value: "ledger" },
          { name: "label", value: "a" },
          { name: "claimedScore", value: " 1" },
        ],
        "claimedScore",
        /not a plain decimal/,
      ],
      [
        "claimedScore=Infinity",
        [
          { name: "kind", value: "ledger" },
          { name: "label", value: "a" },
          { name: "claimedScore", value: "Infinity" },
        ],
        "claimedScore",
        /not a plain decimal/,
      ],
      [
        "a NUL byte in the label",
        [
          { name: "kind", value: "ledger" },
          { name: "label", value: "a\u0000b" },
        ],
        "label",
        /NUL/,
      ],
    ])("refuses %s with 400 naming the field, writing nothing", async (_w, fields, field, why) => {
      const before = await h.db.prisma.uploadEvent.count();
      const res = await post([...fields, { name: "file", filename: "a.json", bytes: LEDGER }] as never);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("INVALID");
      expect(body.error.fieldErrors[field].join(" ")).toMatch(why);
      expect(await h.db.prisma.uploadEvent.count()).toBe(before);
    });

    it("answers 413 to an oversized chunked body while it streams, holding little memory", async () => {
      const enc = new TextEncoder();
      const block = new Uint8Array(1024 * 1024).fill(0x20);
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const r = await postChunked(url, cookie, function* () {
        yield enc.encode(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nledger\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="label"\r\n\r\nbig\r\n`,
        );
        yield enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.json"\r\n\r\n`);
        for (let i = 0; i < 200; i++) yield block; // 200 MB offered, the limit is 20 MB
      });
      clearInterval(timer);
      expect(r.status).toBe(413);
      expect(JSON.parse(r.body).error.code).toBe("TOO_LARGE");
      expect(r.sent).toBeLessThan(120 * 1024 * 1024);
      expect(peak - before).toBeLessThan(150 * 1024 * 1024);
    }, 60_000);

    it("answers 408 TIMEOUT in the one error shape when the body stops arriving, writing nothing", async () => {
      const before = await h.db.prisma.uploadEvent.count();
      const r = await postStalling(
        url,
        cookie,
        new TextEncoder().encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nledger\r\n--${BOUNDARY}\r\n`),
      );
      expect(r.status).toBe(408);
      expect(JSON.parse(r.body)).toEqual({
        ok: false,
        error: { code: "TIMEOUT", message: expect.stringMatching(/stopped arriving/) },
      });
      expect(r.ms).toBeLessThan(10_000);
      expect(await h.db.prisma.uploadEvent.count()).toBe(before);
    }, 30_000);

    // issue 23 finding 10: a body dripping one byte at a time never trips the idle timer
    it("answers 408 TIMEOUT when a dripping body passes the total time bound, writing nothing", async () => {
      const before = await h.db.prisma.uploadEvent.count();
      const r = await postDripping(url, { ...cookie, [CLIENT_IP_HEADER]: "198.51.100.1" }, 100);
      expect(r.status).toBe(408);
      expect(JSON.parse(r.body)).toEqual({
        ok: false,
        error: {
          code: "TIMEOUT",
          message: "the request body took longer than 1.5 s to arrive in total",
        },
      });
      // 1.5 s, not the idle timer (400 ms) and not forever
      expect(r.ms).toBeGreaterThanOrEqual(1400);
      expect(r.ms).toBeLessThan(8000);
      expect(await h.db.prisma.uploadEvent.count()).toBe(before);
    }, 30_000);

    const postLedgerFrom = (client: string) =>
      fetch(url, {
        method: "POST",
        headers: { ...cookie, [CLIENT_IP_HEADER]: client, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipartBytes([
          { name: "kind", value: "ledger" },
          { name: "label", value: client },
          { name: "file", filename: "claude.json", bytes: LEDGER },
        ]) as Uint8Array<ArrayBuffer>,
      });

    it("answers 429 RATE_LIMITED to a client address already sending 2 bodies; other addresses and later uploads pass", async () => {
      const slow = { ...cookie, [CLIENT_IP_HEADER]: "198.51.100.2" };
      const holding = [postDripping(url, slow, 100), postDripping(url, slow, 100)];
      await new Promise((r) => setTimeout(r, 300));
      const third = await postDripping(url, slow, 100);
      expect(third.status).toBe(429);
      expect(third.retryAfter).toBe("5");
      expect(JSON.parse(third.body).error).toEqual({
        code: "RATE_LIMITED",
        message: "too many uploads from this address at once (at most 2): wait for one to finish",
      });
      const elsewhere = await postLedgerFrom("198.51.100.3");
      expect(elsewhere.status).toBeLessThan(300);
      expect((await Promise.all(holding)).map((r) => r.status)).toEqual([408, 408]);
      const after = await postLedgerFrom("198.51.100.2");
      expect(after.status).toBeLessThan(300);
    }, 30_000);

    it.each([
      ["application/json", JSON.stringify({ kind: "ledger", label: "x" })],
      ["application/x-www-form-urlencoded", "kind=ledger&label=x"],
      ["text/plain", "kind=ledger"],
    ])("answers 415 UNSUPPORTED_MEDIA_TYPE to a %s body, writing nothing", async (contentType, body) => {
      const before = await h.db.prisma.uploadEvent.count();
      const res = await fetch(url, { method: "POST", headers: { ...cookie, "content-type": contentType }, body });
      expect(res.status).toBe(415);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({
        ok: false,
        error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "the body must be multipart/form-data" },
      });
      expect(await h.db.prisma.uploadEvent.count()).toBe(before);
    });

    it("refuses another contributor's task before reading the body", async () => {
      const res = await fetch(`${server.url}/api/tasks/other-task/uploads`, {
        method: "POST",
        headers: { ...cookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipartBytes([{ name: "kind", value: "ledger" }]) as Uint8Array<ArrayBuffer>,
      });
      expect(res.status).toBe(403);
    });
  });
}
