// Fetching pinned media from a local HTTP server the test runs on loopback: the demo clip, a
// copy with the wrong bytes, one cut short (then resumed), one that stalls, one that runs long.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPinnedMedia, FetchMediaError, type FetchProgress } from "./fetch-pinned";
import { runFfprobe, FFPROBE_MISSING } from "./run-ffprobe";

const CLIP = fs.readFileSync(path.resolve("prisma/fixtures/tasks/demo-shapes-activity/media/demo-shapes.mp4"));
const SHA = crypto.createHash("sha256").update(CLIP).digest("hex");
let cutAfter = 500_000;
let base = "";
let server: http.Server;
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
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const cacheDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "vbench-fetch-"));
const pin = (file: string, dir: string, extra = {}) => ({
  url: `${base}/${file}`,
  sha256: SHA,
  byteLength: CLIP.length,
  cacheDir: dir,
  ...extra,
});

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

  it("refuses bytes that do not hash to the pin and keeps nothing", async () => {
    const dir = cacheDir();
    await expect(fetchPinnedMedia(pin("wrong.mp4", dir))).rejects.toThrow(/sha256 mismatch/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses a body longer than the pinned length", async () => {
    const dir = cacheDir();
    await expect(fetchPinnedMedia(pin("long.mp4", dir))).rejects.toThrow(/more than the pinned/);
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
    const e = await fetchPinnedMedia(pin("stall.mp4", dir, { idleTimeoutMs: 300 })).catch((x) => x);
    expect(e).toBeInstanceOf(FetchMediaError);
    expect((e as Error).message).toMatch(/download stopped at 1000 of \d+ bytes \(no bytes for 0.3 s\)/);
  });

  it.each([
    ["file:///etc/passwd", /only http\(s\)/],
    ["not a url", /is not a URL/],
  ])("refuses %s", async (url, why) => {
    await expect(fetchPinnedMedia({ url, sha256: SHA, byteLength: 1, cacheDir: cacheDir() })).rejects.toThrow(why);
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
