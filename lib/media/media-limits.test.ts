import { describe, expect, it } from "vitest";
import { DEFAULT_MEDIA_LIMITS, GiB, makeRoom, mediaLimitsFromEnv } from "./media-limits";

// the byte-count syntax lives in lib/env.ts; read here through the two media variables
describe("mediaLimitsFromEnv", () => {
  it.each([
    ["1", 1],
    ["8589934592", 8 * GiB],
    ["8GiB", 8 * GiB],
    ["512 MiB", 512 * 1024 ** 2],
    ["64KiB", 65536],
    ["2TiB", 2 * 1024 ** 4],
    [" 100 ", 100],
    [undefined, DEFAULT_MEDIA_LIMITS.maxBytes],
    ["", DEFAULT_MEDIA_LIMITS.maxBytes],
  ])("%j -> %d", (raw, want) => {
    expect(mediaLimitsFromEnv({ VBENCH_MEDIA_MAX_BYTES: raw }).maxBytes).toBe(want);
  });

  it.each(["NaN", "0", "-1", "1.5", "8GB", "8 gib", "1e9", "0x10", "Infinity", "99999999999999999", "9999999999TiB", "8GiB8"])(
    "refuses %j, naming the variable",
    (raw) => {
      expect(() => mediaLimitsFromEnv({ VBENCH_MEDIA_MAX_BYTES: raw })).toThrow(
        `Invalid environment: VBENCH_MEDIA_MAX_BYTES must be a byte count (a whole number of bytes, or with KiB/MiB/GiB/TiB, e.g. 8GiB) (got ${JSON.stringify(raw)})`,
      );
    },
  );

  it("reads both limits from the environment, defaulting each", () => {
    expect(mediaLimitsFromEnv({})).toEqual(DEFAULT_MEDIA_LIMITS);
    expect(mediaLimitsFromEnv({ VBENCH_MEDIA_MAX_BYTES: "1MiB", VBENCH_MEDIA_CACHE_BYTES: "3MiB" })).toEqual({
      maxBytes: 1024 ** 2,
      cacheBytes: 3 * 1024 ** 2,
    });
    expect(() => mediaLimitsFromEnv({ VBENCH_MEDIA_CACHE_BYTES: "lots" })).toThrow(
      /^Invalid environment: VBENCH_MEDIA_CACHE_BYTES must be a byte count/,
    );
  });
});

describe("makeRoom", () => {
  const f = (name: string, size: number, mtimeMs: number) => ({ name, size, mtimeMs });
  const cache = [f("a.mp4", 40, 1), f("old.partial", 30, 2), f("new.partial", 20, 5), f("mine.partial", 10, 0)];

  it.each([
    // wanted, quota, evicted, free
    [0, 100, [], 0], // exactly full: nothing more fits, nothing needs to go
    [10, 200, [], 100],
    [30, 130, [], 30],
    [31, 130, ["old.partial"], 60], // the oldest partial goes first
    [70, 130, ["old.partial", "new.partial"], 80],
    [90, 130, ["old.partial", "new.partial"], 80], // finished files and the download being resumed are kept: not enough room
  ])("wanting %d of a %d quota evicts %j, leaving %d free", (wanted, quota, evict, free) => {
    expect(makeRoom(cache, wanted, quota, "mine.partial")).toEqual({ evict, free });
  });

  it("keeps partials written since the active mark: another download may be writing them", () => {
    expect(makeRoom(cache, 70, 130, "mine.partial", 5)).toEqual({ evict: ["old.partial"], free: 60 });
  });

  it("evicts an upload's temp file left behind by a crash like a partial download", () => {
    const withUpload = [...cache, f(".upload-1234.part", 50, 1)];
    expect(makeRoom(withUpload, 40, 130, "mine.partial")).toEqual({ evict: [".upload-1234.part", "old.partial"], free: 60 });
  });

  it("never evicts finished files, even when the cache is over its quota", () => {
    expect(makeRoom([f("a.mp4", 500, 1)], 1, 100, "x.partial")).toEqual({ evict: [], free: 0 });
  });
});
