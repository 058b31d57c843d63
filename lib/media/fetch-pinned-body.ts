// One GET of the pinned URL appended to (or replacing) the .partial file: idle timeout, a hard cap
// on the bytes kept (the pin, the server maximum, the cache room), and resumable interruptions.
// Messages name no byte counts: see fetch-pinned.ts for why.
import fs from "node:fs";
import type { OutboundPolicy } from "../ip/address-policy";
import { outboundGet, OutboundRefused, type OutboundResponse, type Resolve } from "../net/outbound-fetch";
import { FetchMediaError, PIN_MISMATCH } from "./fetch-media-error";
import { errorOf } from "../errors/caught";

export interface BodyDownload {
  url: URL;
  partial: string;
  /** bytes already in `partial` */
  have: number;
  /** the pinned length, if pinned */
  byteLength: number | null;
  /** the most bytes `partial` may hold; a body past it is refused and deleted */
  cap: number;
  /** why a body past `cap` is refused */
  overCap: string;
  policy: OutboundPolicy;
  resolve?: Resolve;
  signal?: AbortSignal;
  idleTimeoutMs?: number;
  onProgress?: (p: { phase: "download"; bytesDone: number; bytesTotal: number | null }) => void;
}

/** Returns the bytes on disk when the body ends. */
export async function downloadToPartial(d: BodyDownload): Promise<number> {
  const idleMs = d.idleTimeoutMs ?? 30_000;
  const idle = new AbortController();
  const signal = d.signal ? AbortSignal.any([d.signal, idle.signal]) : idle.signal;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(new Error("idle")), idleMs);
  };
  touch();
  try {
    const res = await get(d, signal, () => (idle.signal.aborted ? "no answer in time" : null));
    return await writeBody(d, res, touch, () =>
      idle.signal.aborted ? `no bytes for ${idleMs / 1000} s` : d.signal?.aborted ? "cancelled" : null,
    );
  } finally {
    clearTimeout(timer);
  }
}

async function get(d: BodyDownload, signal: AbortSignal, timedOut: () => string | null): Promise<OutboundResponse> {
  try {
    return await outboundGet({
      url: d.url.href,
      headers: d.have > 0 ? { range: `bytes=${d.have}-` } : {},
      signal,
      policy: d.policy,
      resolve: d.resolve,
    });
  } catch (e) {
    if (e instanceof OutboundRefused) throw new FetchMediaError(`the pinned URL was ${e.message}`);
    throw new FetchMediaError(timedOut() ? `cannot reach ${d.url.host}: ${timedOut()}` : errorOf(e).message, d.have > 0);
  }
}

async function writeBody(d: BodyDownload, res: OutboundResponse, touch: () => void, stopped: () => string | null): Promise<number> {
  if (res.status === 416 && d.byteLength !== null && d.have === d.byteLength) {
    res.body.destroy();
    return d.have;
  }
  if (res.status !== 200 && res.status !== 206) {
    res.body.destroy();
    throw new FetchMediaError(`${res.url.host} answered HTTP ${res.status}`, d.have > 0);
  }
  // a server that ignores Range sends the whole file again: start over rather than append
  const append = res.status === 206 && d.have > 0;
  const declared = Number(res.headers["content-length"]);
  if (Number.isSafeInteger(declared) && (append ? d.have : 0) + declared > d.cap) {
    res.body.destroy();
    if (!append) fs.rmSync(d.partial, { force: true });
    throw new FetchMediaError(d.overCap, false, `Content-Length ${declared} past the cap of ${d.cap}`);
  }
  let onDisk = append ? d.have : 0;
  const out = fs.createWriteStream(d.partial, { flags: append ? "a" : "w" });
  try {
    for await (const chunk of res.body) {
      // an IncomingMessage without an encoding yields Buffers; anything else is a bug to surface
      if (!Buffer.isBuffer(chunk)) throw new Error("the response body yielded text, not bytes");
      touch();
      onDisk += chunk.byteLength;
      if (onDisk > d.cap) throw new FetchMediaError(d.overCap, false, `more than the cap of ${d.cap} bytes`);
      if (!out.write(chunk)) await new Promise<void>((r) => out.once("drain", () => r()));
      d.onProgress?.({ phase: "download", bytesDone: onDisk, bytesTotal: d.byteLength });
    }
  } catch (e) {
    await closeStream(out);
    if (e instanceof FetchMediaError) {
      fs.rmSync(d.partial, { force: true });
      throw e;
    }
    throw new FetchMediaError(`the download stopped (${stopped() ?? errorOf(e).message}); fetch again to resume`, true);
  }
  await closeStream(out);
  if (d.byteLength !== null && onDisk < d.byteLength) {
    // the body ended where the server meant it to (an interrupted one throws above): not the pinned file
    fs.rmSync(d.partial, { force: true });
    throw new FetchMediaError(PIN_MISMATCH, false, `the body ended at ${onDisk} of the pinned ${d.byteLength} bytes`);
  }
  return onDisk;
}

function closeStream(out: fs.WriteStream): Promise<void> {
  return new Promise((resolve) => out.end(() => resolve()));
}
