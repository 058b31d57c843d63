// Downloads a task's pinned media into the content-addressed cache: through the outbound policy
// (lib/net: public https hosts only), resumable (HTTP Range on a kept .partial file), bounded by
// the pinned byte length, the server's media maximum and the cache quota, and verified against
// the pinned sha256 before the file is used. A maintainer starts it (as a job).
//
// What a failed fetch says is stored on the job, which every signed-in user can read: so a body
// that is not the pinned file only ever "does not match the pin". Its length and hash would let
// whoever pinned the URL re-pin it to match and have the server hand the bytes back; they go to
// `detail`, which the job writes to the server log only.
import fs from "node:fs";
import path from "node:path";
import { checkUrl, type OutboundPolicy } from "../ip/address-policy";
import { outboundPolicyFromEnv } from "../net/outbound-policy";
import type { Resolve } from "../net/outbound-fetch";
import { downloadToPartial } from "./fetch-pinned-body";
import { FetchMediaError, PIN_MISMATCH } from "./fetch-media-error";
import { sha256File, type HashProgress } from "../storage/hash-file";
import { makeCacheRoom } from "./media-cache-room";
import { mediaLimitsFromEnv, type MediaLimits } from "./media-limits";
import { cacheExtensionFor } from "./media-type";
import { errorOf } from "../errors/caught";

export interface FetchProgress {
  phase: "download" | "verify";
  bytesDone: number;
  bytesTotal: number | null;
}

export interface FetchPinnedRequest {
  url: string;
  sha256: string;
  /** the pinned length; the download is refused past it */
  byteLength: number | null;
  cacheDir: string;
  onProgress?: (p: FetchProgress) => void;
  signal?: AbortSignal;
  /** a body that sends nothing for this long is abandoned (resumable) */
  idleTimeoutMs?: number;
  /** defaults: the environment's (VBENCH_MEDIA_MAX_BYTES, VBENCH_MEDIA_CACHE_BYTES) */
  limits?: MediaLimits;
  /** defaults: the environment's (VBENCH_FETCH_ALLOW_HTTP, VBENCH_FETCH_ALLOW) */
  policy?: OutboundPolicy;
  resolve?: Resolve;
}

export interface FetchedMedia {
  path: string;
  byteLength: number;
  /** bytes that were already on disk from an earlier, interrupted fetch */
  resumedFrom: number;
  /** the file was already in the cache */
  cached: boolean;
}

export { FetchMediaError, PIN_MISMATCH };

const SHA = /^[0-9a-f]{64}$/;

function configured<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    throw new FetchMediaError(`this server's media settings are wrong: ${errorOf(e).message}`);
  }
}

export async function fetchPinnedMedia(req: FetchPinnedRequest): Promise<FetchedMedia> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    throw new FetchMediaError(`the pinned url ${JSON.stringify(req.url)} is not a URL`);
  }
  const policy = req.policy ?? configured(() => outboundPolicyFromEnv());
  const limits = req.limits ?? configured(() => mediaLimitsFromEnv());
  const syntax = checkUrl(url, policy);
  if (!syntax.ok) throw new FetchMediaError(`the pinned URL was refused: ${syntax.reason}`);
  if (!SHA.test(req.sha256)) throw new FetchMediaError("the pin has no sha256 to verify against: nothing is fetched unverified");
  if (req.byteLength !== null && req.byteLength > limits.maxBytes)
    throw new FetchMediaError("the pinned length is over this server's media maximum (VBENCH_MEDIA_MAX_BYTES): not fetched");
  fs.mkdirSync(req.cacheDir, { recursive: true });
  const final = path.join(req.cacheDir, `${req.sha256}.${cacheExtensionFor(url.pathname)}`);
  if (fs.existsSync(final)) return { path: final, byteLength: fs.statSync(final).size, resumedFrom: 0, cached: true };
  const partial = path.join(req.cacheDir, `${req.sha256}.partial`);
  let have = fs.existsSync(partial) ? fs.statSync(partial).size : 0;
  const most = Math.min(req.byteLength ?? limits.maxBytes, limits.maxBytes);
  if (have > most) {
    fs.rmSync(partial);
    have = 0;
  }
  const free = await makeCacheRoom(req.cacheDir, path.basename(partial), most - have, limits.cacheBytes);
  const cap = Math.min(most, have + free);
  if (req.byteLength !== null && cap < req.byteLength)
    throw new FetchMediaError("the media cache is full (VBENCH_MEDIA_CACHE_BYTES): nothing was fetched", have > 0);
  const resumedFrom = have;
  if (req.byteLength === null || have < req.byteLength)
    have = await downloadToPartial({ ...req, url, partial, have, cap, policy, overCap: overCapMessage(req.byteLength, cap, limits) });
  const progress = (p: HashProgress) => req.onProgress?.({ phase: "verify", bytesDone: p.bytesDone, bytesTotal: p.bytesTotal });
  const { sha256, byteLength } = await sha256File(partial, progress);
  if (sha256 !== req.sha256) {
    fs.rmSync(partial, { force: true });
    throw new FetchMediaError(PIN_MISMATCH, false, `${byteLength} bytes hashing to ${sha256}, the pin is ${req.sha256}`);
  }
  fs.renameSync(partial, final);
  return { path: final, byteLength, resumedFrom, cached: false };
}

/** Why a body past `cap` bytes was refused: the pin's length is a mismatch; else which server limit it hit. */
function overCapMessage(pinned: number | null, cap: number, limits: MediaLimits): string {
  if (pinned !== null) return PIN_MISMATCH;
  return cap >= limits.maxBytes
    ? "the file is larger than this server's media maximum (VBENCH_MEDIA_MAX_BYTES); nothing was kept"
    : "the media cache is full (VBENCH_MEDIA_CACHE_BYTES); nothing was kept";
}
