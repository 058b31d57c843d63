// Bytes after a tar's end-of-archive blocks (found by bench:hostile: a .tar.gz of 300 MB of zeros
// got no answer within 60 s). tar's Parser keeps what follows the end in a buffer it grows by
// concatenation, so feeding it the inflated rest was quadratic; now the rest is only counted.
// The bomb is refused by the ratio bound, and a folder with ordinary trailing padding still extracts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tarBytes } from "./__tests__/build-archives";
import { DEFAULT_ARCHIVE_LIMITS } from "./entry-rules";
import { extractArchive } from "./extract-archive";

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-tar-trailing-"));
  fs.mkdirSync(path.join(work, "extract"));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * A small tar followed by `zeroMiB` MiB of zeros, as concatenated gzip members (gunzip reads them
 * as one stream): one compressed MiB repeated, so the test never makes or compresses the zeros.
 */
function tarThenZeros(zeroMiB: number): string {
  const file = path.join(work, `t-${zeroMiB}.tar.gz`);
  const head = zlib.gzipSync(tarBytes([{ name: "t/task.toml", data: new TextEncoder().encode("x = 1\n") }]));
  const mib = zlib.gzipSync(Buffer.alloc(1024 * 1024));
  fs.writeFileSync(file, Buffer.concat([head, ...Array.from({ length: zeroMiB }, () => mib)]));
  return file;
}

describe("bytes after the end of a tar archive", () => {
  it("refuses 300 MB of zeros after the end by the ratio bound, without feeding them to the parser", async () => {
    const r = await extractArchive(tarThenZeros(300), DEFAULT_ARCHIVE_LIMITS, path.join(work, "extract"));
    expect(r).toMatchObject({ ok: false, reason: `compression ratio above ${DEFAULT_ARCHIVE_LIMITS.maxRatio}:1 (a gzip bomb?)` });
  }, 20_000);

  it("still extracts a folder followed by ordinary padding", async () => {
    const r = await extractArchive(tarThenZeros(1), DEFAULT_ARCHIVE_LIMITS, path.join(work, "extract"));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(fs.readFileSync(path.join(r.root, "t/task.toml"), "utf8")).toBe("x = 1\n");
    await r.cleanup();
  });
});
