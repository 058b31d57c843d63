// Media in a shared S3 bucket (runs with `--s3` only): the maintainer uploads a copy (published to
// the bucket), the server's own cache file is removed so the next read comes from the bucket, and
// the object is replaced behind the server: first with bytes of the same size, then with 38 bytes
// of HTML. Each replaced object must be refused, never served as "verified"; a re-upload restores it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { putRawObject } from "../../lib/storage/__tests__/s3rver";
import type { Ctx } from "./context";
import type { Expect } from "./probe";

const FAMILY = "media in S3";

export async function mediaS3Family(ctx: Ctx): Promise<void> {
  const t = ctx.target;
  if (!t.s3) return;
  const { id, bytes } = t.benchMedia;
  const sha = crypto.createHash("sha256").update(bytes).digest("hex");
  const key = `media/${sha}.mp4`;
  const cacheFile = path.resolve(".media-cache", `${sha}.mp4`);
  const upload = (what: string) =>
    ctx.probe.send({
      family: FAMILY,
      what,
      expect: "allowed",
      url: `/api/media/${id}?name=clip.mp4`,
      init: { method: "POST", headers: { cookie: t.cookies.maintainer, origin: t.base }, body: new Uint8Array(bytes) },
      budgetMs: ctx.budgetMs,
    });
  const read = (what: string, expect: Expect) =>
    ctx.probe.send({ family: FAMILY, what, expect, url: `/api/media/${id}`, init: { headers: { cookie: t.cookies.viewer } } });
  // served from the bucket only: this node's cache file gone (the bytes are the bench's own)
  const fromBucket = () => fs.rmSync(cacheFile, { force: true });

  await upload("the maintainer uploads the pinned copy");
  fromBucket();
  await read("read from the bucket (hashed on this node's first read)", "allowed");
  const swapped = Buffer.from(bytes);
  swapped[100] ^= 0xff;
  await putRawObject(t.s3.config, key, swapped);
  await read("read after the object was replaced with other bytes of the same size", "refused");
  await read("read again: the media is marked mismatched", "refused");

  await upload("a re-upload replaces the swapped object");
  fromBucket();
  await read("read after the re-upload", "allowed");
  await putRawObject(t.s3.config, key, Buffer.from("<html><body>not a video</body></html>\n"));
  await read("read after the object was replaced with 38 bytes of HTML", "refused");
}
