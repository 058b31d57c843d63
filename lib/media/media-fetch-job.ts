// Job kind "media:fetch-probe": fetch the pinned media into the cache (unless a verified local copy
// is already attached), verify it against the pin, then measure it with ffprobe. The media gates
// read the measured facts (Media.probe) and show where the SPEC card's claims differ.
import fs from "node:fs";
import path from "node:path";
import { jsonColumn } from "../db/json-column";
import type { JobContext, Json } from "../jobs/types";
import { fetchPinnedMedia, FetchMediaError, type FetchProgress } from "./fetch-pinned";
import { claimDifferences, claimsOf } from "./probe-facts";
import { runFfprobe } from "./run-ffprobe";
import type { MediaFetchParams } from "./media-fetch-params";
import { neutralPaths } from "./server-paths";
import { publishMedia } from "./shared-media";

// lib/media/media-files.ts is server-only (Next); workers run in plain Node, so the two facts
// needed here are restated: the cache folder, and relative paths resolve against the cwd.
const MEDIA_CACHE_DIR = ".media-cache";
const resolveLocalPath = (p: string) => path.resolve(process.cwd(), p);
const localCopyExists = (p: string) => fs.existsSync(resolveLocalPath(p)) && fs.statSync(resolveLocalPath(p)).isFile();

/** Progress as a share of the pinned length: a running byte count would tell the length of a body that is not the pinned file. */
function progressOf(p: FetchProgress): [number, string] {
  const frac = p.bytesTotal ? Math.min(1, p.bytesDone / p.bytesTotal) : 0;
  const pct = `${Math.floor(frac * 100)}%`;
  return p.phase === "download"
    ? [0.8 * frac, p.bytesTotal ? `downloading: ${pct} of the pinned length` : "downloading"]
    : [0.8 + 0.15 * frac, p.bytesTotal ? `verifying sha256: ${pct}` : "verifying sha256"];
}

export function runMediaFetchJob(params: MediaFetchParams, ctx: JobContext) {
  return fetchAndProbe(params, ctx).catch((e: unknown) => Promise.reject(withNeutralPaths(e)));
}

/** What a failed job stores is readable by every signed-in user: no server paths in it (fs, ffprobe and git errors name them). */
function withNeutralPaths(e: unknown): unknown {
  if (!(e instanceof Error)) return e;
  const message = neutralPaths(e.message);
  if (e instanceof FetchMediaError) return new FetchMediaError(message, e.resumable);
  return Object.assign(new Error(message), { name: e.name });
}

async function fetchAndProbe({ mediaId }: MediaFetchParams, ctx: JobContext) {
  const prisma = ctx.db.prisma;
  const media = await prisma.media.findUnique({ where: { id: mediaId } });
  if (!media) throw new Error(`no media ${mediaId}`);
  let file: string;
  let fetched: Json = null;
  if (media.localPath && media.verification === "verified" && localCopyExists(media.localPath)) {
    file = resolveLocalPath(media.localPath);
    ctx.progress(0.5, "a verified local copy is attached: measuring it");
  } else {
    if (!media.url || !media.sha256) throw new Error("the task pins no URL and sha256 to fetch");
    const got = await fetchPinnedMedia({
      url: media.url,
      sha256: media.sha256,
      byteLength: media.byteLength === null ? null : Number(media.byteLength),
      cacheDir: path.resolve(MEDIA_CACHE_DIR),
      signal: ctx.signal,
      onProgress: (p) => ctx.progress(...progressOf(p)),
    }).catch((e: unknown) => {
      // the job's error is readable by every signed-in user: what exactly differed goes to the log only
      if (e instanceof FetchMediaError && e.detail) console.warn(`[media] fetch of media ${mediaId}: ${e.message} (${e.detail})`);
      throw e;
    });
    file = got.path;
    fetched = { byteLength: got.byteLength, resumedFrom: got.resumedFrom, cached: got.cached };
    const localPath = path.relative(process.cwd(), got.path);
    // other web nodes serve it from the shared bucket (when one is configured) once the row says verified
    await publishMedia(localPath, got.path, media.sha256);
    await prisma.media.update({
      where: { id: mediaId },
      data: {
        localPath,
        verification: "verified",
        verifiedAt: new Date(),
        verifyNote: `fetched from the pinned URL and verified: sha256 ${media.sha256} (${got.byteLength} bytes)`,
      },
    });
  }
  ctx.signal.throwIfAborted();
  ctx.progress(0.96, "measuring with ffprobe");
  const probed = await runFfprobe(file);
  if (!probed.ok) throw new Error(probed.reason);
  const differences = claimDifferences(claimsOf(media), probed.probe);
  await prisma.media.update({
    where: { id: mediaId },
    data: { probe: jsonColumn({ ...probed.probe, differences }), probedAt: new Date() },
  });
  ctx.setFindings(
    differences.map((d) => ({
      code: "media-claim-differs",
      severity: "warning",
      message: `${d.fact}: the SPEC card says ${d.claimed}, the file measures ${d.measured}`,
    })),
  );
  return { fetched, probe: probed.probe, differences };
}
