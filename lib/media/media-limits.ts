// How much media this server keeps: the largest single file it fetches (VBENCH_MEDIA_MAX_BYTES)
// and the most its media cache holds (VBENCH_MEDIA_CACHE_BYTES). Pure: the values are parsed
// strictly, so a typo is an error naming the variable instead of NaN (and `size > NaN` is false,
// which would switch the limit off). Which partial downloads make room is decided here too.

export const GiB = 1024 ** 3;

export interface MediaLimits {
  maxBytes: number;
  cacheBytes: number;
}

export const DEFAULT_MEDIA_LIMITS: MediaLimits = { maxBytes: 8 * GiB, cacheBytes: 32 * GiB };

const UNITS: Record<string, number> = { "": 1, KiB: 1024, MiB: 1024 ** 2, GiB, TiB: 1024 ** 4 };

/** "8589934592", "8GiB", "512 MiB" -> bytes; undefined or "" -> the default; anything else throws, naming the variable. */
export function parseByteCount(name: string, raw: string | undefined, fallback: number): number {
  const text = (raw ?? "").trim();
  if (text === "") return fallback;
  const m = /^([0-9]{1,16}) ?(KiB|MiB|GiB|TiB)?$/.exec(text);
  const bytes = m ? Number(m[1]) * UNITS[m[2] ?? ""] : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1)
    throw new Error(`${name}: ${JSON.stringify(text)} is not a byte count (a whole number of bytes, or with KiB/MiB/GiB/TiB, e.g. 8GiB)`);
  return bytes;
}

export function mediaLimitsFromEnv(env: Record<string, string | undefined> = process.env): MediaLimits {
  return {
    maxBytes: parseByteCount("VBENCH_MEDIA_MAX_BYTES", env.VBENCH_MEDIA_MAX_BYTES, DEFAULT_MEDIA_LIMITS.maxBytes),
    cacheBytes: parseByteCount("VBENCH_MEDIA_CACHE_BYTES", env.VBENCH_MEDIA_CACHE_BYTES, DEFAULT_MEDIA_LIMITS.cacheBytes),
  };
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
