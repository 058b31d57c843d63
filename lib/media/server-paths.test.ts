import os from "node:os";
import { describe, expect, it } from "vitest";
import { neutralPaths, withoutServerPaths } from "./server-paths";

const ROOTS = [
  { dir: "/srv/vbench", name: "." },
  { dir: "/srv/vbench/media", name: "MEDIA_DIR" },
  { dir: "/tmp", name: "(temp)" },
];

describe("withoutServerPaths", () => {
  it.each([
    ["/srv/vbench/.media-cache/a.mp4", "./.media-cache/a.mp4"],
    ["matches the pin: /srv/vbench/media/clip.mp4 (12 bytes)", "matches the pin: MEDIA_DIR/clip.mp4 (12 bytes)"], // the longer root wins
    ["EEXIST: mkdir '/tmp/vbench-push-1'", "EEXIST: mkdir '(temp)/vbench-push-1'"],
    ["/tmp", "(temp)"],
    ["/tmpfoo/x and /tmp/x", "/tmpfoo/x and (temp)/x"], // a different folder that starts the same
    ["ffprobe: /srv/vbench/a.mp4: Invalid data; /srv/vbench/b.mp4", "ffprobe: ./a.mp4: Invalid data; ./b.mp4"],
    ["nothing here", "nothing here"],
  ])("%j -> %j", (text, want) => {
    expect(withoutServerPaths(text, ROOTS)).toBe(want);
  });

  it("ignores roots that are not absolute or are the file system root", () => {
    expect(
      withoutServerPaths("/a/b", [
        { dir: "/", name: "ROOT" },
        { dir: "a", name: "A" },
      ]),
    ).toBe("/a/b");
  });

  it("hides this server's working directory and temp dir", () => {
    const text = `${process.cwd()}/.media-cache/x.mp4 ${os.tmpdir()}/vbench-fetch-1/y.partial`;
    const out = neutralPaths(text);
    expect(out).toBe("./.media-cache/x.mp4 (temp)/vbench-fetch-1/y.partial");
  });
});
