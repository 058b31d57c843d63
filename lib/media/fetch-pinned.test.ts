// Fetching pinned media from a local HTTP server the test runs on loopback (on the outbound
// policy's test allow-list): the demo clip, a copy with the wrong bytes, one cut short (then
// resumed), one that stalls, one that runs long, one that ends short, redirects; and the limits.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboundPolicy } from "../ip/address-policy";
import { fetchPinnedMedia, FetchMediaError, PIN_MISMATCH, type FetchProgress } from "./fetch-pinned";
import { runFfprobe, FFPROBE_MISSING } from "./run-ffprobe";

const CLIP = fs.readFileSync(path.resolve("prisma/fixtures/tasks/demo-shapes-activity/media/demo-shapes.mp4"));
const SHA = crypto.createHash("sha256").update(CLIP).digest("hex");
let cutAfter = 500_000;
let base = "";
let port = 0;
let server: http.Server;
let hidden: http.Server;
let hiddenPort = 0;
let hiddenHits = 0;
const requests: Array<{ path: string; range: string | undefined }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? "", range: req.headers.range });
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? "");
    const start = range ? Number(range[1]) : 0;
    const send = (status: number, body: Buffer) => {
      res.writeHead(status, {
        "content-length": body.length,
        ...(status === 206 ? { "content-range": `bytes ${start}-${CLIP.length - 1}/${CLIP.length}` } : {}),
      });
      res.end(body);
    };
    if (req.url === "/clip.mp4") return send(range ? 206 : 200, CLIP.subarray(start));
    if (req.url === "/wrong.mp4")
      return send(200, Buffer.concat([CLIP.subarray(0, CLIP.length - 1), Buffer.from([CLIP[CLIP.length - 1] ^ 1])]));
    if (req.url === "/long.mp4") return send(200, Buffer.concat([CLIP, Buffer.alloc(1000)]));
    if (req.url === "/short.mp4") return send(200, CLIP.subarray(0, 65));
    if (req.url === "/endless.mp4") {
      // no Content-Length: only the cap stops it
      res.writeHead(200);
      const more = () => (res.write(Buffer.alloc(64 * 1024)) ? setImmediate(more) : res.once("drain", more));
      return void more();
    }
    if (req.url === "/to-hidden.mp4") return void res.writeHead(302, { location: `http://127.0.0.1:${hiddenPort}/clip.mp4` }).end();
    if (req.url === "/cut.mp4") {
      // the first answer stops short, the next ones honour the range to the end
      const body = CLIP.subarray(start);
      res.writeHead(range ? 206 : 200, { "content-length": body.length });
      if (start === 0) {
        res.write(body.subarray(0, cutAfter));
        return void setTimeout(() => res.destroy(), 20);
      }
      return void res.end(body);
    }
    if (req.url === "/stall.mp4") {
      res.writeHead(200, { "content-length": CLIP.length });
      res.write(CLIP.subarray(0, 1000));
      return; // never ends
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  // a loopback-only service that is not on the allow-list: it must never see a request
  hidden = http.createServer((_req, res) => {
    hiddenHits += 1;
    res.end(CLIP);
  });
  await new Promise<void>((r) => hidden.listen(0, "127.0.0.1", r));
  hiddenPort = (hidden.address() as AddressInfo).port;
});
afterAll(() => {
  for (const s of [server, hidden]) {
    s.closeAllConnections();
    s.close();
  }
});

const cacheDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "vbench-fetch-"));
const policy = (): OutboundPolicy => ({ allowHttp: true, allow: [{ address: "127.0.0.1", port }], maxRedirects: 3 });
const pin = (file: string, dir: string, extra = {}) => ({
  url: `${base}/${file}`,
  sha256: SHA,
  byteLength: CLIP.length as number | null,
  cacheDir: dir,
  policy: policy(),
  ...extra,
});
const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable("the fetch succeeded"),
    (e: unknown) => e as FetchMediaError,
  );
/** the message names no byte count and no hash: it is readable by every signed-in user */
const neutral = (e: Error) => expect(e.message).not.toMatch(/[0-9a-f]{64}|\d{3,}/);

