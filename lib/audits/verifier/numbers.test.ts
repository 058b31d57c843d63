// Numeric-field perturbations (pure): which wrong values each field gets, and when the instruction
// says a field is scored. Expected values worked out by hand from the oracles below.
import { describe, expect, it } from "vitest";
import { numberPerturbations, scoredByInstruction } from "./numbers";
import { inferShape } from "./shape";

const shapeOf = (events: object[]) => {
  const r = inferShape(new TextEncoder().encode(JSON.stringify({ events })), "");
  if (!r.ok) throw new Error(r.reason);
  return r.shape;
};
const valuesOf = (bytes: Uint8Array, field: string) =>
  (JSON.parse(new TextDecoder().decode(bytes)) as { events: Record<string, unknown>[] }).events.map((e) => e[field]);

describe("numberPerturbations", () => {
  it("a count (whole, never negative): +1, -1 (+2 at 0), doubled (0 as 1), the next larger value used", () => {
    const shape = shapeOf([
      { label: "a", time: 1, count: 0 },
      { label: "b", time: 2, count: 2 },
      { label: "a", time: 3, count: 5 },
    ]);
    const got = numberPerturbations(shape).map((p) => [p.probe.label, valuesOf(p.probe.bytes, "count")]);
    expect(got).toEqual([
      ["every count +1", [1, 3, 6]],
      ["every count -1 (+2 where that would go below 0)", [2, 1, 4]],
      ["every count doubled (0 as 1)", [1, 4, 10]],
      ["every count replaced by another event's value", [2, 5, 0]],
    ]);
  });

  it("a confidence (fractional): the step is a tenth of the median magnitude (0.8 -> 0.08)", () => {
    const shape = shapeOf([
      { label: "a", time: 1, confidence: 0.8 },
      { label: "b", time: 2, confidence: 0.8 },
    ]);
    const got = numberPerturbations(shape).map((p) => [p.probe.label, valuesOf(p.probe.bytes, "confidence")]);
    // one value only: no "another event's value"
    expect(got).toEqual([
      ["every confidence +0.08", [0.88, 0.88]],
      ["every confidence -0.08 (+0.16 where that would go below 0)", [0.72, 0.72]],
      ["every confidence doubled (0 as 0.08)", [1.6, 1.6]],
    ]);
  });

  it("time fields and labels are not numeric probes", () => {
    expect(numberPerturbations(shapeOf([{ label: "a", start_frame: 3, time: 1.5 }]))).toEqual([]);
  });
});

describe("scoredByInstruction", () => {
  it.each([
    ["- `count`: repeats in a row; it is scored against the recording.", "count", 1],
    ["- `confidence`: how sure you are (for your own use).", "confidence", null],
    ["The `count` must match the ground truth.", "count", 1],
    ["Counts are scored.\n`count`: repeats", "count", null],
    ["intro\n`altitude` is checked to the foot", "altitude", 2],
  ])("%j names %s scored: line %s", (text, field, line) => {
    expect(scoredByInstruction(text, field)?.line ?? null).toBe(line);
  });
});
