// How much media this server keeps: the largest single file it fetches (VBENCH_MEDIA_MAX_BYTES)
// and the most its media cache holds (VBENCH_MEDIA_CACHE_BYTES), parsed strictly by lib/env.ts,
// so a typo is an error naming the variable instead of NaN (and `size > NaN` is false, which
// would switch the limit off). Which partial downloads make room is decided here too (pure).
import { readEnvOf, type RawEnv } from "../env";

export const GiB = 1024 ** 3;

export interface MediaLimits {
  maxBytes: number;
  cacheBytes: number;
}

export const DEFAULT_MEDIA_LIMITS: MediaLimits = { maxBytes: 8 * GiB, cacheBytes: 32 * GiB };

export function mediaLimitsFromEnv(raw: RawEnv = process.env): MediaLimits {
  const env = readEnvOf(["VBENCH_MEDIA_MAX_BYTES", "VBENCH_MEDIA_CACHE_BYTES"], raw);
  return { maxBytes: env.VBENCH_MEDIA_MAX_BYTES, cacheBytes: env.VBENCH_MEDIA_CACHE_BYTES };
}

export interface CachedFile {
  name: string;
  size: number;
  mtimeMs: number;
}

/** a fetch's resumable `<sha256>.partial`, or an upload's `.upload-<uuid>.part` (left behind when a server died mid-upload) */
const isPartial = (name: string) => name.endsWith(".partial") || (name.startsWith(".upload-") && name.endsWith(".part"));

export interface Room {
  /** partial downloads to delete, oldest first */
  evict: string[];
  /** bytes free for the new download after evicting them (0 when the cache is full of finished files) */
  free: number;
}

/**
 * Room for `wanted` more bytes: evict the oldest `.partial` files until the cache holds at most
 * `quota - wanted`. Never evicted: `keep` (the download being resumed), partials written since
 * `activeSinceMs` (another download may be writing them), and finished files (what tasks play).
 */
export function makeRoom(files: readonly CachedFile[], wanted: number, quota: number, keep: string, activeSinceMs = Infinity): Room {
  let used = files.reduce((sum, f) => sum + f.size, 0);
  const evict: string[] = [];
  const partials = files
    .filter((f) => isPartial(f.name) && f.name !== keep && f.mtimeMs < activeSinceMs)
    .sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const f of partials) {
    if (used + wanted <= quota) break;
    evict.push(f.name);
    used -= f.size;
  }
  return { evict, free: Math.max(0, quota - used) };
}
