// GET/HEAD: the local copy of a task's media, with HTTP Range support so <video> can seek in a
// file of any size (206 + Content-Range; 200 for the whole file; 416 for a bad range). Bytes are
// streamed from disk, never read whole; a verified cache copy this node lacks comes from the shared
// bucket when VBENCH_STORAGE is set (lib/media/shared-media.ts), checked against the pin first
// (lib/media/shared-copy-check.ts: size on every read, sha256 on this node's first). POST: upload a copy (raw body), kept only when its
// sha256 matches the pin (see lib/media/attach-local-copy.ts).
import fs from "node:fs";
import { revalidatePath } from "next/cache";
import { getPrisma } from "@/lib/data/db";
import { guardRoute } from "@/lib/auth/guard";
import { errorResponse } from "@/lib/auth/errors";
import { mediaTaskId } from "@/lib/data/queries/media-task";
import { attachUploadedCopy } from "@/lib/media/attach-local-copy";
import { findMedia, inMediaCache, regularFileSize, resolveLocalPath } from "@/lib/media/media-files";
import { uploadQuery } from "@/lib/media/media-inputs";
import { mediaTypeFor } from "@/lib/media/media-type";
import { contentRange, parseRangeHeader } from "@/lib/storage/parse-range";
import { sharedMediaKey, sharedMediaStore } from "@/lib/media/shared-media";
import { checkSharedCopy, markSharedMismatch } from "@/lib/media/shared-copy-check";
import { serveObject } from "@/lib/storage/serve-object";
import type { Answer } from "@/lib/openapi/answers";
import { readableOf, webStreamOf } from "@/lib/storage/web-stream";

export const dynamic = "force-dynamic";

type Params = { mediaId: string };

function plain(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

async function serve(request: Request, params: Params, withBody: boolean): Promise<Response> {
  const prisma = await getPrisma();
  const media = await findMedia(prisma, params.mediaId);
  if (!media) return plain(404, "no such media");
  if (!media.localPath) return plain(404, "no local copy is attached to this media");
  const abs = resolveLocalPath(media.localPath);
  // a fetched or uploaded file is only ever served once its sha256 matched the pin (a task
  // folder's own copy plays whatever its state, with the state in X-Media-Verification)
  if (media.verification !== "verified" && inMediaCache(abs)) return plain(404, "no verified local copy is attached to this media");
  const size = await regularFileSize(abs);
  const shared = size === null && media.verification === "verified" ? sharedMediaKey(media.localPath) : null;
  const store = shared ? await sharedMediaStore() : null;
  if (shared && store) {
    // the bucket is written by more than this server: its object must still be the pinned file
    const check = await checkSharedCopy(store, shared, media);
    if (check.kind === "missing") return plain(404, "the shared copy is missing from the bucket");
    if (check.kind === "mismatch") {
      await markSharedMismatch(prisma, shared, check.reason);
      return plain(409, `the shared copy does not match the pin (${check.reason}): the media is marked mismatched`);
    }
    return serveObject(store, shared, request.headers.get("range"), mediaTypeFor(media.localPath), {
      withBody,
      size: check.byteLength,
      headers: { "X-Media-Verification": media.verification },
    });
  }
  if (size === null) return plain(404, "the local copy is missing on this machine");

  const base: Record<string, string> = {
    "Content-Type": mediaTypeFor(media.localPath),
    "Accept-Ranges": "bytes",
    "Cache-Control": "private, no-cache",
    // what plays must be attributable: say whether these bytes were checked against the pin
    "X-Media-Verification": media.verification,
  };
  const decision = parseRangeHeader(request.headers.get("range"), size);
  if (decision.kind === "unsatisfiable")
    return plain(416, decision.reason, {
      ...base,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Range": contentRange(decision, size)!,
    });
  const [start, end, status] = decision.kind === "partial" ? [decision.start, decision.end, 206] : [0, size - 1, 200];
  const headers = { ...base, "Content-Length": String(size === 0 ? 0 : end - start + 1) };
  if (decision.kind === "partial") Object.assign(headers, { "Content-Range": contentRange(decision, size)! });
  if (!withBody || size === 0) return new Response(null, { status, headers });
  const stream = fs.createReadStream(abs, { start, end, highWaterMark: 256 * 1024 });
  return new Response(webStreamOf(stream), { status, headers });
}

// the media's task decides: a token scoped to another task is refused
const read = { need: "read", taskId: (p: Params) => mediaTaskId(p.mediaId) } as const;

export const GET = guardRoute<Params>(read, (request, { params }) => serve(request, params, true));

export const HEAD = guardRoute<Params>(read, (request, { params }) => serve(request, params, false));

/** Upload a local copy: maintainers only (it is kept on this server's disk). */
export const POST = guardRoute(
  { need: "review", taskId: (p: Params) => mediaTaskId(p.mediaId), name: "upload-media-copy", query: uploadQuery },
  async (request, { params: p, query }) => {
    if (!request.body) return errorResponse("INVALID", "empty upload");
    const params = { data: p };
    const length = Number(request.headers.get("content-length"));
    const prisma = await getPrisma();
    const result = await attachUploadedCopy(
      prisma,
      params.data.mediaId,
      readableOf(request.body),
      query.name,
      Number.isSafeInteger(length) && length > 0 ? length : null,
    );
    if (result.status === "ok") {
      const media = await findMedia(prisma, params.data.mediaId);
      if (media) revalidatePath(`/tasks/${media.revision.taskId}`, "layout");
    }
    const status = result.status === "ok" ? 200 : result.status === "mismatch" ? 422 : result.tooLarge ? 413 : 400;
    return Response.json(result satisfies Answer<"POST /api/media/{mediaId}", 200>, { status });
  },
);
