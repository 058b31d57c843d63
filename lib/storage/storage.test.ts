// The object store on local disk and on a real S3-compatible server (s3rver, started on loopback
// by this test; skipped with a message only if it cannot be loaded): put with sha256 verified,
// ranged reads for playback, missing objects, tamper detection, and two web nodes (two stores,
// two HTTP servers) serving the same media with Range.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { localStore } from "./local-store";
import { s3Store, type S3StoreConfig } from "./s3-store";
import { putRawObject, s3rverAvailable, startS3rver } from "./__tests__/s3rver";
import { serveObject } from "./serve-object";
import { parseStorageUrl, storeFromEnv } from "./index";
import { StorageInputError, type ObjectStore } from "./types";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-storage-"));
// 1 MiB + 7 bytes of seeded noise: a range can straddle read buffers and the last byte is odd
const media = crypto.createHash("sha512").update("seed").digest();
const bytes = Buffer.alloc(1024 * 1024 + 7);
for (let i = 0; i < bytes.length; i++) bytes[i] = media[i % 64] ^ ((i * 31) % 251);
const mediaFile = path.join(tmp, "clip.mp4");
fs.writeFileSync(mediaFile, bytes);
const sha = crypto.createHash("sha256").update(bytes).digest("hex");
const key = `media/${sha}.mp4`;
const absent = `media/${"0".repeat(64)}.mp4`;

const text = async (r: Readable | null) => {
  const parts: Buffer[] = [];
  for await (const c of r!) parts.push(c as Buffer);
  return Buffer.concat(parts);
};

let server: { close(): Promise<void> } | null = null;
let s3Config: S3StoreConfig | null = null;
beforeAll(async () => {
  if (!s3rverAvailable) return;
  const s3 = await startS3rver(tmp);
  server = s3;
  s3Config = s3.config;
}, 30_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const kinds: { name: string; make: () => ObjectStore; skip: boolean; tamper: (k: string, b: Buffer) => Promise<void> }[] = [
  {
    name: "local disk",
    make: () => localStore(path.join(tmp, "objects")),
    skip: false,
    // writes behind the store's back; its folder may not exist yet when this test runs first
    tamper: async (k, b) => {
      fs.mkdirSync(path.dirname(path.join(tmp, "objects", k)), { recursive: true });
      fs.writeFileSync(path.join(tmp, "objects", k), b);
    },
  },
  {
    name: "S3 (s3rver)",
    make: () => s3Store(s3Config!),
    skip: !s3rverAvailable,
    tamper: (k, b) => putRawObject(s3Config!, k, b),
  },
];

for (const kind of kinds) {
  describe.skipIf(kind.skip)(`object store: ${kind.name}`, () => {
    it("stores a file under its sha256 and reads ranges back", async () => {
      const store = kind.make();
      expect(await store.putFile(key, mediaFile, sha)).toEqual({ key, byteLength: bytes.length });
      expect(await store.size(key)).toBe(bytes.length);
      // a seek into the middle, across the 256 KiB read buffer, and the very last byte
      expect(await text(await store.readRange(key, 262_100, 262_299))).toEqual(bytes.subarray(262_100, 262_300));
      expect(await text(await store.readRange(key, bytes.length - 1, bytes.length - 1))).toEqual(bytes.subarray(bytes.length - 1));
      expect(await store.verify(key, sha)).toBe(true);
    });

    it("refuses a file that is not the sha256 its key names, storing nothing", async () => {
      const store = kind.make();
      const other = path.join(tmp, "other.mp4");
      fs.writeFileSync(other, "not the pinned clip");
      await expect(store.putFile(absent, other, "0".repeat(64))).rejects.toThrow(
        /other\.mp4: sha256 is [0-9a-f]{64}, not the expected 0{64}/,
      );
      await expect(store.putFile(key, other, "1".repeat(64))).rejects.toBeInstanceOf(StorageInputError);
      expect(await store.size(absent)).toBeNull();
    });

    it("a missing object is null everywhere, and a bad key is refused", async () => {
      const store = kind.make();
      expect(await store.size(absent)).toBeNull();
      expect(await store.readRange(absent, 0, 10)).toBeNull();
      expect(await store.verify(absent, "0".repeat(64))).toBeNull();
      await expect(store.size("media/../../etc/passwd")).rejects.toThrow(/is not <namespace>\/<sha256>/);
    });

    it("verify notices bytes changed behind its back", async () => {
      const store = kind.make();
      const k2 = `media/${"a".repeat(64)}.mp4`;
      await kind.tamper(k2, Buffer.from("tampered"));
      expect(await store.verify(k2, "a".repeat(64))).toBe(false);
    });

    it("stat's version changes when an object is written again, even with bytes of the same size", async () => {
      const store = kind.make();
      const k3 = `media/${"b".repeat(64)}.mp4`;
      await kind.tamper(k3, Buffer.from("version one"));
      const first = await store.stat(k3);
      expect(first?.byteLength).toBe(11);
      expect(await store.stat(k3)).toEqual(first);
      // S3 stamps LastModified in whole seconds, and the same bytes get the same MD5 ETag: wait one
      await new Promise((r) => setTimeout(r, 1100));
      await kind.tamper(k3, Buffer.from("version two"));
      const second = await store.stat(k3);
      expect(second?.byteLength).toBe(11);
      expect(second?.version).not.toBe(first?.version);
      expect(await store.stat(absent)).toBeNull();
    });

    it("two web nodes serve the same media with Range", async () => {
      const nodes = await Promise.all([0, 1].map(() => webNode(kind.make())));
      try {
        for (const node of nodes) {
          const part = await fetch(node.url(key), { headers: { range: "bytes=1000-1999" } });
          expect(part.status).toBe(206);
          expect(part.headers.get("content-range")).toBe(`bytes 1000-1999/${bytes.length}`);
          expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(1000, 2000));
          const whole = await fetch(node.url(key));
          expect(whole.status).toBe(200);
          expect(
            crypto
              .createHash("sha256")
              .update(Buffer.from(await whole.arrayBuffer()))
              .digest("hex"),
          ).toBe(sha);
          expect((await fetch(node.url(key), { headers: { range: `bytes=${bytes.length}-` } })).status).toBe(416);
          expect((await fetch(node.url(absent))).status).toBe(404);
        }
      } finally {
        for (const n of nodes) n.close();
      }
    });
  });
}

