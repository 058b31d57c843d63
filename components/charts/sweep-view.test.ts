// The sweep as drawn: ticks only at the samples and printed to their precision, a categorical
// style per series, gate-counting ledgers bold and the rest faded, a y domain padded past 0..1.
import { describe, expect, it } from "vitest";
import { CATEGORICAL, seriesStyle } from "./chart-colors";
import { formatSampled, sweepView, tickDigits } from "./sweep-view";

describe("tickDigits / formatSampled", () => {
  // expected strings written by hand from the sampled values
  const cases: [string, number[], string[]][] = [
    ["whole frames", [0, 6, 12, 18, 24], ["0", "6", "12", "18", "24"]],
    ["twelfths of a second (the 0.833333 case)", [0, 0.083333, 0.166667, 0.25, 0.833333, 1], ["0", "0.08", "0.17", "0.25", "0.83", "1"]],
    ["halves", [0.5, 1, 1.5, 2], ["0.5", "1", "1.5", "2"]],
    ["a default between two samples needs one more digit", [2, 2.25, 2.5, 2.3], ["2", "2.25", "2.5", "2.3"]],
    ["one sample", [0.833333], ["0.833333"]],
  ];
  it.each(cases)("%s", (_name, values, want) => {
    const d = tickDigits(values);
    expect(values.map((v) => formatSampled(v, d))).toEqual(want);
  });
});

describe("seriesStyle", () => {
  it("eleven series: ten distinct hues, the eleventh repeats the first hue dashed", () => {
    const styles = Array.from({ length: 11 }, (_, i) => seriesStyle(i));
    expect(new Set(styles.slice(0, 10).map((s) => s.color)).size).toBe(10);
    expect(styles[10]).toEqual({ color: CATEGORICAL[0], dash: "6 3" });
    expect(styles[0].dash).toBeUndefined();
  });
});

describe("sweepView", () => {
  const data = {
    title: "start tolerance",
    unit: "s",
    points: [
      { label: "0.083333", x: 0.083333, isDefault: false },
      { label: "0.833333", x: 0.833333, isDefault: true },
    ],
    ledgers: [
      { label: "oracle", rewards: [1, 1] },
      { label: "claude", rewards: [0.02, 0.09], countsTowardGate: true },
    ],
    gateLines: [{ label: "strong-agent bar", value: 0.1 }],
  };
  it("ticks are the sampled x values, labelled at their precision; the default is its x", () => {
    const v = sweepView(data);
    expect(v.ticks).toEqual([0.083333, 0.833333]);
    expect([...v.tickLabels.values()]).toEqual(["0.08", "0.83"]);
    expect(v.defaultX).toBe(0.833333);
    expect(v.rows).toEqual([
      { x: 0.083333, s0: 1, s1: 0.02 },
      { x: 0.833333, s0: 1, s1: 0.09 },
    ]);
  });
  it("the oracle at 1.0 sits inside the plot: the domain is padded past 0 and 1", () => {
    const [lo, hi] = sweepView(data).yDomain;
    expect(lo).toBeLessThan(0);
    expect(hi).toBeGreaterThan(1);
    expect(sweepView(data).yTicks).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
  it("a negative reward widens the domain below it", () => {
    const [lo] = sweepView({ ...data, ledgers: [{ label: "x", rewards: [-0.5, 0] }] }).yDomain;
    expect(lo).toBeLessThan(-0.5);
  });
  it("the gate-counting ledger is bold and opaque, the others faded", () => {
    const [oracle, claude] = sweepView(data).series;
    expect(claude).toMatchObject({ countsTowardGate: true, opacity: 1, width: 2.5, label: "claude" });
    expect(oracle).toMatchObject({ countsTowardGate: false, opacity: 0.35, width: 1.25 });
  });
  it("a joint axis keeps its own labels (25/2/2)", () => {
    const v = sweepView({
      ...data,
      points: [
        { label: "25/2/2", x: 25, isDefault: true },
        { label: "100/8/3", x: 100, isDefault: false },
      ],
    });
    expect([...v.tickLabels.values()]).toEqual(["25/2/2", "100/8/3"]);
  });
});
