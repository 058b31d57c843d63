import { describe, expect, it } from "vitest";
import { passingFacts, withMedia } from "./__fixtures__/build-facts";
import { mediaDurationGate, mediaPinnedGate, mediaResolutionGate, mediaVerifiedGate } from "./media-gates";

describe("mediaPinnedGate", () => {
  it.each([
    [{}, "pass"],
    [{ url: null }, "fail"],
    [{ url: "  " }, "fail"],
    [{ sha256: null }, "fail"],
    [{ sha256: "f78b9f2c" }, "fail"],
    [{ sha256: "F".repeat(64) }, "pass"],
    // a relative path (the demo's bundled clip) or a local URL pins nothing
    [{ url: "media/demo-shapes.mp4" }, "fail"],
    [{ url: "file:///data/clip.mp4" }, "fail"],
  ] as const)("%j -> %s", (media, outcome) => {
    expect(mediaPinnedGate(withMedia(media)).outcome).toBe(outcome);
  });
});

describe("mediaDurationGate", () => {
  it.each([
    [600, null, "pass", "10.0 min"],
    [599.9, null, "fail", "599.9 s (10.0 min) is shorter than 10 min (no short-clip exemption)"],
    [18000, null, "pass", "300.0 min"],
    [18000.5, null, "fail", "18000.5 s (300.0 min) is longer than 300 min"],
    [150, "comparison task over paired clips", "pass", "150 s (2.5 min), short-clip exemption: comparison task over paired clips"],
    // an exemption covers short clips only
    [20000, "comparison task", "fail", "20000 s (333.3 min) is longer than 300 min"],
    [null, null, "insufficient", "duration not probed yet"],
  ] as const)("%s s (exemption %j) -> %s", (durationSec, exemption, outcome, text) => {
    const gate = mediaDurationGate(withMedia({ durationSec, shortClipExemption: exemption }));
    expect(gate.outcome).toBe(outcome);
    expect(gate.evidence[0].text).toBe(text);
  });

  it("shows the exemption as a note, not as a plain pass", () => {
    const gate = mediaDurationGate(withMedia({ durationSec: 150, shortClipExemption: "comparison task" }));
    expect(gate.evidence[0].kind).toBe("note");
  });
});

describe("mediaResolutionGate", () => {
  it.each([
    [1280, 720, "pass"],
    [1280, 960, "pass"],
    [720, 1280, "pass"], // portrait 720p
    [1280, 719, "fail"],
    [640, 480, "fail"],
    [null, 720, "pass"], // "resolution: 720" in the card: the height is stated
    [null, 480, "fail"],
    [1280, null, "insufficient"],
    [null, null, "insufficient"],
  ] as const)("%sx%s -> %s", (width, height, outcome) => {
    expect(mediaResolutionGate(withMedia({ width, height })).outcome).toBe(outcome);
  });
});

describe("mediaVerifiedGate", () => {
  it.each([
    ["verified", "pass"],
    ["unverified", "insufficient"],
    ["mismatch", "fail"],
  ] as const)("%s -> %s", (verification, outcome) => {
    expect(mediaVerifiedGate(withMedia({ verification })).outcome).toBe(outcome);
  });

  it("the baseline passes", () => {
    expect(mediaVerifiedGate(passingFacts()).outcome).toBe("pass");
  });
});
