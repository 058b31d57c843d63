import { describe, expect, it } from "vitest";
import { choosePlayback, type MediaFacts } from "./playback-source";

const base: MediaFacts = {
  id: "m1",
  url: "https://example.org/clip.mp4",
  sha256: "a".repeat(64),
  verification: "unverified",
  verifiedAt: null,
  verifyNote: null,
  localPath: "media/clip.mp4",
  localExists: true,
};

describe("choosePlayback", () => {
  const cases: [string, Partial<MediaFacts>, string, string, string?][] = [
    ["verified local copy", { verification: "verified" }, "local", "verified", "/api/media/m1"],
    ["unverified local copy", {}, "local", "unverified", "/api/media/m1"],
    ["mismatching local copy falls back to the URL", { verification: "mismatch" }, "remote", "unverified", "https://example.org/clip.mp4"],
    ["mismatching local copy, no URL: plays, flagged", { verification: "mismatch", url: null }, "local", "mismatch"],
    ["no pin: local copy is unverifiable", { sha256: null, verification: "verified" }, "local", "unverified"],
    ["missing local file: URL", { localExists: false }, "remote", "unverified"],
    ["no local path: URL", { localPath: null, localExists: false }, "remote", "unverified"],
    ["nothing", { localPath: null, localExists: false, url: null }, "none", "none"],
    ["missing file, no URL", { localExists: false, url: null }, "none", "none"],
    ["missing file, URL relative to the task folder: nothing to stream", { localExists: false, url: "media/clip.mp4" }, "none", "none"],
    [
      "mismatching local copy, relative URL: the local copy plays, flagged",
      { verification: "mismatch", url: "media/clip.mp4" },
      "local",
      "mismatch",
    ],
  ];
  it.each(cases)("%s", (_name, patch, kind, trust, src) => {
    const p = choosePlayback({ ...base, ...patch });
    expect(p.kind).toBe(kind);
    expect(p.trust).toBe(trust);
    if (src && p.kind !== "none") expect(p.src).toBe(src);
    expect(p.message.length).toBeGreaterThan(10);
  });

  it.each([
    ["https://example.org/v.webm", "video/webm"],
    ["https://www.youtube.com/watch?v=abc", "video/mp4"],
    ["https://example.org/v", "video/mp4"],
  ])("remote type for %s", (url, type) => {
    const p = choosePlayback({ ...base, url, localPath: null, localExists: false });
    expect(p.kind === "remote" && p.type).toBe(type);
  });

  it("local type follows the file extension and the id is URL-encoded", () => {
    const p = choosePlayback({ ...base, id: "a b", localPath: "/x/clip.webm" });
    expect(p.kind === "local" && [p.src, p.type]).toEqual(["/api/media/a%20b", "video/webm"]);
  });
});
