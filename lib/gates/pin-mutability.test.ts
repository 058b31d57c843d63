import { describe, expect, it } from "vitest";
import { mutablePinReason } from "./pin-mutability";

const SHA = "0123456789abcdef0123456789abcdef01234567";

describe("mutablePinReason", () => {
  it.each([
    ["https://huggingface.co/datasets/org/vid/resolve/main/video.mp4", "`main`"],
    ["https://huggingface.co/org/model/blob/v1.0/clip.mp4", "`v1.0`"],
    ["https://hf.co/datasets/o/r/resolve/refs%2Fpr%2F3/a.mp4", "refs/pr/3"],
    ["https://github.com/o/r/raw/master/media/a.mp4", "`master`"],
    ["https://github.com/o/r/releases/latest/download/a.mp4", "`latest`"],
    ["https://raw.githubusercontent.com/o/r/main/a.mp4", "`main`"],
    ["https://gitlab.com/o/r/-/raw/develop/a.mp4", "`develop`"],
    ["https://www.dropbox.com/scl/fi/abc/clip.mp4?rlkey=x&dl=1", "Dropbox"],
    ["https://dl.dropboxusercontent.com/s/abc/clip.mp4", "Dropbox"],
    ["https://drive.google.com/file/d/abc/view", "Google Drive"],
    ["https://example.org/media/latest/clip.mp4", "`latest`"],
    ["https://example.org/get?file=a.mp4&ref=main", "`main`"],
  ])("%s is mutable (%s)", (url, words) => {
    expect(mutablePinReason(url)).toContain(words);
  });

  it.each([
    [`https://huggingface.co/datasets/org/vid/resolve/${SHA}/video.mp4`],
    [`https://github.com/o/r/raw/${SHA}/media/a.mp4`],
    [`https://raw.githubusercontent.com/o/r/${SHA}/a.mp4`],
    ["https://github.com/o/r/releases/download/v1.2.0/a.mp4"],
    ["https://example.org/media/2024-05-01/clip.mp4"],
    ["https://www.dropbox.com/s/abc/clip.mp4?rev=0a1b2c"],
    [`https://example.org/get?file=a.mp4&ref=${SHA}`],
    ["not a url"],
    [""],
  ])("%s is not flagged", (url) => {
    expect(mutablePinReason(url)).toBeNull();
  });
});
