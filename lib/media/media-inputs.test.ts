import { describe, expect, it } from "vitest";
import { attachPathForm, invalid, mediaParams, sha256Hex, verifyPinForm, formDataObject } from "./media-inputs";

describe("attachPathForm", () => {
  const ok = { taskId: "demo-shapes-activity", mediaId: "cm1abc" };
  it.each([
    ["/data/v.mp4", true, "/data/v.mp4"],
    ["  /data//x/../v.mp4 ", true, "/data/v.mp4"],
    ["relative/v.mp4", true, "relative/v.mp4"], // relative to MEDIA_DIR (confinement: media-dir.test.ts)
    ["", false],
    ["/a\0b", false],
  ])("%j", (localPath, success, normalised?) => {
    const r = attachPathForm.safeParse({ ...ok, localPath });
    expect(r.success).toBe(success);
    if (r.success) expect(r.data.localPath).toBe(normalised);
    else expect(invalid(r.error).fieldErrors?.localPath?.length).toBeGreaterThan(0);
  });

  it("rejects ids outside the safe alphabet", () => {
    expect(attachPathForm.safeParse({ taskId: "judge@1.0", mediaId: "x", localPath: "/a" }).success).toBe(true);
    expect(attachPathForm.safeParse({ taskId: "../etc", mediaId: "x", localPath: "/a" }).success).toBe(false);
    expect(verifyPinForm.safeParse({ taskId: "a/b", mediaId: "x" }).success).toBe(false);
    expect(mediaParams.safeParse({ mediaId: "a b" }).success).toBe(false);
    expect(mediaParams.safeParse({ mediaId: "" }).success).toBe(false);
  });
});

describe("sha256Hex", () => {
  it.each([
    ["A".repeat(64), true],
    ["a".repeat(63), false],
    ["g".repeat(64), false],
  ])("%s", (s, ok) => expect(sha256Hex.safeParse(s).success).toBe(ok));
});

describe("formDataObject", () => {
  it("keeps string entries only", () => {
    const f = new FormData();
    f.set("a", "1");
    f.set("file", new Blob(["x"]));
    expect(formDataObject(f)).toEqual({ a: "1" });
  });
});