/** A stand-in web node: an HTTP server on loopback answering GET /<key> from its own store. */
function webNode(store: ObjectStore): Promise<{ url(k: string): string; close(): void }> {
  const srv = http.createServer(async (req, res) => {
    const r = await serveObject(store, decodeURIComponent(req.url!.slice(1)), req.headers.range ?? null, "video/mp4");
    res.writeHead(r.status, Object.fromEntries(r.headers));
    if (r.body) for await (const c of r.body) res.write(c);
    res.end();
  });
  return new Promise((resolve) =>
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      resolve({ url: (k) => `http://127.0.0.1:${port}/${encodeURIComponent(k)}`, close: () => srv.close() });
    }),
  );
}

describe("storage configuration", () => {
  it.each([
    ["s3://vbench", { bucket: "vbench", prefix: "" }],
    ["s3://vbench/", { bucket: "vbench", prefix: "" }],
    ["s3://vbench/media/prod", { bucket: "vbench", prefix: "media/prod/" }],
    ["s3://vbench/a/", { bucket: "vbench", prefix: "a/" }],
  ])("%s", (url, want) => expect(parseStorageUrl(url)).toEqual(want));

  it.each(["http://vbench/x", "s3://", "s3://UPPER/x", "s3://a/x", "vbench/prefix"])("VBENCH_STORAGE=%s is refused, naming it", (v) => {
    const r = parseEnv({ VBENCH_STORAGE: v }, ["VBENCH_STORAGE"]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems[0]).toMatch(/^VBENCH_STORAGE must be s3:\/\/bucket/);
  });

  it("the secret key is never echoed in an error", () => {
    const r = parseEnv({ VBENCH_S3_ENDPOINT: "not a url", AWS_SECRET_ACCESS_KEY: "hunter2" }, [
      "VBENCH_S3_ENDPOINT",
      "AWS_SECRET_ACCESS_KEY",
    ]);
    expect(JSON.stringify(r)).not.toContain("hunter2");
  });

  it("local disk unless VBENCH_STORAGE is set", () => {
    expect(storeFromEnv({}, "/srv/app").describe).toBe("local disk /srv/app/.data/objects");
    expect(storeFromEnv({ VBENCH_STORAGE: "s3://vbench/p", VBENCH_S3_ENDPOINT: "http://127.0.0.1:9000" }).describe).toBe(
      "s3://vbench/p/ at http://127.0.0.1:9000",
    );
  });
});
