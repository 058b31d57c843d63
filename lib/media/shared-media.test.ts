// Two web nodes serving the same media from one S3-compatible bucket (issue 21), on a real
// database and a real s3rver on loopback: node A takes an upload (and a fetch job's download) into
// its media cache, which is published to the bucket before the row says verified; node B, whose
// disk has no copy, serves the same bytes with Range from the bucket and verifies the bucket's copy
// against the pin. Without VBENCH_STORAGE, or for a copy no longer verified, node B serves nothing.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("../auth/__tests__/next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../db/__tests__/test-databases";
import { openHarness, type Harness } from "../auth/__tests__/harness";
import { createTestMedia, runMediaFetchJob } from "../auth/__tests__/media-rows";
import { loopbackServers } from "../net/__tests__/loopback-servers";
import { s3Store } from "../storage/s3-store";
import { putRawObject, s3rverAvailable, startS3rver, type RunningS3 } from "../storage/__tests__/s3rver";
import { verifyMediaPin } from "../actions/verify-media-pin";
import { toMediaView } from "./media-view";
import { sharedMediaKey } from "./shared-media";
import { forgetVerifiedSharedCopies } from "./shared-copy-check";

const SHA_A = "a".repeat(64);

describe("sharedMediaKey", () => {
  it.each([
    [`.media-cache/${SHA_A}.mp4`, `media/${SHA_A}.mp4`],
    [`./.media-cache/${SHA_A}.webm`, `media/${SHA_A}.webm`],
    [`.media-cache\\${SHA_A}.mp4`, `media/${SHA_A}.mp4`],
    // not the content-addressed cache: a task folder's copy, a MEDIA_DIR path, a partial download
    ["prisma/fixtures/tasks/x/media/clip.mp4", null],
    [`/srv/media/${SHA_A}.mp4`, null],
    [`.media-cache/${SHA_A}.partial.mp4`, null],
    [`.media-cache/sub/${SHA_A}.mp4`, null],
    [`.media-cache/${SHA_A.toUpperCase()}.mp4`, null],
    [`.media-cache/../.media-cache/${SHA_A}.mp4`, `media/${SHA_A}.mp4`],
    [null, null],
  ])("%s -> %s", (localPath, key) => expect(sharedMediaKey(localPath)).toBe(key));
});

// 300 KiB of seeded bytes: a range request crosses the store's read buffers
const VIDEO = Buffer.alloc(300 * 1024);
for (let i = 0; i < VIDEO.length; i++) VIDEO[i] = (i * 7919 + (i >> 9)) & 0xff;
const FETCHED = Buffer.concat([VIDEO.subarray(0, 4096), Buffer.from("fetched")]);
const sha = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

const saved = { cwd: process.cwd(), env: { ...process.env } };
const work = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-shared-media-"));
const { listen, closeAll } = loopbackServers();
let s3: RunningS3 | null = null;
let mediaHost = 0;

