import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { copyAndHash, sha256File, TooManyBytes, type HashProgress } from "./hash-file";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hash-file-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("sha256File", () => {
  it.each([
    ["empty", 0],
    ["small", 1000],
    ["several buffers", 3 * 1024 * 1024 + 17],
  ])("%s file", async (name, size) => {
    const bytes = crypto.randomBytes(size);
    const file = path.join(dir, `${name}.bin`);
    fs.writeFileSync(file, bytes);
    const seen: HashProgress[] = [];
    const r = await sha256File(file, (p) => seen.push(p));
    expect(r.sha256).toBe(crypto.createHash("sha256").update(bytes).digest("hex"));
    expect(r.byteLength).toBe(size);
    expect(seen.at(-1)).toEqual({ bytesDone: size, bytesTotal: size });
  });

  it("rejects a missing file", async () => {
    await expect(sha256File(path.join(dir, "nope"))).rejects.toThrow();
  });
});

describe("copyAndHash", () => {
  it("copies and hashes a stream, refusing to overwrite", async () => {
    const bytes = crypto.randomBytes(50_000);
    const dest = path.join(dir, "copy.bin");
    const r = await copyAndHash(Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]), dest, null);
    expect(r.sha256).toBe(crypto.createHash("sha256").update(bytes).digest("hex"));
    expect(fs.readFileSync(dest).equals(bytes)).toBe(true);
    await expect(copyAndHash(Readable.from([bytes]), dest, null)).rejects.toThrow();
  });

  it("fails past the most bytes it may copy, and copies exactly that many", async () => {
    const bytes = crypto.randomBytes(1000);
    const over = copyAndHash(Readable.from([bytes.subarray(0, 600), bytes.subarray(600)]), path.join(dir, "over.bin"), null, () => {}, 999);
    await expect(over).rejects.toBeInstanceOf(TooManyBytes);
    const exact = await copyAndHash(Readable.from([bytes]), path.join(dir, "exact.bin"), null, () => {}, 1000);
    expect(exact.byteLength).toBe(1000);
  });
});
