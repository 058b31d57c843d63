import "server-only";
// "Verify pin": hash the local copy (streaming, with progress) and record whether it matches the
// sha256 the task pins. The verdict is stored on Media so every page shows the same banner.
import type { PrismaClient } from "../generated/prisma/client";
import { sha256File } from "../storage/hash-file";
import { endHashJob, reportHashProgress, startHashJob } from "./hash-progress";
import { findMedia, regularFileSize, resolveLocalPath } from "./media-files";
import type { MediaFormState } from "./media-form-state";
import { neutralPaths } from "./server-paths";
import { sharedMediaKey, sharedMediaStore } from "./shared-media";

export async function verifyMediaPin(prisma: PrismaClient, mediaId: string): Promise<MediaFormState> {
  const media = await findMedia(prisma, mediaId);
  if (!media) return { status: "error", message: "No such media record." };
  if (!media.sha256) return { status: "error", message: "The task pins no sha256: there is nothing to verify against." };
  if (!media.localPath) return { status: "error", message: "No local copy is attached: attach one by path or upload first." };
  const abs = resolveLocalPath(media.localPath);
  const size = await regularFileSize(abs);
  if (size === null) return verifyShared(prisma, mediaId, media.localPath, media.sha256);
  if (!startHashJob(mediaId, "verifying", size))
    return { status: "error", message: "A hash of this media is already running; wait for it to finish." };
  try {
    const r = await sha256File(abs, (p) => reportHashProgress(mediaId, p));
    const ok = r.sha256 === media.sha256.toLowerCase();
    const shown = neutralPaths(media.localPath);
    const took = `hashed in ${(r.durationMs / 1000).toFixed(1)} s`;
    // the note is on every page that shows the media: a copy that differs is only "does not match the pin" there
    const note = ok
      ? `matches the pin: sha256 ${r.sha256} of ${shown} (${r.byteLength} bytes, ${took})`
      : `does not match the pin: ${shown} (${took})`;
    await prisma.media.update({
      where: { id: mediaId },
      data: { verification: ok ? "verified" : "mismatch", verifiedAt: new Date(), verifyNote: note },
    });
    return ok
      ? { status: "ok", message: `Verified: the local copy ${note}.` }
      : {
          status: "mismatch",
          message: `Mismatch: the local copy ${note}; its sha256 is ${r.sha256} (${r.byteLength} bytes), the pin is ${media.sha256}.`,
        };
  } catch (e) {
    return { status: "error", message: `Could not read the local copy: ${e instanceof Error ? e.message : String(e)}` };
  } finally {
    endHashJob(mediaId);
  }
}

/**
 * A copy this node lacks but the shared bucket holds (lib/media/shared-media.ts): the bucket
 * re-hashes its object. Only a verdict that it still matches keeps the row as it is; a changed
 * object marks the media "mismatch" on every node.
 */
async function verifyShared(prisma: PrismaClient, mediaId: string, localPath: string, pin: string): Promise<MediaFormState> {
  const missing: MediaFormState = { status: "error", message: `The local copy ${neutralPaths(localPath)} is missing on this machine.` };
  const key = sharedMediaKey(localPath);
  const store = key ? await sharedMediaStore() : null;
  if (!key || !store) return missing;
  const ok = await store.verify(key, pin.toLowerCase());
  if (ok === null) return missing;
  const note = ok ? `matches the pin: sha256 ${pin} of ${key} in the shared bucket` : `does not match the pin: ${key} in the shared bucket`;
  await prisma.media.update({
    where: { id: mediaId },
    data: { verification: ok ? "verified" : "mismatch", verifiedAt: new Date(), verifyNote: note },
  });
  return ok ? { status: "ok", message: `Verified: the copy ${note}.` } : { status: "mismatch", message: `Mismatch: the copy ${note}.` };
}
