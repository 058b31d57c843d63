// A judge-less ledger in the inspector: its predictions on the timeline (one neutral mark each,
// placed by time) and in a seekable table; the span and the event under the playhead.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PredictedEvent } from "@/lib/judges/generic-events";
import { PredictedEventsView, predictedAt, predictedSpan } from "./PredictedEventsView";

const events: PredictedEvent[] = [
  { index: 1, label: "enter red_square", startSec: 3, endSec: 131 / 24, startField: "start_frame" },
  { index: 0, label: "leave", startSec: 10, endSec: null, startField: "start_frame" },
];

describe("predictedSpan / predictedAt", () => {
  it.each([
    ["the video when it is longer", 20, 20],
    ["the last prediction when it runs past the video", 8, 10],
    ["no video: the last prediction", null, 10],
  ] as const)("%s", (_n, duration, want) => expect(predictedSpan(events, duration)).toBe(want));
  it("no events and no video: 1 s, never 0", () => expect(predictedSpan([], null)).toBe(1));
  it.each([
    [2.9, null],
    [3, 1],
    [5.4, 1],
    [6, null],
    [10.2, 0],
    [11, null],
  ] as const)("at %s s: prediction index %s", (t, want) => expect(predictedAt(events, t)).toBe(want));
});

describe("PredictedEventsView", () => {
  const html = renderToStaticMarkup(
    createElement(PredictedEventsView, {
      events,
      path: "$.actions",
      untimed: 2,
      truncated: false,
      fps: 24,
      durationSec: 20,
      playback: { kind: "none", trust: "none", message: "no media" },
      aspectRatio: null,
    }),
  );
  it("one mark per prediction at its time in percent of the span, with its own number", () => {
    expect(html.match(/class="timeline-mark credit-unscored"/g)).toHaveLength(2);
    // 3 s of 20 = 15%; 131/24 s = 27.29% -> width 12.29%
    const first = /style="left:15%;width:([\d.]+)%" title="0:03.0 enter red_square \(prediction 2, not scored\)"/.exec(html);
    expect(Number(first?.[1])).toBeCloseTo(12.2917, 3);
    expect(html).toMatch(/left:50%;width:0.3%[^>]*data-prediction="1"/);
  });
  it("a table in time order with the start frame, and a note naming the list and the untimed entries", () => {
    const rows = [...html.matchAll(/<tr data-prediction="(\d+)"/g)].map((m) => m[1]);
    expect(rows).toEqual(["2", "1"]);
    expect(html).toContain("frame 72");
    expect(html).toContain("2 predicted events read from <code>$.actions</code>");
    expect(html).toContain("2 entries have no time and are not drawn");
  });
});
