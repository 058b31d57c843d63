// Issue 23 findings 1 and 11 end to end, on a real database: the "Fetch pinned media" job against
// loopback HTTP servers. A loopback-only service is never reached (directly, through a redirect,
// or by a decimal-encoded address); a body that is not the pinned file records nothing and its job
// says only "does not match the pin"; cached bytes are served only while verified; and no message
// the job stores or an answer returns shows a server path.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("./next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { attachMediaByPath } from "../../actions/attach-media-by-path";
import { verifyMediaPin } from "../../actions/verify-media-pin";
import { PIN_MISMATCH } from "../../media/fetch-pinned";
import { openHarness, type Harness } from "./harness";
import { createTestMedia, runMediaFetchJob } from "./media-rows";
import { loopbackServers } from "../../net/__tests__/loopback-servers";

const SECRET = Buffer.from("internal service: api-key=hunter2\n");
const NOT_MEDIA = Buffer.from("these bytes match their pin but are no video");
const sha = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

let allowedPort = 0;
let hiddenPort = 0;
let hiddenHits = 0;
const { listen, closeAll } = loopbackServers();

const saved = { cwd: process.cwd(), env: { ...process.env } };
let work = "";

beforeAll(async () => {
  // a loopback-only service (not on the allow-list) and a media host (on it)
  hiddenPort = await listen((_req, res) => {
    hiddenHits += 1;
    res.end(SECRET);
  });
  allowedPort = await listen((req, res) => {
    if (req.url === "/secret-copy.txt") return void res.end(Buffer.concat([SECRET, Buffer.from("x")]));
    if (req.url === "/not-media.mp4") return void res.end(NOT_MEDIA);
    if (req.url === "/to-hidden.mp4") return void res.writeHead(302, { location: `http://127.0.0.1:${hiddenPort}/` }).end();
    if (req.url === "/to-decimal.mp4") return void res.writeHead(302, { location: `http://2130706433:${hiddenPort}/` }).end();
    res.writeHead(404).end();
  });
  process.env.VBENCH_FETCH_ALLOW_HTTP = "1";
  process.env.VBENCH_FETCH_ALLOW = `127.0.0.1:${allowedPort}`;
  work = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-media-security-"));
  fs.mkdirSync(path.join(work, "media"));
  fs.writeFileSync(path.join(work, "media", "copy.mp4"), NOT_MEDIA);
  process.env.MEDIA_DIR = path.join(work, "media");
});
afterAll(() => {
  process.chdir(saved.cwd);
  process.env = saved.env;
  closeAll();
  fs.rmSync(work, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())("fetching pinned media safely on $name", (kind) => {
  let h: Harness;
  /** every message a job stored or an answer returned during the current test, checked for server paths after it */
  const messages: string[] = [];
  let checked = 0;
  // after each test, not in a last test of its own: each test's messages are checked whatever ran before
  afterEach(() => {
    const roots = [process.cwd(), saved.cwd, os.tmpdir(), fs.realpathSync(os.tmpdir()), process.env.MEDIA_DIR!].filter(Boolean);
    const mine = messages.splice(0);
    checked += mine.length;
    expect(mine.filter((m) => roots.some((r) => m.includes(r)))).toEqual([]);
  });
  // the check above is not vacuous: the tests together stored or answered more than 15 messages
  afterAll(() => expect(checked).toBeGreaterThan(15));
  beforeAll(async () => {
    h = await openHarness(kind);
    // the job caches into ./.media-cache: keep it in a folder of this test's own
    const cwd = path.join(work, kind.name);
    fs.mkdirSync(cwd);
    process.chdir(cwd);
  }, 120_000);
  afterAll(async () => {
    process.chdir(saved.cwd);
    await h?.close();
  });

  async function runFetch(url: string, pinned: Buffer) {
    const mediaId = await createTestMedia(h.db.prisma, h.ownTask, { url, sha256: sha(pinned), byteLength: pinned.length });
    const done = await runMediaFetchJob(h.db, mediaId);
    messages.push(done.error ?? "", done.progressMessage ?? "");
    // what GET /api/jobs/<id> answers to any signed-in user
    const { GET } = await import("../../../app/api/jobs/[runId]/route");
    const answer = await (
      await GET(new Request(`http://127.0.0.1:3999/api/jobs/${done.id}`, { headers: h.headersOf("viewer") }), {
        params: Promise.resolve({ runId: done.id }),
      })
    ).text();
    messages.push(answer);
    const media = await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } });
    return { mediaId, run: done, answer, media };
  }

  const unchanged = { verification: "unverified", localPath: null, verifiedAt: null };

  it.each([
    ["directly", () => `http://127.0.0.1:${hiddenPort}/`, "the pinned URL was refused: the host is not a public address (loopback)"],
    [
      "by a decimal address",
      () => `http://2130706433:${hiddenPort}/`,
      "the pinned URL was refused: the host is not a public address (loopback)",
    ],
    [
      "through a redirect",
      () => `http://127.0.0.1:${allowedPort}/to-hidden.mp4`,
      "the pinned URL was refused after a redirect: the host is not a public address (loopback)",
    ],
    [
      "through a redirect to a decimal address",
      () => `http://127.0.0.1:${allowedPort}/to-decimal.mp4`,
      "the pinned URL was refused after a redirect: the host is not a public address (loopback)",
    ],
  ])("never reaches a loopback-only service %s", async (_how, url, why) => {
    const { run, media } = await runFetch(url(), SECRET);
    expect([run.status, run.error]).toEqual(["failed", `FetchMediaError: ${why}`]);
    expect(media).toMatchObject(unchanged);
    expect(hiddenHits).toBe(0);
  });

  it("records nothing for a body that is not the pinned file, and says neither its length nor its hash", async () => {
    // the cache as it was (a verified fetch, run first, leaves its file): this fetch adds nothing
    const cached = () => (fs.existsSync(".media-cache") ? fs.readdirSync(".media-cache").sort() : []);
    const cachedBefore = cached();
    const { run, answer, media } = await runFetch(`http://127.0.0.1:${allowedPort}/secret-copy.txt`, SECRET);
    expect([run.status, run.error]).toEqual(["failed", `FetchMediaError: ${PIN_MISMATCH}`]);
    expect(answer).not.toContain(sha(Buffer.concat([SECRET, Buffer.from("x")])));
    expect(`${run.error} ${run.progressMessage}`).not.toMatch(/\d/); // no byte count either
    expect(media).toMatchObject(unchanged);
    expect(cached()).toEqual(cachedBefore);
  });

  it("serves fetched bytes only while they are verified, and an ffprobe failure names no server path", async () => {
    const { run, media, mediaId } = await runFetch(`http://127.0.0.1:${allowedPort}/not-media.mp4`, NOT_MEDIA);
    // the bytes matched the pin, so they are recorded as verified; ffprobe then cannot read them
    expect(run.status).toBe("failed");
    expect(run.error).toMatch(/^ffprobe could not read the file: /);
    expect(media).toMatchObject({ verification: "verified", localPath: `.media-cache/${sha(NOT_MEDIA)}.mp4` });
    const { GET } = await import("../../../app/api/media/[mediaId]/route");
    const get = () =>
      GET(new Request(`http://127.0.0.1:3999/api/media/${mediaId}`, { headers: h.headersOf("viewer") }), {
        params: Promise.resolve({ mediaId }),
      });
    const ok = await get();
    expect([ok.status, Buffer.from(await ok.arrayBuffer()).equals(NOT_MEDIA)]).toEqual([200, true]);
    await h.db.prisma.media.update({ where: { id: mediaId }, data: { verification: "mismatch" } });
    const refused = await get();
    const body = await refused.text();
    messages.push(body);
    expect([refused.status, body]).toEqual([404, "no verified local copy is attached to this media"]);
  });

  it("media actions name no server path either", async () => {
    const mediaId = await createTestMedia(h.db.prisma, h.ownTask, { sha256: sha(NOT_MEDIA) });
    h.actAs("maintainer");
    for (const localPath of ["copy.mp4", "/etc/hostname", "missing.mp4"]) {
      const r = await attachMediaByPath(null, { taskId: h.ownTask, mediaId, localPath });
      messages.push(r?.message ?? "", JSON.stringify(r?.fieldErrors ?? {}));
    }
    const verified = await verifyMediaPin(null, { taskId: h.ownTask, mediaId });
    expect(verified).toMatchObject({ ok: true, message: expect.stringContaining("MEDIA_DIR/copy.mp4") });
    fs.writeFileSync(path.join(process.env.MEDIA_DIR!, "copy.mp4"), "changed since");
    const mismatch = await verifyMediaPin(null, { taskId: h.ownTask, mediaId });
    expect(mismatch).toMatchObject({ ok: false, data: "mismatch" });
    fs.writeFileSync(path.join(process.env.MEDIA_DIR!, "copy.mp4"), NOT_MEDIA);
    const note = (await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } })).verifyNote!;
    // the note is on every page: a copy that differs only "does not match the pin"
    expect(note).toMatch(/^does not match the pin: MEDIA_DIR\/copy\.mp4 \(hashed in [\d.]+ s\)$/);
    messages.push(verified!.message, mismatch!.message, note);
  });

  it("caps uploads at VBENCH_MEDIA_MAX_BYTES (413, nothing kept), with or without a Content-Length", async () => {
    const mediaId = await createTestMedia(h.db.prisma, h.ownTask, { sha256: sha(NOT_MEDIA) });
    const { POST } = await import("../../../app/api/media/[mediaId]/route");
    const upload = (body: BodyInit, headers: Record<string, string> = {}) => {
      const hs = h.headersOf("maintainer");
      for (const [k, v] of Object.entries(headers)) hs.set(k, v);
      const req = new Request(`http://127.0.0.1:3999/api/media/${mediaId}?name=a.mp4`, {
        method: "POST",
        headers: hs,
        body,
        duplex: "half",
      } as RequestInit);
      return POST(req, { params: Promise.resolve({ mediaId }) });
    };
    const before = fs.readdirSync(".media-cache").sort();
    process.env.VBENCH_MEDIA_MAX_BYTES = String(NOT_MEDIA.length - 1);
    try {
      const declared = await upload(NOT_MEDIA, { "content-length": String(NOT_MEDIA.length) });
      const streamed = await upload(new Blob([NOT_MEDIA]).stream());
      for (const res of [declared, streamed]) {
        const answer = (await res.json()) as { message: string };
        messages.push(answer.message);
        expect([res.status, answer.message]).toEqual([
          413,
          "Not attached: the file is larger than this server's media maximum (VBENCH_MEDIA_MAX_BYTES); nothing was kept.",
        ]);
      }
      expect(fs.readdirSync(".media-cache").sort()).toEqual(before);
      process.env.VBENCH_MEDIA_MAX_BYTES = "ten";
      const misconfigured = await upload(NOT_MEDIA);
      expect(misconfigured.status).toBe(400);
      expect(((await misconfigured.json()) as { message: string }).message).toMatch(
        /VBENCH_MEDIA_MAX_BYTES must be a byte count .*\(got "ten"\)/,
      );
    } finally {
      delete process.env.VBENCH_MEDIA_MAX_BYTES;
    }
    expect((await upload(NOT_MEDIA)).status).toBe(200);
  });
});
