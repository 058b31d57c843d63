// Makes room in the media cache before a download (see makeRoom in media-limits.ts): lists the
// cache, deletes the partial downloads chosen to go, and says how many bytes the new one may use.
import fs from "node:fs";
import path from "node:path";
import { makeRoom, type CachedFile } from "./media-limits";

async function cachedFiles(dir: string): Promise<CachedFile[]> {
  const out: CachedFile[] = [];
  for (const d of await fs.promises.readdir(dir, { withFileTypes: true })) {
    if (!d.isFile()) continue;
    const st = await fs.promises.stat(path.join(dir, d.name)).catch(() => null);
    if (st) out.push({ name: d.name, size: st.size, mtimeMs: st.mtimeMs });
  }
  return out;
}

/** a partial download written to within this long may still be in progress */
const ACTIVE_MS = 10 * 60_000;

/** Evicts old partial downloads (never `keep`, nor one still being written) until `wanted` bytes fit under `quota`; returns the bytes free. */
export async function makeCacheRoom(dir: string, keep: string, wanted: number, quota: number): Promise<number> {
  const room = makeRoom(await cachedFiles(dir), wanted, quota, keep, Date.now() - ACTIVE_MS);
  for (const name of room.evict) await fs.promises.rm(path.join(dir, name), { force: true });
  return room.free;
}
