import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claimDifferences, parseRate, probeFacts, type MediaClaims, type MediaProbe } from "./probe-facts";

const demo = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "__fixtures__/ffprobe-demo-shapes.json"), "utf8"));

describe("probeFacts", () => {
  it("reads the demo clip's real ffprobe output: 150 s, 1280x720, 24 fps, 3600 frames, H.264, no audio", () => {
    expect(probeFacts(demo)).toEqual({
      ok: true,
      probe: {
        durationSec: 150,
        width: 1280,
        height: 720,
        fps: 24,
        frameCount: 3600,
        videoCodec: "h264",
        audioCodec: null,
        hasAudio: false,
        byteLength: 1995276,
        container: "mov,mp4,m4a,3gp,3g2,mj2",
      },
    });
  });

  it("derives frames from duration and rate when the container does not count them, and sees audio", () => {
    const r = probeFacts({
      streams: [
        { codec_type: "video", codec_name: "vp9", width: 1280, height: 960, avg_frame_rate: "24/1" },
        { codec_type: "audio", codec_name: "aac" },
      ],
      format: { duration: "1070.5", size: "N/A" },
    });
    expect(r).toMatchObject({ ok: true, probe: { frameCount: 25692, hasAudio: true, audioCodec: "aac", byteLength: null, height: 960 } });
  });

  it.each([
    [{ streams: [{ codec_type: "audio" }] }, "no video stream"],
    [{ streams: "x" }, "streams"],
  ])("refuses %j: %s", (json, reason) => {
    const r = probeFacts(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain(reason);
  });
});

describe("parseRate", () => {
  it.each([
    ["24/1", 24],
    ["30000/1001", 30000 / 1001],
    ["0/0", null],
    ["abc", null],
    [undefined, null],
  ])("%s -> %s", (s, v) => expect(parseRate(s)).toBe(v));
});

describe("claimDifferences", () => {
  const probe: MediaProbe = {
    durationSec: 1070.5,
    width: 1280,
    height: 720,
    fps: 24,
    frameCount: 25692,
    videoCodec: "h264",
    audioCodec: "aac",
    hasAudio: true,
    byteLength: 1,
    container: "mp4",
  };
  const claims = (over: Partial<MediaClaims>): MediaClaims => ({
    durationSec: 1070,
    width: 1280,
    height: 720,
    fps: 24,
    frameCount: 25692,
    hasAudio: true,
    ...over,
  });
  it("is empty when the card agrees (within a second of duration)", () => expect(claimDifferences(claims({}), probe)).toEqual([]));
  it("names each fact that differs", () => {
    expect(claimDifferences(claims({ height: 960, fps: 25, frameCount: 25000, durationSec: 1200, hasAudio: false }), probe)).toEqual([
      { fact: "duration", claimed: "1200 s", measured: "1070.500 s" },
      { fact: "resolution", claimed: "1280x960", measured: "1280x720" },
      { fact: "frame rate", claimed: "25 fps", measured: "24.000 fps" },
      { fact: "frames", claimed: "25000", measured: "25692" },
      { fact: "audio", claimed: "no audio", measured: "audio (aac)" },
    ]);
  });
  it("compares nothing the card does not claim", () =>
    expect(claimDifferences({ durationSec: null, width: null, height: null, fps: null, frameCount: null, hasAudio: null }, probe)).toEqual(
      [],
    ));
});
