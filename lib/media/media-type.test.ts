import { describe, expect, it } from "vitest";
import { cacheExtensionFor, extensionOf, mediaTypeFor } from "./media-type";

describe("mediaTypeFor", () => {
  it.each([
    ["prisma/fixtures/tasks/demo/media/demo-shapes.mp4", "video/mp4"],
    ["/abs/CLIP.MP4", "video/mp4"],
    ["https://example.org/v/session.webm?sig=abc#t=3", "video/webm"],
    ["a.mkv", "video/x-matroska"],
    ["a.mov", "video/quicktime"],
    ["audio.m4a", "audio/mp4"],
    ["noext", "application/octet-stream"],
    [".hidden", "application/octet-stream"],
    ["dir.v1/file", "application/octet-stream"],
  ])("%s -> %s", (p, t) => expect(mediaTypeFor(p)).toBe(t));
});

describe("extensionOf / cacheExtensionFor", () => {
  it.each([
    ["x.tar.gz", "gz", "mp4"],
    ["clip.WEBM", "webm", "webm"],
    ["upload", "", "mp4"],
  ])("%s", (name, ext, cached) => {
    expect(extensionOf(name)).toBe(ext);
    expect(cacheExtensionFor(name)).toBe(cached);
  });
});