describe("fetchPinnedMedia", () => {
  it("downloads, verifies and caches the clip by sha256, with progress; a second fetch is a cache hit", async () => {
    const dir = cacheDir();
    const seen: FetchProgress[] = [];
    const r = await fetchPinnedMedia(pin("clip.mp4", dir, { onProgress: (p: FetchProgress) => seen.push(p) }));
    expect(r).toEqual({ path: path.join(dir, `${SHA}.mp4`), byteLength: CLIP.length, resumedFrom: 0, cached: false });
    expect(fs.readFileSync(r.path).equals(CLIP)).toBe(true);
    expect(seen.some((p) => p.phase === "download") && seen.at(-1)).toMatchObject({ phase: "verify", bytesDone: CLIP.length });
    expect((await fetchPinnedMedia(pin("clip.mp4", dir))).cached).toBe(true);
  });

  it("refuses bytes that do not hash to the pin and keeps nothing, saying neither their length nor their hash", async () => {
    const dir = cacheDir();
    const e = await failure(fetchPinnedMedia(pin("wrong.mp4", dir)));
    expect(e.message).toBe(PIN_MISMATCH);
    neutral(e);
    expect(e.detail).toMatch(new RegExp(`^${CLIP.length} bytes hashing to [0-9a-f]{64}, the pin is ${SHA}$`)); // for the server log
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.each(["long.mp4", "short.mp4"])("refuses %s (not the pinned length) as not matching the pin, keeping nothing", async (file) => {
    const dir = cacheDir();
    const e = await failure(fetchPinnedMedia(pin(file, dir)));
    expect([e.message, e.resumable]).toEqual([PIN_MISMATCH, false]);
    neutral(e);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("keeps a download cut short and resumes it with a Range request", async () => {
    const dir = cacheDir();
    cutAfter = 700_000;
    const first = await fetchPinnedMedia(pin("cut.mp4", dir)).catch((e) => e);
    expect(first).toBeInstanceOf(FetchMediaError);
    expect((first as FetchMediaError).resumable).toBe(true);
    const kept = fs.statSync(path.join(dir, `${SHA}.partial`)).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(CLIP.length);
    const r = await fetchPinnedMedia(pin("cut.mp4", dir));
    expect(r.resumedFrom).toBe(kept);
    expect(requests.filter((q) => q.path === "/cut.mp4").at(-1)!.range).toBe(`bytes=${kept}-`);
    expect(fs.readFileSync(r.path).equals(CLIP)).toBe(true);
  });

  it("abandons a stalled body after the idle timeout, resumable", async () => {
    const dir = cacheDir();
    const e = await failure(fetchPinnedMedia(pin("stall.mp4", dir, { idleTimeoutMs: 300 })));
    expect([e.message, e.resumable]).toEqual(["the download stopped (no bytes for 0.3 s); fetch again to resume", true]);
  });

  it.each([
    ["file:///etc/passwd", /^the pinned URL was refused: only https URLs are fetched, not file:$/],
    ["not a url", /is not a URL/],
  ])("refuses %s", async (url, why) => {
    await expect(fetchPinnedMedia({ url, sha256: SHA, byteLength: 1, cacheDir: cacheDir(), policy: policy() })).rejects.toThrow(why);
  });

  it("refuses loopback without the allow-list, and a redirect to a loopback service that is not on it", async () => {
    const strict = { allowHttp: true, allow: [], maxRedirects: 3 };
    const dir = cacheDir();
    const direct = await failure(fetchPinnedMedia(pin("clip.mp4", dir, { policy: strict })));
    expect(direct.message).toBe("the pinned URL was refused: the host is not a public address (loopback)");
    const redirected = await failure(fetchPinnedMedia(pin("to-hidden.mp4", dir)));
    expect(redirected.message).toBe("the pinned URL was refused after a redirect: the host is not a public address (loopback)");
    expect(hiddenHits).toBe(0);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses plain http unless the server is configured for it", async () => {
    const e = await failure(fetchPinnedMedia(pin("clip.mp4", cacheDir(), { policy: { ...policy(), allowHttp: false } })));
    expect(e.message).toMatch(/^the pinned URL was refused: only https URLs are fetched \(plain http is off/);
  });

  it("refuses a pinned length over the server's maximum before fetching", async () => {
    const limits = { maxBytes: CLIP.length - 1, cacheBytes: 10 * CLIP.length };
    const before = requests.length;
    const e = await failure(fetchPinnedMedia(pin("clip.mp4", cacheDir(), { limits })));
    expect(e.message).toBe("the pinned length is over this server's media maximum (VBENCH_MEDIA_MAX_BYTES): not fetched");
    expect(requests.length).toBe(before);
  });

  it("aborts an unpinned-length body at the server's maximum and keeps nothing", async () => {
    const dir = cacheDir();
    const limits = { maxBytes: 1_000_000, cacheBytes: 10_000_000 };
    const e = await failure(fetchPinnedMedia(pin("endless.mp4", dir, { byteLength: null, limits })));
    expect(e.message).toBe("the file is larger than this server's media maximum (VBENCH_MEDIA_MAX_BYTES); nothing was kept");
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("evicts old partial downloads to make room, and keeps the cache under its quota", async () => {
    const dir = cacheDir();
    fs.writeFileSync(path.join(dir, `${"a".repeat(64)}.partial`), Buffer.alloc(300_000));
    fs.utimesSync(path.join(dir, `${"a".repeat(64)}.partial`), new Date(2020, 0, 1), new Date(2020, 0, 1));
    fs.writeFileSync(path.join(dir, `${"b".repeat(64)}.partial`), Buffer.alloc(300_000));
    const limits = { maxBytes: 8 * CLIP.length, cacheBytes: CLIP.length + 350_000 };
    const r = await fetchPinnedMedia(pin("clip.mp4", dir, { limits }));
    expect(fs.readdirSync(dir).sort()).toEqual([path.basename(r.path), `${"b".repeat(64)}.partial`].sort()); // the older partial went
    const used = fs.readdirSync(dir).reduce((n, f) => n + fs.statSync(path.join(dir, f)).size, 0);
    expect(used).toBeLessThanOrEqual(limits.cacheBytes);
  });

  it("refuses to fetch when finished files fill the cache, and caps an unpinned length at the room left", async () => {
    const dir = cacheDir();
    fs.writeFileSync(path.join(dir, `${"c".repeat(64)}.mp4`), Buffer.alloc(500_000));
    const limits = { maxBytes: 8 * CLIP.length, cacheBytes: 600_000 };
    const full = await failure(fetchPinnedMedia(pin("clip.mp4", dir, { limits })));
    expect(full.message).toBe("the media cache is full (VBENCH_MEDIA_CACHE_BYTES): nothing was fetched");
    const capped = await failure(fetchPinnedMedia(pin("endless.mp4", dir, { byteLength: null, limits })));
    expect(capped.message).toBe("the media cache is full (VBENCH_MEDIA_CACHE_BYTES); nothing was kept");
    expect(fs.readdirSync(dir)).toEqual([`${"c".repeat(64)}.mp4`]);
  });

  it("refuses to fetch anything without a sha256 to verify against", async () => {
    await expect(fetchPinnedMedia({ ...pin("clip.mp4", cacheDir()), sha256: "" })).rejects.toThrow(/nothing is fetched unverified/);
  });
});

describe("runFfprobe", () => {
  it("measures the demo clip", async () => {
    const r = await runFfprobe(path.resolve("prisma/fixtures/tasks/demo-shapes-activity/media/demo-shapes.mp4"));
    expect(r).toMatchObject({
      ok: true,
      probe: { durationSec: 150, width: 1280, height: 720, fps: 24, frameCount: 3600, hasAudio: false },
    });
  });
  it("says how to install ffprobe when it is missing, and why a file cannot be read", async () => {
    expect(await runFfprobe("/x.mp4", "/nonexistent/ffprobe")).toEqual({ ok: false, reason: FFPROBE_MISSING });
    const junk = path.join(cacheDir(), "junk.mp4");
    fs.writeFileSync(junk, "not media");
    expect(await runFfprobe(junk)).toMatchObject({ ok: false, reason: expect.stringContaining("ffprobe could not read the file") });
  });
});
