import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confineToMediaDir, mediaDirOf } from "./media-dir";

describe("confineToMediaDir", () => {
  let root: string;
  let media: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "media-dir-"));
    media = path.join(root, "media");
    fs.mkdirSync(path.join(media, "sub"), { recursive: true });
    fs.writeFileSync(path.join(media, "sub", "clip.mp4"), "video");
    fs.writeFileSync(path.join(root, "secret.txt"), "outside");
    fs.symlinkSync(path.join(root, "secret.txt"), path.join(media, "escape.mp4"));
    fs.symlinkSync(root, path.join(media, "up"));
    fs.symlinkSync(path.join(media, "sub", "clip.mp4"), path.join(media, "alias.mp4"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each<[string, (r: string, m: string) => string, RegExp | "ok"]>([
    ["a file inside", (_r, m) => path.join(m, "sub", "clip.mp4"), "ok"],
    ["a relative path inside", () => "sub/clip.mp4", "ok"],
    ["a symlink that stays inside", (_r, m) => path.join(m, "alias.mp4"), "ok"],
    ["/etc/hostname", () => "/etc/hostname", /only files inside MEDIA_DIR/],
    ["a sibling outside", (r) => path.join(r, "secret.txt"), /only files inside MEDIA_DIR/],
    ["a ../ escape", (_r, m) => path.join(m, "sub", "..", "..", "secret.txt"), /only files inside MEDIA_DIR/],
    ["MEDIA_DIR itself", (_r, m) => m, /only files inside MEDIA_DIR/],
    ["a symlinked file pointing out", (_r, m) => path.join(m, "escape.mp4"), /outside MEDIA_DIR/],
    ["a symlinked directory pointing out", (_r, m) => path.join(m, "up", "secret.txt"), /outside MEDIA_DIR/],
    ["a missing file inside", (_r, m) => path.join(m, "nope.mp4"), /no such file inside MEDIA_DIR/],
    ["a directory inside", (_r, m) => path.join(m, "sub"), /not a regular file/],
    ["a NUL byte", (_r, m) => path.join(m, "a\0b"), /NUL/],
  ])("%s", async (_what, p, want) => {
    const r = await confineToMediaDir(p(root, media), media);
    if (want === "ok") expect(r).toEqual({ ok: true, realPath: fs.realpathSync(path.join(media, "sub", "clip.mp4")) });
    else expect(r).toEqual({ ok: false, reason: expect.stringMatching(want) });
  });

  it("refuses everything when MEDIA_DIR is not configured", async () => {
    expect(mediaDirOf({})).toBeNull();
    expect(await confineToMediaDir("/etc/hostname", null)).toEqual({ ok: false, reason: expect.stringMatching(/no MEDIA_DIR/) });
  });

  it("says the same about a missing and an existing file outside (nothing leaks)", async () => {
    const a = await confineToMediaDir(path.join(root, "secret.txt"), media);
    const b = await confineToMediaDir(path.join(root, "does-not-exist.txt"), media);
    expect(a).toEqual(b);
  });
});
