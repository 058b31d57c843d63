// Streaming sha256 of a file or a byte stream, with progress. Media files run to gigabytes:
// bytes pass through a 1 MiB read buffer and the hash, never into memory as a whole.
import crypto from "node:crypto";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { Transform, type Readable } from "node:stream";

export interface HashProgress {
  bytesDone: number;
  /** null when the length is not known in advance (an upload without Content-Length) */
  bytesTotal: number | null;
}

export interface HashResult {
  sha256: string;
  byteLength: number;
  durationMs: number;
}

/** A stream ran past the most bytes its caller accepts. */
export class TooManyBytes extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
    this.name = "TooManyBytes";
  }
}

/** A pass-through that hashes and counts what flows by, reporting at most every `everyBytes`; past `maxBytes` it fails. */
export function hashingTap(
  onProgress: (p: HashProgress) => void,
  bytesTotal: number | null,
  everyBytes = 8 * 1024 * 1024,
  maxBytes = Number.POSITIVE_INFINITY,
) {
  const hash = crypto.createHash("sha256");
  let done = 0;
  let lastReport = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      done += chunk.length;
      if (done > maxBytes) return cb(new TooManyBytes(maxBytes));
      hash.update(chunk);
      if (done - lastReport >= everyBytes) {
        lastReport = done;
        onProgress({ bytesDone: done, bytesTotal });
      }
      cb(null, chunk);
    },
  });
  return {
    tap,
    finish(): { sha256: string; byteLength: number } {
      onProgress({ bytesDone: done, bytesTotal });
      return { sha256: hash.digest("hex"), byteLength: done };
    },
  };
}

export async function sha256File(filePath: string, onProgress: (p: HashProgress) => void = () => {}): Promise<HashResult> {
  const t0 = performance.now();
  const { size } = await fs.promises.stat(filePath);
  const { tap, finish } = hashingTap(onProgress, size);
  const source = fs.createReadStream(filePath, { highWaterMark: 1024 * 1024 });
  // drain the tap's output: we only want the side effect of hashing
  await pipeline(source, tap, async function* (chunks: AsyncIterable<Buffer>) {
    for await (const _ of chunks) void _;
  });
  return { ...finish(), durationMs: performance.now() - t0 };
}

/** Copies a stream to `dest` while hashing it, failing with TooManyBytes past `maxBytes`. The caller decides whether to keep the file. */
export async function copyAndHash(
  source: Readable,
  dest: string,
  bytesTotal: number | null,
  onProgress: (p: HashProgress) => void = () => {},
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<HashResult> {
  const t0 = performance.now();
  const { tap, finish } = hashingTap(onProgress, bytesTotal, undefined, maxBytes);
  await pipeline(source, tap, fs.createWriteStream(dest, { flags: "wx" }));
  return { ...finish(), durationMs: performance.now() - t0 };
}
