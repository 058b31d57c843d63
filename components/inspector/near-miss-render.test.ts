// The inspector's detail panel and table note, rendered to HTML on the server (no browser): a
// miss names its nearest prediction and the field that missed, a negative FlightGear gain reads
// "below transcript baseline (−1)" in its own class, never "partial".
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EventDetail } from "./EventDetail";
import { toInspectorEvents } from "./inspector-events";
import { indexNearMisses, nearMissOf } from "./near-miss-index";
import { ev } from "./__tests__/test-events";

const EGO = "egocentric-activity-understanding";
const expected = ev({
  verdict: "none",
  index: 1,
  label: "#2 enter [blue_circle] 240-311",
  fields: [
    { name: "verb", expected: "enter", predicted: null, verdict: "miss" },
    { name: "nouns", expected: ["blue_circle"], predicted: null, verdict: "miss" },
  ],
  extra: { startFrame: 240, endFrame: 311, frameTolerance: 12 },
});
const spurious = ev({
  verdict: "spurious",
  index: 1,
  label: "enter [blue_circle] 227-311",
  extra: { startFrame: 227, endFrame: 311, verb: "enter", nouns: ["blue_circle"], dropped: false, nearMissOf: null },
});

describe("near-miss note", () => {
  const index = indexNearMisses(EGO, [expected, spurious]);
  const [xe, xs] = toInspectorEvents([expected, spurious]).sort((a, b) => a.key - b.key);

  it("on the expected event names the prediction and the miss", () => {
    const html = renderToStaticMarkup(createElement(EventDetail, { x: xe, nearMiss: nearMissOf(index, xe.event) }));
    expect(html).toContain("nearest P2: start 13 frames early; tolerance ±12");
  });

  it("on the prediction names the expected event", () => {
    const html = renderToStaticMarkup(createElement(EventDetail, { x: xs, nearMiss: nearMissOf(index, xs.event) }));
    expect(html).toContain("near miss of #2: start 13 frames early; tolerance ±12");
  });

  it("is absent when the breakdown has no partner", () => {
    const alone = indexNearMisses(EGO, [expected]);
    expect(nearMissOf(alone, expected)).toBeUndefined();
    expect(renderToStaticMarkup(createElement(EventDetail, { x: xe }))).not.toContain("nearest");
  });
});

describe("below the transcript baseline", () => {
  it("a −1 gain reads as such, in its own class", () => {
    const [x] = toInspectorEvents([ev({ verdict: "partial", earned: -1, label: "#5 climb" })]);
    const html = renderToStaticMarkup(createElement(EventDetail, { x }));
    expect(html).toContain("below transcript baseline (−1)");
    expect(html).toContain("credit-text-below");
    expect(html).not.toContain(">partial<");
  });
});
