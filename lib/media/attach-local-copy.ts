import "server-only";
// Attach a local copy of the pinned media, by a path on this server or by an uploaded stream.
// Either way the bytes are hashed first and the copy is accepted only when its sha256 equals
// the pin: a reviewer can never end up scrubbing a different video than the task names.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import type { PrismaClient } from "../generated/prisma/client";
import { copyAndHash, sha256File, TooManyBytes, type HashResult } from "../storage/hash-file";
import { endHashJob, reportHashProgress, startHashJob } from "./hash-progress";
import { makeCacheRoom } from "./media-cache-room";
import { MEDIA_CACHE_DIR, findMedia, regularFileSize, resolveLocalPath } from "./media-files";
import { confineToMediaDir, mediaDirOf } from "./media-dir";
import type { MediaFormState } from "./media-form-state";
import { mediaLimitsFromEnv, type MediaLimits } from "./media-limits";
import { cacheExtensionFor } from "./media-type";
import { neutralPaths } from "./server-paths";
import { publishMedia } from "./shared-media";

async function accept(prisma: PrismaClient, mediaId: string, storedPath: string, r: HashResult, how: string) {
  const note = `matches the pin: sha256 ${r.sha256} of ${neutralPaths(storedPath)} (${r.byteLength} bytes, ${how})`;
  await prisma.media.update({
    where: { id: mediaId },
    data: { localPath: storedPath, verification: "verified", verifiedAt: new Date(), verifyNote: note },
  });
  return { status: "ok", message: `Attached: the copy ${note}.` } satisfies MediaFormState;
}

function rejectMismatch(r: HashResult, pin: string): MediaFormState {
  return { status: "mismatch", message: `Not attached: its sha256 is ${r.sha256} (${r.byteLength} bytes), the pin is ${pin}.` };
}

/** Attach by a path on this server: only a file inside MEDIA_DIR (see media-dir.ts), hashed against the pin. */
export async function attachLocalCopyByPath(
  prisma: PrismaClient,
  mediaId: string,
  requestedPath: string,
  mediaDir = mediaDirOf(),
): Promise<MediaFormState> {
  const media = await findMedia(prisma, mediaId);
  if (!media) return { status: "error", message: "No such media record." };
  if (!media.sha256) return { status: "error", message: "The task pins no sha256, so no copy can be accepted." };
  // confinement first: nothing about a path outside MEDIA_DIR (not even its existence) is answered
  const confined = await confineToMediaDir(requestedPath, mediaDir);
  if (!confined.ok) return { status: "error", message: `Not attached: ${confined.reason}.`, fieldErrors: { localPath: [confined.reason] } };
  const absPath = confined.realPath;
  const size = await regularFileSize(absPath);
  if (size === null)
    return { status: "error", message: "No readable file there.", fieldErrors: { localPath: ["no such file inside MEDIA_DIR"] } };
  if (!startHashJob(mediaId, "verifying", size))
    return { status: "error", message: "A hash of this media is already running; wait for it to finish." };
  try {
    const r = await sha256File(absPath, (p) => reportHashProgress(mediaId, p));
    if (r.sha256 !== media.sha256.toLowerCase()) return rejectMismatch(r, media.sha256);
    return await accept(prisma, mediaId, absPath, r, "attached by path");
  } catch (e) {
    return { status: "error", message: neutralPaths(`Could not read ${absPath}: ${e instanceof Error ? e.message : String(e)}`) };
  } finally {
    endHashJob(mediaId);
  }
}

function tooLarge(overMax: boolean): MediaFormState {
  const why = overMax
    ? "the file is larger than this server's media maximum (VBENCH_MEDIA_MAX_BYTES)"
    : "the media cache is full (VBENCH_MEDIA_CACHE_BYTES)";
  return { status: "error", tooLarge: true, message: `Not attached: ${why}; nothing was kept.` };
}

/**
 * Stream an upload into .media-cache/<sha256>.<ext> (content-addressed), keeping it only on a
 * match; at most VBENCH_MEDIA_MAX_BYTES, and only as much as the cache quota has room for.
 */
export async function attachUploadedCopy(
  prisma: PrismaClient,
  mediaId: string,
  body: Readable,
  fileName: string,
  bytesTotal: number | null,
  limits?: MediaLimits,
): Promise<MediaFormState> {
  const media = await findMedia(prisma, mediaId);
  if (!media) return { status: "error", message: "No such media record." };
  if (!media.sha256) return { status: "error", message: "The task pins no sha256, so no upload can be accepted." };
  if (!startHashJob(mediaId, "uploading", bytesTotal))
    return { status: "error", message: "A hash of this media is already running; wait for it to finish." };
  const dir = resolveLocalPath(MEDIA_CACHE_DIR);
  const temp = path.join(dir, `.upload-${crypto.randomUUID()}.part`);
  let max = Number.POSITIVE_INFINITY;
  try {
    const { maxBytes, cacheBytes } = limits ?? mediaLimitsFromEnv();
    max = maxBytes;
    await fs.promises.mkdir(dir, { recursive: true });
    const cap = Math.min(maxBytes, await makeCacheRoom(dir, "", Math.min(bytesTotal ?? maxBytes, maxBytes), cacheBytes));
    if (bytesTotal !== null && bytesTotal > cap) return tooLarge(bytesTotal > maxBytes);
    const r = await copyAndHash(body, temp, bytesTotal, (p) => reportHashProgress(mediaId, p), cap);
    if (r.sha256 !== media.sha256.toLowerCase()) return rejectMismatch(r, media.sha256);
    const stored = path.join(/*turbopackIgnore: true*/ MEDIA_CACHE_DIR, `${r.sha256}.${cacheExtensionFor(fileName)}`);
    // content-addressed: an identical earlier upload is already the right bytes
    if ((await regularFileSize(resolveLocalPath(stored))) === r.byteLength) await fs.promises.rm(temp, { force: true });
    else await fs.promises.rename(temp, resolveLocalPath(stored));
    await publishMedia(stored, resolveLocalPath(stored), r.sha256);
    return await accept(prisma, mediaId, stored, r, "uploaded");
  } catch (e) {
    if (e instanceof TooManyBytes) return tooLarge(e.limit >= max);
    return { status: "error", message: neutralPaths(`Upload failed: ${e instanceof Error ? e.message : String(e)}`) };
  } finally {
    await fs.promises.rm(temp, { force: true }).catch(() => {});
    endHashJob(mediaId);
  }
}
