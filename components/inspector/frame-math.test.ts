// Hand-derived at 24 fps (the demo clip): frame 400 spans [400/24, 401/24) = [16.6667, 16.7083),
// its centre is 400.5/24 = 16.6875 s.
import { describe, expect, it } from "vitest";
import { eventSeekTime, frameCentre, frameOf, stepTime } from "./frame-math";

describe("frameOf / frameCentre", () => {
  it.each([
    [0, 24, 0],
    [16.6875, 24, 400],
    [400 / 24, 24, 400], // exactly on the boundary: frame 400, not 399
    [16.6666, 24, 399],
    [1 / 29.97, 29.97, 1],
    [-3, 24, 0],
  ])("frameOf(%s, %s) = %s", (t, fps, n) => expect(frameOf(t, fps)).toBe(n));

  it("the centre of every frame maps back to it (no off-by-one at any fps)", () => {
    for (const fps of [24, 25, 30, 29.97, 59.94, 60]) for (let n = 0; n < 20_000; n += 7) expect(frameOf(frameCentre(n, fps), fps)).toBe(n);
  });

  it("centre of frame 400 at 24 fps", () => expect(frameCentre(400, 24)).toBeCloseTo(16.6875, 12));
});

describe("eventSeekTime", () => {
  it.each([
    // egocentric: the judge's start_frame wins over the time
    [{ timeSec: 400 / 24, extra: { startFrame: 400 } }, 24, 400.5 / 24],
    // a time in seconds (FlightGear issue time 12.3 s): the frame it falls in, 295 = floor(12.3 × 24)
    [{ timeSec: 12.3 }, 24, 295.5 / 24],
    [{ timeSec: 12.3 }, null, 12.3],
    [{ timeSec: null }, 24, null],
    [{ timeSec: 1, extra: { startFrame: -4 } }, 24, 24.5 / 24],
  ])("%j at %s fps", (e, fps, want) => {
    const got = eventSeekTime(e, fps);
    if (want === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(want, 12);
  });
});

describe("stepTime", () => {
  const at400 = frameCentre(400, 24);
  it.each([
    ["frame-forward", at400, 401],
    ["frame-back", at400, 399],
    ["second-forward", at400, 424],
    ["second-back", at400, 376],
    ["frame-back", frameCentre(0, 24), 0],
    ["second-back", frameCentre(10, 24), 0],
    // the demo clip is 150 s = 3600 frames: its last frame is 3599
    ["frame-forward", frameCentre(3599, 24), 3599],
    ["second-forward", frameCentre(3590, 24), 3599],
  ] as const)("%s from %s lands on frame %s", (action, t, frame) => {
    const next = stepTime(t, action, 24, 150);
    expect(frameOf(next, 24)).toBe(frame);
    expect(next).toBeCloseTo(frameCentre(frame, 24), 12);
  });

  it("without a frame rate: frames do nothing, seconds move one second", () => {
    expect(stepTime(5, "frame-forward", null, 10)).toBe(5);
    expect(stepTime(5, "second-forward", null, 10)).toBe(6);
    expect(stepTime(9.5, "second-forward", null, 10)).toBe(10);
    expect(stepTime(0.5, "second-back", null, 10)).toBe(0);
  });
});
