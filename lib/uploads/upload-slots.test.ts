import { describe, expect, it } from "vitest";
import { totalTimeoutFor } from "./read-multipart";
import { takeUploadSlot, uploadsInFlight } from "./upload-slots";

describe("takeUploadSlot", () => {
  it("gives each address up to the cap, refuses the next, and frees a slot on release (once)", () => {
    const a = [takeUploadSlot("192.0.2.1", 2), takeUploadSlot("192.0.2.1", 2)];
    expect(a.every((r) => r !== null)).toBe(true);
    expect(takeUploadSlot("192.0.2.1", 2)).toBeNull();
    // another address is not affected
    const other = takeUploadSlot("192.0.2.2", 2);
    expect(other).not.toBeNull();
    a[0]!();
    a[0]!(); // a second release must not free a slot someone else holds
    expect(uploadsInFlight("192.0.2.1")).toBe(1);
    const again = takeUploadSlot("192.0.2.1", 2);
    expect(again).not.toBeNull();
    expect(takeUploadSlot("192.0.2.1", 2)).toBeNull();
    for (const r of [a[1], again, other]) r!();
    expect([uploadsInFlight("192.0.2.1"), uploadsInFlight("192.0.2.2")]).toEqual([0, 0]);
  });
});

describe("totalTimeoutFor", () => {
  // 120 s per started 20 MiB (20,971,520 bytes) of the body's limit
  it.each([
    [1, 120_000],
    [20 * 1024 * 1024, 120_000],
    [20 * 1024 * 1024 + 1, 240_000],
    [64 * 1024 * 1024, 480_000],
  ])("%i bytes -> %i ms", (bytes, ms) => expect(totalTimeoutFor(bytes, 120_000)).toBe(ms));
});
