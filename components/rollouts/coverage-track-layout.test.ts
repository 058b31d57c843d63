import { describe, expect, it } from "vitest";
import { percentText, trackMarks } from "./coverage-track-layout";

describe("coverage track geometry", () => {
  it("spans, stills, audio lanes and open ends", () => {
    const marks = trackMarks(
      [
        { step: 1, kind: "video", startSec: 60, endSec: 120, source: "ffmpeg -ss 60 -t 60" },
        { step: 2, kind: "frame", startSec: 300, endSec: 300, source: "ffmpeg -frames 1" },
        { step: 3, kind: "audio", startSec: 0, endSec: null, source: "transcribe" },
        { step: 4, kind: "video", startSec: 590, endSec: 700, source: "beyond the end" },
      ],
      600,
    );
    expect(marks.map((m) => [m.lane, m.left, Number(m.width.toFixed(2)), m.still])).toEqual([
      ["video", 10, 10, false],
      ["video", 50, 0.15, true],
      ["audio", 0, 100, false],
      ["video", 98.33333333333333, 1.67, false],
    ]);
    expect(trackMarks([], 0)).toEqual([]);
  });
  it.each([
    [null, "duration unknown"],
    [0, "0.0%"],
    [0.04, "<0.1%"],
    [3.14, "3.1%"],
    [42.4, "42%"],
  ])("%s -> %s", (p, text) => expect(percentText(p)).toBe(text));
});