beforeAll(async () => {
  if (!s3rverAvailable) return;
  s3 = await startS3rver(work, "nodes");
  mediaHost = await listen((_req, res) => void res.end(FETCHED));
}, 30_000);
afterAll(async () => {
  process.chdir(saved.cwd);
  process.env = saved.env;
  closeAll();
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!s3rverAvailable).each(testDatabaseKinds())("two web nodes sharing one bucket on $name", (kind) => {
  let h: Harness;
  const nodeA = path.join(work, `${kind.name}-a`);
  const nodeB = path.join(work, `${kind.name}-b`);
  /** this process acts as node A or B: its own working directory (so its own .media-cache), the bucket or none */
  const actAsNode = (dir: string, bucket: boolean) => {
    process.chdir(dir);
    for (const [k, v] of Object.entries(s3!.env)) {
      if (bucket) process.env[k] = v;
      else delete process.env[k];
    }
  };
  beforeAll(async () => {
    h = await openHarness(kind);
    fs.mkdirSync(nodeA);
    fs.mkdirSync(nodeB);
  }, 120_000);
  afterAll(async () => {
    process.chdir(saved.cwd);
    await h?.close();
  });

  const route = () => import("../../app/api/media/[mediaId]/route");
  const get = async (mediaId: string, init: { method?: string; range?: string } = {}) => {
    const headers = h.headersOf("viewer");
    if (init.range) headers.set("range", init.range);
    const req = new Request(`http://127.0.0.1:3999/api/media/${mediaId}`, { method: init.method ?? "GET", headers });
    const { GET, HEAD } = await route();
    return (init.method === "HEAD" ? HEAD : GET)(req, { params: Promise.resolve({ mediaId }) });
  };
  const inBucket = (key: string) => s3Store(s3!.config).size(key);

  const upload = async (mediaId: string, body: Buffer<ArrayBuffer> = VIDEO) => {
    const { POST } = await route();
    const req = new Request(`http://127.0.0.1:3999/api/media/${mediaId}?name=clip.mp4`, {
      method: "POST",
      headers: h.headersOf("maintainer"),
      body,
    });
    return POST(req, { params: Promise.resolve({ mediaId }) });
  };

  it("an upload the bucket cannot take is not attached: the row never says verified", async () => {
    const mediaId = await createTestMedia(h.db.prisma, h.ownTask, { sha256: sha(VIDEO) });
    actAsNode(nodeA, true);
    // a loopback port nothing listens on: taken, then closed
    const dead = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    process.env.VBENCH_S3_ENDPOINT = `http://127.0.0.1:${dead}`;
    try {
      const res = await upload(mediaId);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^Upload failed: /);
    } finally {
      process.env.VBENCH_S3_ENDPOINT = s3!.env.VBENCH_S3_ENDPOINT;
    }
    expect(await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } })).toMatchObject({
      verification: "unverified",
      localPath: null,
    });
  }, 60_000);

  it("an upload on node A is served by node B from the bucket, with Range", async () => {
    const mediaId = await createTestMedia(h.db.prisma, h.ownTask, { sha256: sha(VIDEO) });
    actAsNode(nodeA, true);
    expect((await upload(mediaId)).status).toBe(200);
    expect(await inBucket(`media/${sha(VIDEO)}.mp4`)).toBe(VIDEO.length);

    actAsNode(nodeB, true);
    expect(fs.existsSync(path.join(nodeB, ".media-cache"))).toBe(false);
    const part = await get(mediaId, { range: "bytes=131000-262199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 131000-262199/${VIDEO.length}`);
    expect(part.headers.get("x-media-verification")).toBe("verified");
    expect(Buffer.from(await part.arrayBuffer()).equals(VIDEO.subarray(131000, 262200))).toBe(true);
    const whole = await get(mediaId);
    expect([whole.status, sha(Buffer.from(await whole.arrayBuffer()))]).toEqual([200, sha(VIDEO)]);
    const head = await get(mediaId, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length"), head.body]).toEqual([200, String(VIDEO.length), null]);
    expect((await get(mediaId, { range: `bytes=${VIDEO.length}-` })).status).toBe(416);
    // the inspector on node B offers playback: the copy counts as present
    const row = await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } });
    expect(toMediaView(row).facts?.localExists).toBe(true);

    // a node without the bucket has no copy; a copy no longer verified is never served from it
    actAsNode(nodeB, false);
    expect(await (await get(mediaId)).text()).toBe("the local copy is missing on this machine");
    expect(toMediaView(row).facts?.localExists).toBe(false);
    // "Verify pin" on node B re-hashes the bucket's object: a changed object is a mismatch on every node
    actAsNode(nodeB, true);
    h.actAs("maintainer");
    expect(await verifyMediaPin(null, { taskId: h.ownTask, mediaId })).toMatchObject({
      ok: true,
      message: `Verified: the copy matches the pin: sha256 ${sha(VIDEO)} of media/${sha(VIDEO)}.mp4 in the shared bucket.`,
    });
    await putRawObject(s3!.config, `media/${sha(VIDEO)}.mp4`, Buffer.from("changed in the bucket"));
    expect(await verifyMediaPin(null, { taskId: h.ownTask, mediaId })).toMatchObject({ ok: false, data: "mismatch" });
    expect((await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } })).verification).toBe("mismatch");
    const refused = await get(mediaId);
    expect([refused.status, await refused.text()]).toEqual([404, "no verified local copy is attached to this media"]);

    // node A attaching the same verified bytes again replaces the changed object (it has another size)
    const again = await createTestMedia(h.db.prisma, h.ownTask, { sha256: sha(VIDEO) });
    actAsNode(nodeA, true);
    expect((await upload(again)).status).toBe(200);
    expect(await inBucket(`media/${sha(VIDEO)}.mp4`)).toBe(VIDEO.length);
  });

  it("a bucket object replaced behind the server is refused and marked mismatched for every node", async () => {
    // its own bytes: other cases put VIDEO's object back into the bucket
    const clip = Buffer.from(VIDEO.map((b) => b ^ 0x5a));
    const key = `media/${sha(clip)}.mp4`;
    const pinned = await createTestMedia(h.db.prisma, h.ownTask, { sha256: sha(clip), byteLength: clip.length });
    actAsNode(nodeA, true);
    expect((await upload(pinned, clip)).status).toBe(200);
    // a second row pinning the same bytes (another revision) with no byte length: served from the same key
    const sameKey = await createTestMedia(h.db.prisma, h.ownTask, {
      sha256: sha(clip),
      verification: "verified",
      localPath: `.media-cache/${sha(clip)}.mp4`,
    });
    actAsNode(nodeB, true);
    forgetVerifiedSharedCopies();
    const first = await get(pinned, { range: "bytes=0-99" });
    expect([first.status, first.headers.get("x-media-verification")]).toEqual([206, "verified"]);
    await first.arrayBuffer();

    // the same size, other bytes: the size check passes, the object's new version is hashed again
    const swapped = Buffer.from(clip);
    swapped[1000] ^= 0xff;
    await putRawObject(s3!.config, key, swapped);
    const refused = await get(sameKey, { range: "bytes=0-99" });
    expect([refused.status, await refused.text()]).toEqual([
      409,
      `the shared copy does not match the pin (the shared copy's sha256 is not the pinned ${sha(clip)}): the media is marked mismatched`,
    ]);
    const rows = await h.db.prisma.media.findMany({ where: { id: { in: [pinned, sameKey] } }, select: { verification: true } });
    expect(rows.map((r) => r.verification)).toEqual(["mismatch", "mismatch"]);
    // another node, which never hashed it, reads the row and serves nothing
    forgetVerifiedSharedCopies();
    const elsewhere = await get(pinned);
    expect([elsewhere.status, await elsewhere.text()]).toEqual([404, "no verified local copy is attached to this media"]);

    // a re-upload puts the good bytes back; then 38 bytes of HTML under the key of a copy verified on
    // this node: refused on its size alone
    const again = await createTestMedia(h.db.prisma, h.ownTask, { sha256: sha(clip) });
    actAsNode(nodeA, true);
    // the bucket still holds the swapped bytes, of the same size: a new upload must replace them
    expect((await upload(again, clip)).status).toBe(200);
    actAsNode(nodeB, true);
    expect((await get(again, { method: "HEAD" })).status).toBe(200);
    const html = Buffer.from("<html><body>not a video</body></html>\n");
    expect(html.length).toBe(38);
    await putRawObject(s3!.config, key, html);
    const small = await get(again, { method: "HEAD" });
    expect(small.status).toBe(409);
    expect((await h.db.prisma.media.findUniqueOrThrow({ where: { id: again } })).verification).toBe("mismatch");
  });

  it("a fetch job's verified download is published too; a failed one publishes nothing", async () => {
    process.env.VBENCH_FETCH_ALLOW_HTTP = "1";
    process.env.VBENCH_FETCH_ALLOW = `127.0.0.1:${mediaHost}`;
    actAsNode(nodeA, true);
    const fetchInto = async (pin: Buffer) => {
      const mediaId = await createTestMedia(h.db.prisma, h.ownTask, {
        url: `http://127.0.0.1:${mediaHost}/clip.mp4`,
        sha256: sha(pin),
        byteLength: pin.length,
      });
      return { mediaId, run: await runMediaFetchJob(h.db, mediaId) };
    };
    const good = await fetchInto(FETCHED);
    // the bytes are no video, so ffprobe fails after the verified download was recorded
    expect(good.run.error).toMatch(/^ffprobe could not read the file/);
    expect(await inBucket(`media/${sha(FETCHED)}.mp4`)).toBe(FETCHED.length);
    actAsNode(nodeB, true);
    const served = await get(good.mediaId, { range: "bytes=4096-" });
    expect([served.status, Buffer.from(await served.arrayBuffer()).toString()]).toEqual([206, "fetched"]);

    actAsNode(nodeA, true);
    const wrongPin = Buffer.from("not what the host serves");
    const bad = await fetchInto(wrongPin);
    expect(bad.run.status).toBe("failed");
    expect(await inBucket(`media/${sha(wrongPin)}.mp4`)).toBeNull();
  });
});
