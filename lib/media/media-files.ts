import "server-only";
// Where a Media row's local copy lives on this machine, and whether it is there. Stored paths
// may be relative (bundled fixtures, content-addressed uploads): they are relative to the
// server's working directory, the repository root.
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../generated/prisma/client";

export const MEDIA_CACHE_DIR = ".media-cache";

export function resolveLocalPath(stored: string): string {
  // runtime data, not code: keep the bundler from tracing the whole working directory
  return path.isAbsolute(stored) ? stored : path.resolve(/*turbopackIgnore: true*/ process.cwd(), stored);
}

/** The copy lies in the media cache, where only fetches and uploads put files (not a task folder's own copy). */
export function inMediaCache(absPath: string): boolean {
  const rel = path.relative(resolveLocalPath(MEDIA_CACHE_DIR), absPath);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

/** size of a regular file, or null when it is missing / not a file */
export async function regularFileSize(absPath: string): Promise<number | null> {
  try {
    const st = await fs.promises.stat(absPath);
    return st.isFile() ? st.size : null;
  } catch {
    return null;
  }
}

export function localCopyExists(stored: string | null): boolean {
  if (!stored) return false;
  try {
    return fs.statSync(resolveLocalPath(stored)).isFile();
  } catch {
    return false;
  }
}

export async function findMedia(prisma: PrismaClient, mediaId: string) {
  return prisma.media.findUnique({
    where: { id: mediaId },
    select: {
      id: true,
      url: true,
      sha256: true,
      byteLength: true,
      localPath: true,
      verification: true,
      revision: { select: { taskId: true } },
    },
  });
}
