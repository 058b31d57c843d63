import { describe, expect, it } from "vitest";
import { playbackFailureText } from "./playback-failure";

const remote = {
  kind: "remote" as const,
  src: "https://huggingface.co/datasets/x/resolve/main/v.mp4",
  type: "video/mp4",
  trust: "unverified" as const,
  message: "",
};
const local = { kind: "local" as const, src: "/api/media/m1", type: "video/mp4", trust: "verified" as const, message: "" };

describe("playbackFailureText: what failed and what to do, never video.js's raw text", () => {
  it.each([
    [remote, 4, "The pinned video at huggingface.co could not be played: it did not answer with a video this browser plays"],
    [remote, 2, "The pinned video at huggingface.co could not be played: the connection failed while loading it."],
    [remote, null, "The pinned video at huggingface.co could not be played: the player reported an error."],
    [local, 3, "This server's copy of the video could not be played: the browser cannot decode the file."],
  ])("%#: code %s", (playback, code, start) => {
    const text = playbackFailureText(playback, code);
    expect(text.startsWith(start)).toBe(true);
    expect(text).not.toMatch(/media could not be loaded/i);
    expect(text).toMatch(
      playback.kind === "remote" ? /Fetch pinned media\) or attach a local copy\.$/ : /Verify or attach a local copy\)\.$/,
    );
  });
});
