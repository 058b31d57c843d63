// Downloads a task's pinned media into the content-addressed cache: resumable (HTTP Range on a
// kept .partial file), bounded by the pinned byte length, verified against the pinned sha256
// before the file is used, with progress. Only http(s); a maintainer starts it (as a job).
import fs from "node:fs";
import path from "node:path";
import { sha256File, type HashProgress } from "./hash-file";
import { cacheExtensionFor } from "./media-type";

export class FetchMediaError extends Error {
  constructor(
    message: string,
    /** the partial download was kept: fetching again resumes it */
    readonly resumable = false,
  ) {
    super(message);
    this.name = "FetchMediaError";
  }
}

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
}

export interface FetchedMedia {
  path: string;
  byteLength: number;
  /** bytes that were already on disk from an earlier, interrupted fetch */
  resumedFrom: number;
  /** the file was already in the cache */
  cached: boolean;
}

const SHA = /^[0-9a-f]{64}$/;

export async function fetchPinnedMedia(req: FetchPinnedRequest): Promise<FetchedMedia> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    throw new FetchMediaError(`the pinned url ${JSON.stringify(req.url)} is not a URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FetchMediaError(`only http(s) media can be fetched, not ${url.protocol}`);
  if (!SHA.test(req.sha256)) throw new FetchMediaError("the pin has no sha256 to verify against: nothing is fetched unverified");
  fs.mkdirSync(req.cacheDir, { recursive: true });
  const final = path.join(req.cacheDir, `${req.sha256}.${cacheExtensionFor(url.pathname)}`);
  if (fs.existsSync(final)) return { path: final, byteLength: fs.statSync(final).size, resumedFrom: 0, cached: true };
  const partial = path.join(req.cacheDir, `${req.sha256}.partial`);
  let have = fs.existsSync(partial) ? fs.statSync(partial).size : 0;
  if (req.byteLength !== null && have > req.byteLength) {
    fs.rmSync(partial);
    have = 0;
  }
  const resumedFrom = have;
  if (req.byteLength === null || have < req.byteLength) have = await download(url, partial, have, req);
  const progress = (p: HashProgress) => req.onProgress?.({ phase: "verify", bytesDone: p.bytesDone, bytesTotal: p.bytesTotal });
  const { sha256, byteLength } = await sha256File(partial, progress);
  if (sha256 !== req.sha256) {
    fs.rmSync(partial, { force: true });
    throw new FetchMediaError(
      `sha256 mismatch: the server sent ${byteLength} bytes hashing to ${sha256}, the pin is ${req.sha256}; nothing was kept`,
    );
  }
  fs.renameSync(partial, final);
  return { path: final, byteLength, resumedFrom, cached: false };
}

/** Appends to `partial` from byte `have`; returns the bytes on disk when the body ends. */
async function download(url: URL, partial: string, have: number, req: FetchPinnedRequest): Promise<number> {
  const idle = new AbortController();
  const signal = req.signal ? AbortSignal.any([req.signal, idle.signal]) : idle.signal;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(new Error("idle")), req.idleTimeoutMs ?? 30_000);
  };
  touch();
  let res: Response;
  try {
    res = await fetch(url, { headers: have > 0 ? { range: `bytes=${have}-` } : {}, signal, redirect: "follow" });
  } catch (e) {
    clearTimeout(timer);
    throw new FetchMediaError(`cannot reach ${url.host}: ${idle.signal.aborted ? "no answer in time" : (e as Error).message}`, have > 0);
  }
  if (res.status === 416 && req.byteLength !== null && have === req.byteLength) {
    clearTimeout(timer);
    return have;
  }
  if (res.status !== 200 && res.status !== 206) {
    clearTimeout(timer);
    throw new FetchMediaError(`${url.host} answered HTTP ${res.status}`, have > 0);
  }
  // a server that ignores Range sends the whole file again: start over rather than append
  const append = res.status === 206 && have > 0;
  let onDisk = append ? have : 0;
  const out = fs.createWriteStream(partial, { flags: append ? "a" : "w" });
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      touch();
      onDisk += chunk.byteLength;
      if (req.byteLength !== null && onDisk > req.byteLength)
        throw new FetchMediaError(`the server sent more than the pinned ${req.byteLength} bytes; refused`);
      if (!out.write(chunk)) await new Promise<void>((r) => out.once("drain", () => r()));
      req.onProgress?.({ phase: "download", bytesDone: onDisk, bytesTotal: req.byteLength });
    }
  } catch (e) {
    if (e instanceof FetchMediaError) {
      await closeStream(out);
      fs.rmSync(partial, { force: true });
      throw e;
    }
    await closeStream(out);
    const why = idle.signal.aborted
      ? `no bytes for ${(req.idleTimeoutMs ?? 30_000) / 1000} s`
      : req.signal?.aborted
        ? "cancelled"
        : (e as Error).message;
    throw new FetchMediaError(`download stopped at ${onDisk} of ${req.byteLength ?? "?"} bytes (${why}); fetch again to resume`, true);
  } finally {
    clearTimeout(timer);
  }
  await closeStream(out);
  if (req.byteLength !== null && onDisk < req.byteLength)
    throw new FetchMediaError(`the server closed the download at ${onDisk} of ${req.byteLength} bytes; fetch again to resume`, true);
  return onDisk;
}

function closeStream(out: fs.WriteStream): Promise<void> {
  return new Promise((resolve) => out.end(() => resolve()));
}
