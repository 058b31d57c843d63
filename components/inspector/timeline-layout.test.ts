import { describe, expect, it } from "vitest";
import { toInspectorEvents } from "./inspector-events";
import { axisTicks, formatClock, layoutMarks, MIN_MARK_WIDTH, timelineSpan } from "./timeline-layout";
import { ev } from "./__tests__/test-events";

const list = toInspectorEvents(
  [
    ev({ verdict: "full", timeSec: 10, endSec: 20 }), // 0: both tracks, same place
    ev({ verdict: "partial", timeSec: 50, endSec: 60, extra: { predictedTimeSec: 55 } }), // 1: predicted shifted
    ev({ verdict: "none", timeSec: 99 }), // 2: expected only
    ev({ verdict: "spurious", timeSec: 30 }), // 3: predicted only
    ev({ verdict: "spurious", timeSec: null }), // 4: no mark
  ],
  null,
);

describe("timelineSpan", () => {
  it.each([
    [100, 100],
    [null, 99],
    [50, 99],
    [0, 99],
  ])("duration %s -> %s", (d, span) => expect(timelineSpan(d, list)).toBe(span));
  it("never zero", () => expect(timelineSpan(null, [])).toBe(1));
});

describe("layoutMarks", () => {
  const marks = layoutMarks(list, 100);
  it("places every seekable event on its track(s)", () => {
    expect(marks.map((m) => [m.key, m.track, +m.left.toFixed(6), +m.width.toFixed(6)])).toEqual([
      [0, "expected", 10, 10],
      [0, "predicted", 10, 10],
      [3, "predicted", 30, MIN_MARK_WIDTH],
      [1, "expected", 50, 10],
      [1, "predicted", 55, 10],
      [2, "expected", 99, MIN_MARK_WIDTH],
    ]);
  });
  it("keeps marks inside the box", () => {
    const [m] = layoutMarks(toInspectorEvents([ev({ verdict: "none", timeSec: 100 })]), 100);
    expect(m.left + m.width).toBeLessThanOrEqual(100);
  });
  it("carries the verdict for colouring", () => expect(marks.find((m) => m.key === 3)?.verdict).toBe("spurious"));
});

describe("axisTicks", () => {
  it.each([
    [60, 10, "1:00.0"],
    [1068, 300, "15:00.0"],
    [3 * 3600, 1800, "3:00:00"],
    [5, 1, "0:05.0"],
  ])("span %s: step %s", (span, step, lastLabel) => {
    const ticks = axisTicks(span);
    expect(ticks[1].sec - ticks[0].sec).toBe(step);
    expect(ticks.length).toBeLessThanOrEqual(9);
    expect(ticks.at(-1)!.label).toBe(lastLabel);
  });
});

describe("formatClock", () => {
  it.each([
    [0, "0:00.0"],
    [3.04, "0:03.0"],
    [75.55, "1:15.5"],
    [3725, "1:02:05"],
    [-2, "-0:02.0"],
    [null, "—"],
    [Number.NaN, "—"],
  ])("%s -> %s", (s, out) => expect(formatClock(s)).toBe(out));
});
