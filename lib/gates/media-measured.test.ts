import { describe, expect, it } from "vitest";
import { mediaDurationGate, mediaResolutionGate } from "./media-gates";
import type { GateFacts, MediaPinFacts } from "./types";

const facts = (media: Partial<MediaPinFacts>): GateFacts => ({
  media: {
    url: "https://x.test/v.mp4",
    sha256: "a".repeat(64),
    durationSec: 1070,
    width: 1280,
    height: 720,
    hasAudio: true,
    verification: "verified",
    ...media,
  },
  oracleRecomputed: 1,
  emptyRecomputed: 0,
  rows: [],
  currentInstructionSha256: "b".repeat(64),
});

describe("media gates on measured facts", () => {
  it("judge the measured resolution and show where the card's claim differs", () => {
    const g = mediaResolutionGate(
      facts({
        source: "measured",
        claimDifferences: ["resolution: 1280x960 stated, 1280x720 measured", "frames: 25000 stated, 25692 measured"],
      }),
    );
    expect(g.outcome).toBe("pass");
    expect(g.evidence.map((e) => e.text)).toEqual([
      "1280x720",
      "measured by ffprobe on the verified file",
      "the SPEC card differs: resolution: 1280x960 stated, 1280x720 measured",
    ]);
  });

  it("say a claimed duration is not measured yet", () => {
    const g = mediaDurationGate(facts({ source: "claimed" }));
    expect(g.evidence.at(-1)!.text).toMatch(/not measured yet/);
    expect(g.outcome).toBe("pass");
  });

  it("fail on a measured duration below the minimum even when the card claimed enough", () => {
    const g = mediaDurationGate(
      facts({ source: "measured", durationSec: 150, claimDifferences: ["duration: 1070 s stated, 150.000 s measured"] }),
    );
    expect(g.outcome).toBe("fail");
    expect(g.evidence.map((e) => e.text)).toContain("the SPEC card differs: duration: 1070 s stated, 150.000 s measured");
  });

  it("add nothing when the source is not known (older callers)", () => {
    expect(mediaResolutionGate(facts({})).evidence.map((e) => e.text)).toEqual(["1280x720"]);
  });
});
