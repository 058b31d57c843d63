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
    // the card's 17.8 min is on the right side of the bar, but only as claimed: never a pass
    expect(g.outcome).toBe("claimed");
    expect(g.evidence[0]).toMatchObject({ kind: "ok", grade: "claimed" });
  });

  it.each([
    ["duration", mediaDurationGate],
    ["resolution", mediaResolutionGate],
  ] as const)("a claimed %s that breaks the requirement still fails (a claim can fail, never pass)", (_fact, gate) => {
    expect(gate(facts({ source: "claimed", durationSec: 120, width: 640, height: 480 })).outcome).toBe("fail");
  });

  it("fail on a measured duration below the minimum even when the card claimed enough", () => {
    const g = mediaDurationGate(
      facts({ source: "measured", durationSec: 150, claimDifferences: ["duration: 1070 s stated, 150.000 s measured"] }),
    );
    expect(g.outcome).toBe("fail");
    expect(g.evidence.map((e) => e.text)).toContain("the SPEC card differs: duration: 1070 s stated, 150.000 s measured");
  });

  it("an unknown source is a claim (older callers): outcome claimed, no measured line", () => {
    const g = mediaResolutionGate(facts({}));
    expect(g.evidence.map((e) => e.text)).toEqual(["1280x720 (claimed by the SPEC card)"]);
    expect(g.outcome).toBe("claimed");
  });
});
