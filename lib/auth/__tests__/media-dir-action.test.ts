// Issue 8 item 7 end to end: the attach-by-path action, on a real media record, only accepts
// files inside MEDIA_DIR and answers nothing about files elsewhere.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => import("./next-headers-mock"));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

import { testDatabaseKinds } from "../../db/__tests__/test-databases";
import { attachMediaByPath } from "../../actions/attach-media-by-path";
import { openHarness, type Harness } from "./harness";
import { createTestMedia } from "./media-rows";

const VIDEO = Buffer.from("pretend this is a video");
const PIN = crypto.createHash("sha256").update(VIDEO).digest("hex");

describe.each(testDatabaseKinds())("attach by server path on $name", (kind) => {
  let h: Harness;
  let dir: string;
  let mediaId: string;
  beforeAll(async () => {
    h = await openHarness(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-dir-action-"));
    fs.mkdirSync(path.join(dir, "media"));
    fs.writeFileSync(path.join(dir, "media", "clip.mp4"), VIDEO);
    fs.writeFileSync(path.join(dir, "media", "other.mp4"), "different bytes");
    fs.writeFileSync(path.join(dir, "outside.mp4"), VIDEO);
    fs.symlinkSync(path.join(dir, "outside.mp4"), path.join(dir, "media", "link.mp4"));
    process.env.MEDIA_DIR = path.join(dir, "media");
    mediaId = await createTestMedia(h.db.prisma, h.ownTask, { sha256: PIN });
  }, 120_000);
  afterAll(async () => {
    delete process.env.MEDIA_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
    await h?.close();
  });

  const attach = (localPath: string) => attachMediaByPath(null, { taskId: h.ownTask, mediaId, localPath });

  it.each(["/etc/hostname", "/etc/passwd", "/nonexistent/file", "../outside.mp4"])(
    "refuses %s without saying anything about it",
    async (p) => {
      h.actAs("maintainer");
      // unchanged, whatever it was (the attach test may have run first): a refusal writes nothing
      const localPath = async () => (await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } })).localPath;
      const before = await localPath();
      const r = await attach(p);
      expect(r).toMatchObject({ ok: false, data: "error", message: expect.stringMatching(/only files inside MEDIA_DIR/) });
      expect(r!.message).not.toMatch(/[0-9a-f]{64}|bytes/);
      expect(await localPath()).toBe(before);
    },
  );

  it("refuses a symlink inside MEDIA_DIR that points out, even when the bytes match", async () => {
    h.actAs("maintainer");
    expect(await attach("link.mp4")).toMatchObject({ ok: false, message: expect.stringMatching(/outside MEDIA_DIR/) });
  });

  it("refuses a contributor and a viewer before looking at the path", async () => {
    for (const who of ["contributor", "viewer"] as const) {
      h.actAs(who);
      expect(await attach("clip.mp4")).toMatchObject({ ok: false, code: "FORBIDDEN" });
    }
  });

  it("says a file inside does not match the pin, and attaches one that does", async () => {
    h.actAs("maintainer");
    expect(await attach("other.mp4")).toMatchObject({ ok: false, data: "mismatch" });
    const r = await attach(path.join(dir, "media", "clip.mp4"));
    expect(r).toMatchObject({ ok: true, data: "ok" });
    const m = await h.db.prisma.media.findUniqueOrThrow({ where: { id: mediaId } });
    expect(m).toMatchObject({ verification: "verified", localPath: fs.realpathSync(path.join(dir, "media", "clip.mp4")) });
  });

  it("is off entirely without MEDIA_DIR", async () => {
    const saved = process.env.MEDIA_DIR;
    delete process.env.MEDIA_DIR;
    h.actAs("admin");
    expect(await attach("clip.mp4")).toMatchObject({ ok: false, message: expect.stringMatching(/no MEDIA_DIR/) });
    process.env.MEDIA_DIR = saved;
  });
});
