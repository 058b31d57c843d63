// Media shared by several web nodes. The media cache is content-addressed
// (".media-cache/<sha256>.<ext>", written only by a verified fetch or upload), so when
// VBENCH_STORAGE names a bucket, each verified cache file is also put there as
// "media/<sha256>.<ext>", and a node that lacks the file on its own disk serves it from the bucket.
// Unset, the local media cache is the only store (one node): nothing is copied twice on one disk.
// A copy attached by a path in MEDIA_DIR is that machine's own file and stays local.
// Plain Node (no "server-only"): the media fetch job runs in workers too.
import fs from "node:fs";
import path from "node:path";
import { readEnvOf } from "../env";
import type { ObjectStore } from "../storage";

const CACHE_DIR = ".media-cache";
const CACHE_NAME = /^[0-9a-f]{64}\.[a-z0-9]{1,8}$/;

/** Pure: the bucket key of a media-cache path (".media-cache/<sha256>.<ext>"), null for any other path. */
export function sharedMediaKey(localPath: string | null): string | null {
  if (!localPath || path.isAbsolute(localPath)) return null;
  const rel = path.posix.normalize(localPath.replaceAll("\\", "/"));
  const name = path.posix.basename(rel);
  return path.posix.dirname(rel) === CACHE_DIR && CACHE_NAME.test(name) ? `media/${name}` : null;
}

const bucketConfig = () => {
  const env = readEnvOf(["VBENCH_STORAGE", "VBENCH_S3_ENDPOINT"]);
  return env.VBENCH_STORAGE ? `${env.VBENCH_STORAGE} ${env.VBENCH_S3_ENDPOINT ?? ""}` : null;
};

let cached: { config: string; store: ObjectStore } | null = null;

/**
 * The bucket every node shares, or null when VBENCH_STORAGE is unset (re-read when the settings
 * change: tests). The storage module, and with it the AWS SDK, loads only when a bucket is set.
 */
export async function sharedMediaStore(): Promise<ObjectStore | null> {
  const config = bucketConfig();
  if (config === null) return null;
  if (cached?.config !== config) cached = { config, store: (await import("../storage")).storeFromEnv() };
  return cached.store;
}

/**
 * Puts a verified media-cache file into the shared bucket. Called before the Media row says
 * "verified", so any node that reads the row finds the bytes; a failure fails the attach.
 */
export async function publishMedia(localPath: string, absFile: string, sha256: string): Promise<void> {
  const key = sharedMediaKey(localPath);
  const store = key ? await sharedMediaStore() : null;
  if (!store || !key) return;
  // content-addressed, but the bucket is written by more than this server: an object of another
  // size, or of this size with other bytes (replaced behind the store's back), is replaced by the
  // verified local bytes; only one that still hashes to the pin is kept
  const sameSize = (await store.size(key)) === (await fs.promises.stat(absFile)).size;
  if (sameSize && (await store.verify(key, sha256)) === true) return;
  await store.putFile(key, absFile, sha256);
}

/** Whether a verified copy this node lacks on disk can be served from the shared bucket. */
export function inSharedStore(localPath: string | null, verification: string): boolean {
  return verification === "verified" && sharedMediaKey(localPath) !== null && bucketConfig() !== null;
}
